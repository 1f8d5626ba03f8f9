// The `filing` bot of scripts/strength.mjs (issue #18: "at an equal time budget the new mcts beats today's mcts"):
// the search as it was when the issue was filed (commit cd08d25), playing today's rules. It runs that commit's own
// built `dist/engine/mcts.js` (its code, speed and defaults: exploration 0.7, 200 iterations, progressive widening
// over a structuredClone one-ply ranking) on the current game object, with the evaluations of that day (that
// build's own `dist/games/{wixoss,pad,midrash}/evaluate.js`; EAT/PAINT's evaluate has not changed since).
import { existsSync, realpathSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The filing commit's built search, from a checkout of cd08d25 with `npm run build` done in it. */
export async function loadFilingSearch(dir) {
  const file = join(dir, 'dist/engine/mcts.js');
  if (!existsSync(file) || !statSync(file).isFile()) {
    throw new Error(`--filing ${dir}: no built dist/engine/mcts.js there (git worktree add --detach DIR cd08d25, then npm run build in it)`);
  }
  const { mctsDecider } = await import(realpathSync(file));
  if (typeof mctsDecider !== 'function') throw new Error(`--filing ${dir}: dist/engine/mcts.js has no mctsDecider`);
  return mctsDecider;
}

/**
 * cd08d25's evaluate of each game whose evaluate has changed since (EAT/PAINT's has not), from that build's own
 * modules. They run on today's states: checked on 1,000 positions of random and greedy games per game
 * (2026-12-02), where they never threw and matched the filing formulas rewritten on today's helpers.
 */
export async function filingEvaluations(dir) {
  const old = (path) => import(join(realpathSync(dir), 'dist/games', path));
  return new Map([
    ['wixoss', (await old('wixoss/evaluate.js')).evaluateState],
    ['pad', (await old('pad/evaluate.js')).evaluateState],
    ['midrash', (await old('midrash/evaluate.js')).evaluate],
  ]);
}

/**
 * The filing search on `game` with the filing day's evaluate: a decider to call with today's DecideContext. With
 * `timeMs`, it thinks that long per decision with no iteration cap; otherwise it plays its own default budget.
 * (`game` may be a wrapper of the game, e.g. one counting determinizations; its id picks the evaluate.)
 */
export function filingDecider(mctsDecider, evaluations, game, rng, { timeMs } = {}) {
  const played = Object.create(game, { evaluate: { value: evaluations.get(game.id) ?? game.evaluate } });
  const decide = mctsDecider(rng, timeMs === undefined ? {} : { iterations: 1_000_000, timeMs });
  return (ctx) => decide({ ...ctx, game: played });
}
