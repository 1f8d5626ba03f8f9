/**
 * WX05 Final Destruction: "until end of turn your LRIG gains '[Action] down this LRIG: banish every opposing SIGNI'"
 * (effect kind `grantActs`, op `gainAct`; table/lrig-acts.ts), and "at the end of this turn discard your hand" (a
 * `turnEnd` grant); its Burst "discard your hand; if you do, banish every SIGNI". Strict scripted scenarios.
 */
import { game } from '../../../src/games/wixoss/index.js';
import { lrigActCount } from '../../../src/games/wixoss/table/lrig-acts.js';
import { RULES } from '../../../src/games/wixoss/rules-text.js';
import { RULES_ZH } from '../../../src/games/wixoss/rules-text.zh.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';

const X = { destruction: 'WX05-045' } as const;

const table = () => scenario({
  p1: { lrig: [C.ulith3], hand: [X.destruction, C.bonya, C.kukri], ener: [C.metsum, C.metsum, C.iron], signi: [C.carry, null, null] },
  p2: { signi: [C.caliburn, C.kukri, null] },
});

describe('Final Destruction', () => {
  it('your LRIG gains "down: banish every opposing SIGNI" this turn; at the end of the turn your hand is discarded', () => {
    const m = table();
    const own = lrigActCount(st(m), 0);
    play(m, 'spell 1', 'pay auto');
    expect(lrigActCount(st(m), 0)).toBe(own + 1);
    const act = own === 0 ? 'act lrig' : `act lrig ${own + 1}`;
    expect(choices(m)).toContain(act);
    play(m, act);
    expect(st(m).players[0]!.lrigDown).toBe(true);
    expect(zone(m, 1, 'signi')).toEqual(['-', '-', '-']);
    expect(zone(m, 0, 'signi')).toEqual([C.carry, '-', '-']); // only the opponent's
    expect(choices(m)).not.toContain(act); // the LRIG is down now
    play(m, 'pass', 'pass'); // the main phase, the SIGNI attack step: the turn ends
    expect(zone(m, 0, 'hand')).toEqual([]);
    expect(zone(m, 0, 'trash')).toEqual(expect.arrayContaining([C.bonya, C.kukri, X.destruction]));
    expect(st(m).active).toBe(1);
    expect(lrigActCount(st(m), 0)).toBe(own); // gone with the turn
  });

  it('the move says what the gained ability does', () => {
    const m = table();
    play(m, 'spell 1', 'pay auto');
    const own = lrigActCount(st(m), 0) - 1;
    const act = own === 0 ? 'act lrig' : `act lrig ${own + 1}`;
    expect(choices(m)).toContain(act);
    expect(game.describe!(st(m), act, 0)).toContain('banish every opposing SIGNI');
  });

  it('Burst: discard your hand, and if a card was discarded banish every SIGNI on both fields', () => {
    const burst = (hand: string[]) => {
      const m = scenario({
        active: 1, phase: 'signiAttack',
        p1: { lrig: [C.ulith3], life: [X.destruction], hand, signi: [C.carry, null, null] },
        p2: { signi: [null, C.kukri, C.caliburn] },
      });
      play(m, 'attack 2', 'burst');
      return m;
    };
    const full = burst([C.bonya]);
    expect(zone(full, 0, 'hand')).toEqual([]);
    expect(zone(full, 0, 'signi')).toEqual(['-', '-', '-']);
    expect(zone(full, 1, 'signi')).toEqual(['-', '-', '-']);
    const empty = burst([]);
    expect(zone(empty, 0, 'signi')).toEqual([C.carry, '-', '-']);
    expect(zone(empty, 1, 'signi')).toEqual(['-', C.kukri, C.caliburn]);
  });

  it('its ruling is in `rules wixoss rulings` in English and Chinese', () => {
    const rulings = (topics: typeof RULES) => topics.find((topic) => topic.id === 'rulings')!.body;
    expect(rulings(RULES)).toContain('- Final Destruction');
    expect(rulings(RULES_ZH)).toContain('- 终极毁灭');
  });
});
