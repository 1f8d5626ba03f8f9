/** Issue 46: "this turn your <class> SIGNI are unaffected by the opponent's spells and SIGNI" (op shieldThisTurn; WX05 Different Strokes). */
import { CARD as C, choices, decider, play, scenario, zone } from './helpers.js';

const STROKES = 'WX05-014';
const ART1 = 'SP07-016'; // a level 1 <Beautiful Technique> SIGNI, 3000 power
const ANNE3 = 'SP07-002';

describe('shieldThisTurn', () => {
  it('Different Strokes, cut in on a spell: the spell no longer affects the <Beautiful Technique> SIGNI it picked', () => {
    const m = scenario({ p1: { hand: [C.firePillar], ener: [C.iron] }, p2: { lrig: [ANNE3], lrigDeck: [STROKES], signi: [ART1] } });
    play(m, 'spell 1', 'pay 1', 'target 1');
    expect(decider(m)).toBe(1);
    expect(choices(m)).toEqual(['arts 1', 'pass']);
    play(m, 'arts 1');
    expect(zone(m, 1, 'signi')).toEqual([ART1, '-', '-']);
    expect(zone(m, 1, 'lrigTrash')).toEqual([STROKES]);
  });

  it('other SIGNI are not shielded; the opponent\'s ARTS still affect shielded SIGNI', () => {
    const m = scenario({ p1: { hand: [C.firePillar], ener: [C.iron] }, p2: { lrig: [ANNE3], lrigDeck: [STROKES], signi: [C.kukri] } });
    play(m, 'spell 1', 'pay 1', 'target 1', 'arts 1');
    expect(zone(m, 1, 'ener')).toEqual([C.kukri]);
    // an ARTS still affects them: Gorgeous Hellfire banishes the shielded SIGNI in the same turn
    const arts = scenario({ p1: { lrig: [C.hanayo4], lrigDeck: ['WX03-003'], hand: [C.firePillar], ener: [C.iron, C.iron, C.iron, C.iron, C.iron, C.iron] }, p2: { lrig: [ANNE3], lrigDeck: [STROKES], signi: [ART1] } });
    play(arts, 'spell 1', 'pay 1', 'target 1', 'arts 1');
    expect(zone(arts, 1, 'signi')).toEqual([ART1, '-', '-']);
    play(arts, 'arts 1', 'pay auto', 'target 1');
    expect(zone(arts, 1, 'ener')).toEqual([ART1]);
  });
});
