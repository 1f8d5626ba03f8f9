/**
 * Moving cards between piles held as plain arrays (decks, hands, discard piles, life): the small moves every
 * card game repeats. Convention: a deck's top is index 0; piles that grow on top push to the end.
 */

/** Remove and return the card at `index` (0-based); throws on a bad index, which is a bug in the caller. */
export function takeAt<T>(pile: T[], index: number): T {
  if (index < 0 || index >= pile.length) throw new RangeError(`no card at position ${index + 1} of a pile of ${pile.length}`);
  return pile.splice(index, 1)[0]!;
}

/** Shuffle-free resample helper: the positions of `piles` refilled in order from `pool` (sizes kept). */
export function refill<T>(piles: T[][], pool: T[]): void {
  let at = 0;
  for (const pile of piles) for (let i = 0; i < pile.length; i++) pile[i] = pool[at++]!;
}
