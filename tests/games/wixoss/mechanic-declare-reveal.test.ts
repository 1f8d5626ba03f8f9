/**
 * Issue 46: "declare a number, reveal your top 3; if a SIGNI of that level is among them, return an opposing SIGNI
 * to the hand; put them back in any order" (Modern Boundary). Strict scripted scenarios.
 */
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';

const X = { boundary: 'SP01-010' } as const;

describe('Modern Boundary', () => {
  it('a revealed SIGNI of the declared level: the target returns to the hand; the 3 go back on top in the order chosen', () => {
    const m = scenario({ p1: { lrig: [C.tama4], lrigDeck: [X.boundary], ener: [C.kukri, C.iron], deck: [C.getBible, C.caliburn, C.kukri, C.iron] }, p2: { signi: [C.iron] } });
    play(m, 'arts 1', 'pay auto', 'target 1');
    expect(choices(m)).toEqual([0, 1, 2, 3, 4, 5].map((n) => `declare ${n}`));
    play(m, 'declare 3');
    expect(st(m).events.some((e) => /reveals the top cards/.test(e.text))).toBe(true);
    expect(zone(m, 1, 'hand')).toEqual([C.iron]);
    expect(choices(m)).toEqual(['top 1', 'top 2', 'top 3']);
    play(m, 'top 3', 'top 2');
    expect(zone(m, 0, 'deck')).toEqual([C.kukri, C.caliburn, C.getBible, C.iron]);
  });

  it('no SIGNI of that level (a spell does not count): nothing returns, the cards are still put back', () => {
    const m = scenario({ p1: { lrig: [C.tama4], lrigDeck: [X.boundary], ener: [C.kukri, C.iron], deck: [C.getBible, C.caliburn, C.kukri, C.iron] }, p2: { signi: [C.iron] } });
    play(m, 'arts 1', 'pay auto', 'target 1', 'declare 0');
    expect(zone(m, 1, 'signi')).toEqual([C.iron, '-', '-']);
    play(m, 'top 1', 'top 1');
    expect(zone(m, 0, 'deck')).toEqual([C.getBible, C.caliburn, C.kukri, C.iron]);
  });
});
