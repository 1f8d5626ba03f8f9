/**
 * WX05 Most Treasured Fragment: a spell that costs [Colorless] more for each of your life cloth (effect `costPer`,
 * table/cost-per.ts), Double Crush for your <Ore> and <Gem> SIGNI, and a Life Burst that gives the SIGNI of your
 * middle zone Double Crush this turn and the next (op `zoneKeyword`). Strict scripted scenarios.
 */
import { game } from '../../../src/games/wixoss/index.js';
import { hasDoubleCrush } from '../../../src/games/wixoss/table/power.js';
import { RULES } from '../../../src/games/wixoss/rules-text.js';
import { RULES_ZH } from '../../../src/games/wixoss/rules-text.zh.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';

const fragment = 'WX05-034';

describe('Most Treasured Fragment', () => {
  it('costs [Red] plus [Colorless] for each of your life cloth: with 3 life cloth 3 ener are too few, 4 pay it', () => {
    const short = scenario({ p1: { lrig: [C.hanayo4], hand: [fragment], life: [C.kukri, C.kukri, C.kukri], ener: [C.iron, C.iron, C.iron] } });
    expect(choices(short)).not.toContain('spell 1');
    expect(game.explain!(st(short), 'spell 1')).toContain('cannot pay 1 red + 3 colorless for Most Treasured Fragment');
    const m = scenario({ p1: { lrig: [C.hanayo4], hand: [fragment], life: [C.kukri, C.kukri, C.kukri], ener: [C.iron, C.iron, C.iron, C.iron] } });
    play(m, 'spell 1');
    expect(st(m).tasks.at(-1)).toMatchObject({ kind: 'pay', cost: { red: 1, colorless: 3 } });
  });

  it('until end of turn, your <Ore> and <Gem> SIGNI gain Double Crush (not your others)', () => {
    const m = scenario({ p1: { lrig: [C.hanayo4], hand: [fragment], life: [], signi: [C.iron, C.garnet, C.kukri], ener: [C.iron] } });
    play(m, 'spell 1', 'pay auto');
    expect([0, 1, 2].map((z) => hasDoubleCrush(st(m), 0, z))).toEqual([true, true, false]);
    expect(zone(m, 0, 'trash')).toEqual([C.iron, fragment]);
  });

  it('Burst: the SIGNI in your middle zone has Double Crush this turn and the next, whichever stands there', () => {
    const m = scenario({ active: 1, phase: 'signiAttack', p1: { life: [fragment], signi: [C.iron, C.bronda, null] }, p2: { signi: [null, null, C.caliburn] } });
    play(m, 'attack 3');
    expect(choices(m)).toEqual(['burst', 'no burst']);
    play(m, 'burst');
    expect([0, 1].map((z) => hasDoubleCrush(st(m), 0, z))).toEqual([false, true]);
    expect(hasDoubleCrush(st(m), 1, 2)).toBe(false); // not the opponent's
    const s = st(m);
    s.turn += 1; // the next turn: still
    expect(hasDoubleCrush(s, 0, 1)).toBe(true);
    s.players[0]!.signi[1] = s.players[0]!.signi[0]!; // another SIGNI standing there has it too
    expect(hasDoubleCrush(s, 0, 1)).toBe(true);
    s.turn += 1; // the turn after: no more
    expect(hasDoubleCrush(s, 0, 1)).toBe(false);
  });

  it('its rulings are in `rules wixoss rulings` in English and Chinese', () => {
    const rulings = (topics: typeof RULES) => topics.find((topic) => topic.id === 'rulings')!.body;
    expect(rulings(RULES)).toContain('- Most Treasured Fragment');
    expect(rulings(RULES_ZH)).toContain('- 珍宝的碎片');
  });
});
