/**
 * Issue 46: "at the beginning of your attack phase" (trigger attackPhaseStart), upAll of a class, and a cost of
 * downing several of your SIGNI (costs.down n): WX05 Jinbei, Water Phantom.
 */
import { CARD as C, choices, decider, play, scenario, st, zone } from './helpers.js';

const JINBEI = 'WX05-036';
const WATER = 'WD06-012'; // a level 2 <Water Beast> SIGNI

describe('Jinbei, Water Phantom', () => {
  it('at the beginning of your attack phase your downed <Water Beast> SIGNI are upped (others stay down)', () => {
    const m = scenario({ p1: { lrig: [C.piruluk4], signi: [JINBEI, WATER, C.rmn], down: [true, true, true] } });
    play(m, 'pass');
    expect(st(m).players[0]!.signiDown).toEqual([false, false, true]);
    // not in the opponent's attack phase
    const opp = scenario({ p1: { lrig: [C.piruluk4], signi: [JINBEI], down: [true] }, p2: { signi: [C.kukri] }, active: 1 });
    play(opp, 'pass');
    expect(st(opp).players[0]!.signiDown[0]).toBe(true);
  });

  it('Activated: down three up <Water Beast> SIGNI (itself among them): draw 2, then discard 1; not offered with two', () => {
    const m = scenario({ p1: { lrig: [C.piruluk4], signi: [JINBEI, WATER, WATER], hand: [C.kukri], deck: [C.iron, C.silvan] } });
    play(m, 'act 1');
    expect(choices(m)).toEqual(['target own 1', 'target own 2', 'target own 3']);
    play(m, 'target own 2', 'target own 1', 'target own 3');
    expect(st(m).players[0]!.signiDown).toEqual([true, true, true]);
    expect(zone(m, 0, 'hand')).toEqual([C.kukri, C.iron, C.silvan]);
    play(m, 'discard 1');
    expect(zone(m, 0, 'trash')).toEqual([C.kukri]);
    const two = scenario({ p1: { lrig: [C.piruluk4], signi: [JINBEI, WATER, C.rmn] } });
    expect(choices(two)).not.toContain('act 1');
  });

  it('Burst: discard a card, then two of the opponent\'s hand cards picked without looking are discarded', () => {
    const m = scenario({ p1: { signi: [C.kukri], hand: [C.iron, C.iron, C.iron] }, p2: { life: [JINBEI], hand: [C.silvan] } });
    play(m, 'pass', 'attack 1', 'burst');
    expect(decider(m)).toBe(1);
    play(m, 'discard 1');
    expect(zone(m, 1, 'trash')).toEqual([C.silvan]);
    expect(zone(m, 0, 'hand')).toEqual([C.iron]);
    expect(zone(m, 0, 'trash')).toEqual([C.iron, C.iron]);
  });
});
