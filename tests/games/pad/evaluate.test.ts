/**
 * PAD's evaluate (the greedy bot's score and the search's leaves): a deck nearly out counts more with each card, and
 * so do the last life cards.
 */
import { game } from '../../../src/games/pad/index.js';
import { lowDeckPenalty, lowLifePenalty } from '../../../src/games/pad/evaluate.js';
import { filler, scenario, st } from './helpers.js';

/** What one more deck card is worth to seat 0 when it has `n`. */
function oneMoreCard(n: number): number {
  const score = (deck: number) => game.evaluate!(st(scenario({ p1: { deck: filler('Gigas', deck) }, p2: { deck: filler('Gigas', 20) } })), 0);
  return score(n + 1) - score(n);
}

describe('evaluate', () => {
  it('prefers more life and a longer deck', () => {
    const s = (life: number, deck: number) => game.evaluate!(st(scenario({ p1: { life: filler('Dragon Knight', life), deck: filler('Gigas', deck) } })), 0);
    expect(s(5, 10)).toBeGreaterThan(s(4, 10));
    expect(s(5, 10)).toBeGreaterThan(s(5, 9));
  });

  it('weighs the last deck cards more than the first ones, since most games end by deck-out', () => {
    expect(lowDeckPenalty(8)).toBe(0);
    expect(lowDeckPenalty(0)).toBeGreaterThan(lowDeckPenalty(4));
    expect(oneMoreCard(15)).toBe(oneMoreCard(12));
    expect(oneMoreCard(0)).toBeGreaterThan(oneMoreCard(4));
    expect(oneMoreCard(4)).toBeGreaterThan(oneMoreCard(12));
  });

  /** Seat 0's score with `life` life cards (seat 1 fixed). */
  const withLife = (life: number) => game.evaluate!(st(scenario({ p1: { life: filler('Dragon Knight', life) } })), 0);

  it('weighs the last life cards more than the first ones: a big attack ends a game at low life', () => {
    expect(lowLifePenalty(3)).toBe(0);
    expect(lowLifePenalty(1)).toBeGreaterThan(lowLifePenalty(2));
    expect(withLife(5) - withLife(4)).toBe(withLife(4) - withLife(3));
    expect(withLife(2) - withLife(1)).toBeGreaterThan(withLife(4) - withLife(3));
  });
});
