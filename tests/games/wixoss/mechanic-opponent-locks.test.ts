/**
 * Issue 46: a SIGNI's constants that change the opponent's rules (table/opponent-locks.ts; WX05 Arc Energe, Original
 * Spear): the opponent skips their ener phase; while Energe, Original Spear is on your field too, their banished SIGNI
 * go to the trash. Its on-play and Life Burst use existing ops.
 */
import { CARD as C, choices, decider, play, scenario, st, zone } from './helpers.js';

const ARC = 'WX05-018';
const ENERGE = 'WX01-027';
const TAMA5 = 'WX05-005';

describe('opponent locks (WX05 Arc Energe, Original Spear)', () => {
  it('the opponent skips their ener phase while Arc Energe is on your field', () => {
    const m = scenario({ p1: { lrig: [TAMA5], signi: [ARC] }, p2: { hand: [C.iron, C.iron], deck: [C.kukri, C.kukri, C.kukri] }, phase: 'end' });
    // the end phase of P1's turn has no question: P2's turn begins at once
    expect(st(m).active).toBe(1);
    expect(st(m).phase).toBe('main');
    expect(choices(m)).not.toContain('ener 1');
    expect(st(m).events.some((e) => /skips the ener phase/.test(JSON.stringify(e)))).toBe(true);
    // without it the ener phase comes
    const free = scenario({ p1: { lrig: [TAMA5], signi: [C.kukri] }, p2: { hand: [C.iron], deck: [C.kukri, C.kukri, C.kukri] }, phase: 'end' });
    expect(st(free).phase).toBe('ener');
    expect(choices(free)).toContain('ener 1');
  });

  it('with Energe, Original Spear on your field too, the opponent\'s banished SIGNI go to the trash; without it to the ener zone', () => {
    const both = scenario({ p1: { lrig: [TAMA5], signi: [ARC, ENERGE] }, p2: { lrig: [C.hanayo4], signi: [C.iron] } });
    play(both, 'pass', 'attack 1');
    expect(zone(both, 1, 'trash')).toEqual([C.iron]);
    expect(zone(both, 1, 'ener')).toEqual([]);
    const alone = scenario({ p1: { lrig: [TAMA5], signi: [ARC] }, p2: { lrig: [C.hanayo4], signi: [C.iron] } });
    play(alone, 'pass', 'attack 1');
    expect(zone(alone, 1, 'ener')).toEqual([C.iron]);
  });

  it('on play, you may pay [White]x3: up to 2 <Arm> SIGNI from the deck onto the field', () => {
    const m = scenario({ p1: { lrig: [TAMA5], hand: [ARC], ener: [C.kukri, C.kukri, C.kukri], deck: [C.iron, C.kukri, C.caliburn, C.kukri] } });
    play(m, 'summon 1 2', 'use', 'pay auto');
    expect(choices(m)).toEqual(['pick wd01-013', 'pick wd01-010', 'done']);
    play(m, 'pick wd01-010', 'zone 1', 'pick wd01-013', 'zone 3');
    expect(zone(m, 0, 'signi')).toEqual([C.caliburn, ARC, C.kukri]);
    expect(zone(m, 0, 'deck').sort()).toEqual([C.iron, C.kukri].sort());
  });

  it('Burst: find any 1 card in the deck', () => {
    const m = scenario({ p1: { signi: [C.kukri] }, p2: { life: [ARC], deck: [C.iron, C.silvan] } });
    play(m, 'pass', 'attack 1', 'burst');
    expect(decider(m)).toBe(1);
    expect(choices(m)).toEqual(['pick wd02-013', 'pick wd02-010', 'done']);
    play(m, 'pick wd02-010');
    expect(zone(m, 1, 'hand')).toEqual([C.silvan]);
  });
});
