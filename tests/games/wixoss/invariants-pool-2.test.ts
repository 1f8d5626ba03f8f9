/**
 * The invariant suite over random legal decks drawn from the whole supported card pool, part 2 of 2 (jest runs the
 * parts in parallel): games picked from 3,000 random ones so that every card is dealt into at least two of them
 * (tests/support/pool-cover.ts), the odd or even ones here. The pool is read when the decks are built, so newly
 * supported cards are played here without a change to this file. `npm run soak` plays 20,000 random pool games
 * (`--wixoss-pool N`).
 */
import { runInvariants } from '../../../src/engine/kit/invariants.js';
import { game } from '../../../src/games/wixoss/index.js';
import { coveringGames } from '../../support/pool-cover.js';
import { poolHeader } from './invariant-headers.js';

const PART = 2;
const { headers } = coveringGames((i) => poolHeader('pool-', i), { times: 2, candidates: 3000 });
const mine = headers.filter((_, i) => i % 2 === PART - 1);

it('games between random legal decks of the whole pool, every card dealt twice, keep every invariant', () => {
  expect(mine.length).toBeGreaterThan(100);
  const report = runInvariants(game, { games: mine.length, seed: 20 + PART, headers: (i) => mine[i]!, maxSteps: 6000, viewEvery: 40 });
  expect(report.violations).toEqual([]);
  expect(report.games).toBe(mine.length);
  expect(Object.keys(report.winners).sort()).toEqual(['0', '1']);
});
