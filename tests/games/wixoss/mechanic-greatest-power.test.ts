/**
 * Issue 46: "the opponent's SIGNI with the greatest power" (Swift Divine Punishment): every SIGNI tying for the top
 * power goes back to the hand together. Strict scenarios.
 */
import { CARD as C, play, scenario, zone } from './helpers.js';

const X = { swiftPunishment: 'SP07-010' } as const;

describe('Swift Divine Punishment', () => {
  it('returns every opposing SIGNI tied at the greatest power, and no other', () => {
    const m = scenario({ p1: { lrig: [C.midori4], lrigDeck: [X.swiftPunishment], ener: [C.kukri, C.hyakko, C.iron] }, p2: { lrig: [C.tama4], signi: [C.caliburn, C.iron, C.caliburn] } });
    play(m, 'arts 1', 'pay auto');
    expect(zone(m, 1, 'signi')).toEqual(['-', C.iron, '-']);
    expect(zone(m, 1, 'hand')).toEqual([C.caliburn, C.caliburn]);
  });

  it('a lone top SIGNI goes alone', () => {
    const m = scenario({ p1: { lrig: [C.midori4], lrigDeck: [X.swiftPunishment], ener: [C.kukri, C.hyakko, C.iron] }, p2: { lrig: [C.tama4], signi: [C.kukri, C.romail, C.caliburn] } });
    play(m, 'arts 1', 'pay auto');
    expect(zone(m, 1, 'signi')).toEqual([C.kukri, '-', C.caliburn]);
    expect(zone(m, 1, 'hand')).toEqual([C.romail]);
  });
});
