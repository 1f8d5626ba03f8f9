/**
 * WX05 End Hole: "if [White][Red][Blue][Green][Black] were all paid for this ARTS, end this turn" (ops `ifPaidColors`,
 * `endTurn`; rules/end-turn.ts). The turn ends at once: the spell it answered goes to the trash unresolved, End Hole
 * to the LRIG trash, the turn player discards down to 6, "this turn" effects end, and no "at the end of the turn"
 * ability happens. Strict scripted scenarios.
 */
import { RULES } from '../../../src/games/wixoss/rules-text.js';
import { RULES_ZH } from '../../../src/games/wixoss/rules-text.zh.js';
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, decider, play, scenario, st, zone } from './helpers.js';

const X = { endHole: 'WX05-016', cb03: 'WX06-CB03' } as const;
const FIVE = [C.kukri, C.iron, C.rmn, C.pandan, C.metsum]; // white, red, blue, green, black

const table = (bobEner: string[]) => scenario({
  p1: { lrig: [C.hanayo3], hand: [C.firePillar, C.holeDark, C.bonya, C.bonya, C.bonya, C.bonya, C.bonya, C.bonya, C.bonya], ener: [C.iron, C.metsum] },
  p2: { lrig: [C.ulith3], lrigDeck: [X.endHole], ener: bobEner, signi: [C.caliburn, X.cb03, null], deck: [C.metsum, C.belze, C.carry] },
});

describe('End Hole', () => {
  it('paid with all five colours it ends the turn: the spell goes unresolved, the turn player discards down to 6', () => {
    const m = table(FIVE);
    play(m, 'spell 2', 'pay auto', 'target 1', 'pass'); // Hole Dark: Caliburn -4000 until end of turn
    expect(signiPower(st(m), 1, 0)).toBe(6000);
    play(m, 'spell 1', 'pay auto', 'target 2');
    expect(choices(m)).toEqual(['arts 1', 'pass']);
    play(m, 'arts 1', 'pay 1', 'pay 2', 'pay 3', 'pay 4', 'pay 5');
    expect(decider(m)).toBe(0);
    expect(choices(m)).toEqual(['discard 1']); // seven copies of Bonya: one choice
    play(m, 'discard 1');
    // No "at the end of the turn" ability: Bob's WX06-CB03 is not asked about; it is Bob's turn now.
    expect(st(m).active).toBe(1);
    expect(st(m).turn).toBe(4);
    expect(zone(m, 0, 'hand').length).toBe(6);
    expect(zone(m, 0, 'trash')).toEqual([C.metsum, C.holeDark, C.iron, C.firePillar, C.bonya]);
    expect(zone(m, 1, 'signi')).toEqual([C.caliburn, X.cb03, '-']); // Fire Pillar never resolved
    expect(signiPower(st(m), 1, 0)).toBe(10000); // Hole Dark's "until end of turn" ended with the turn
    expect(zone(m, 1, 'lrigTrash')).toEqual([X.endHole]);
    expect(zone(m, 1, 'hand')).toEqual([C.metsum, C.belze]); // Bob drew for his turn
    expect(st(m).players[0]!.check).toEqual([]);
    expect(st(m).players[1]!.check).toEqual([]);
  });

  it('without every colour (two greens, no black) nothing happens: the spell resolves', () => {
    const m = table([C.kukri, C.iron, C.rmn, C.pandan, C.koalan]);
    play(m, 'spell 1', 'pay auto', 'target 2', 'arts 1', 'pay 1', 'pay 2', 'pay 3', 'pay 4', 'pay 5');
    expect(zone(m, 1, 'signi')).toEqual([C.caliburn, '-', '-']);
    expect(zone(m, 1, 'lrigTrash')).toEqual([X.endHole]);
    expect(st(m).active).toBe(0);
    expect(st(m).phase).toBe('main');
  });

  it('a Multi Ener card stands for the missing colour', () => {
    const m = table([C.kukri, C.iron, C.rmn, C.pandan, C.servantD]);
    play(m, 'spell 1', 'pay auto', 'target 2', 'arts 1', 'pay 1', 'pay 2', 'pay 3', 'pay 4', 'pay 5', 'discard 1', 'discard 1');
    expect(st(m).active).toBe(1);
  });

  it('at a normal end of the turn Kayappa is asked about: the ruling above is End Hole\'s own', () => {
    const m = table(FIVE);
    play(m, 'pass', 'pass');
    expect(decider(m)).toBe(1);
    expect(choices(m)).toEqual(['use', 'skip']);
  });

  it('its ruling is in `rules wixoss rulings` in English and Chinese', () => {
    const rulings = (topics: typeof RULES) => topics.find((topic) => topic.id === 'rulings')!.body;
    expect(rulings(RULES)).toContain('- End Hole');
    expect(rulings(RULES_ZH)).toContain('- 终结之洞');
  });
});
