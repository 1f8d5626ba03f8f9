/**
 * The invariant suite over random legal decks drawn from the whole supported card pool, part 2 of 8 (jest runs
 * the parts in parallel; 2,000 games in all). The pool is read when the decks are built, so newly supported cards
 * are played here without a change to this file.
 */
import { runInvariants } from '../../../src/engine/kit/invariants.js';
import { game } from '../../../src/games/wixoss/index.js';
import { poolHeader } from './invariant-headers.js';

it('250 games between random legal decks of the whole pool keep every invariant', () => {
  const report = runInvariants(game, { games: 250, seed: 22, headers: (i) => poolHeader('pool2-', i), maxSteps: 6000, viewEvery: 40 });
  expect(report.violations).toEqual([]);
  expect(report.games).toBe(250);
  expect(Object.keys(report.winners).sort()).toEqual(['0', '1']);
});
