/** The invariant suite over random legal decks drawn from the whole card pool, half 2 of 2 (jest runs the halves in parallel). */
import { runInvariants } from '../../../src/engine/kit/invariants.js';
import { game } from '../../../src/games/pad/index.js';
import { poolHeader } from './helpers.js';

it('1,000 games between random legal decks of the whole pool keep every invariant', () => {
  const report = runInvariants(game, { games: 1000, seed: 2, headers: (i) => poolHeader('pool2-', i), maxSteps: 6000, viewEvery: 40 });
  expect(report.violations).toEqual([]);
  // Issue 41: no question is asked, skipped or answered by itself because of a card hidden from a seat.
  expect(report.games).toBe(1000);
  expect(Object.keys(report.winners).sort()).toEqual(['0', '1']);
});
