/**
 * The invariant suite over 2,000 plain random games between random legal decks of the whole supported card pool
 * (issue 46), games 0-999 here (jest runs the two parts in parallel); the covering runs (invariants-pool-1/2)
 * deal every card twice. `npm run soak` plays 20,000 (`--wixoss-pool N`).
 */
import { randomPoolInvariants } from './invariant-headers.js';

it('1,000 games between random legal decks of the whole pool keep every invariant', () => {
  const report = randomPoolInvariants(0, 1000);
  expect(report.violations).toEqual([]);
  expect(report.games).toBe(1000);
  expect(report.observations).toBeGreaterThanOrEqual(1000);
  expect(Object.keys(report.winners).sort()).toEqual(['0', '1']);
});
