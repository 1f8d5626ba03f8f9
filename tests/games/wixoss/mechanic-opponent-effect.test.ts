/**
 * "Cannot be banished by the opponent's effects" (constant noBanishByOpp; WX06 Tride, Greatspear, with its condition:
 * a white LRIG and the middle SIGNI zone). A battle and rule processing (power 0 or less) are no effects. Strict
 * scripted scenarios.
 */
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, play, scenario, st, zone } from './helpers.js';

const TRIDE = 'WX06-022';
const CANNON = 'WX01-039'; // Activated, [Red], down this: banish 1 opposing SIGNI with power 10000 or less

describe('Tride, Greatspear', () => {
  it('in the middle zone under a white LRIG its power is 10000; elsewhere, or under another colour, 8000', () => {
    expect(signiPower(st(scenario({ p1: { lrig: [C.tama4], signi: [null, TRIDE] } })), 0, 1)).toBe(10000);
    expect(signiPower(st(scenario({ p1: { lrig: [C.tama4], signi: [TRIDE] } })), 0, 0)).toBe(8000);
    expect(signiPower(st(scenario({ p1: { lrig: [C.hanayo4], signi: [null, TRIDE] } })), 0, 1)).toBe(8000);
  });

  it('then the opponent\'s effect cannot banish it; in another zone it can', () => {
    const kept = scenario({ active: 1, p1: { lrig: [C.tama4], signi: [null, TRIDE] }, p2: { lrig: [C.hanayo4], signi: [CANNON], ener: [C.iron] } });
    play(kept, 'act 1', 'pay auto', 'target 2');
    expect(zone(kept, 0, 'signi')).toEqual(['-', TRIDE, '-']);
    const lost = scenario({ active: 1, p1: { lrig: [C.tama4], signi: [TRIDE] }, p2: { lrig: [C.hanayo4], signi: [CANNON], ener: [C.iron] } });
    play(lost, 'act 1', 'pay auto', 'target 1');
    expect(zone(lost, 0, 'ener')).toEqual([TRIDE]);
  });

  it('a battle still banishes it, and so does power 0 or less', () => {
    const m = scenario({ active: 1, p1: { lrig: [C.tama4], signi: [null, TRIDE] }, p2: { lrig: [C.tama4], signi: [null, C.romail] } });
    play(m, 'pass', 'attack 2');
    expect(zone(m, 0, 'ener')).toEqual([TRIDE]);
    const weak = scenario({ active: 1, p1: { lrig: [C.tama4], signi: [null, TRIDE] }, p2: { lrig: [C.hanayo4], signi: [CANNON], ener: [C.iron] } });
    st(weak).mods.push({ inst: st(weak).players[0]!.signi[1]!, add: -10000 });
    play(weak, 'pass');
    expect(zone(weak, 0, 'ener')).toEqual([TRIDE]);
  });
});
