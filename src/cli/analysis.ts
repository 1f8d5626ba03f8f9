/**
 * The teaching side of the bots: `hint` during play and `replay --explain` ask the strongest level's search about
 * one decision and show its pick with the estimated win rate of the top few moves. The search sees only what the
 * deciding seat may know (every iteration resamples the hidden cards from that seat's view), so its answer is fit
 * for that seat's eyes, and for no one else's while the game is on.
 */
import type { DecideContext } from '../engine/deciders.js';
import { levelBot } from '../engine/levels.js';
import { MctsSearch, unjudgedChoice, type MctsOptions, type SearchResult } from '../engine/mcts.js';
import { seedRng } from '../engine/rng.js';
import { t } from './i18n/index.js';

/**
 * The budget of an analysis in the game `gameId`: its hard level's iterations without the time cap (a capped search
 * would depend on the machine's speed and load, and an analysis repeats), with `--iterations` / `--think-ms` put in
 * its place.
 */
export function analysisBudget(gameId: string, override: MctsOptions = {}): MctsOptions {
  return { ...levelBot('hard', gameId).mcts, timeMs: undefined, ...override };
}

/** A search of the decision in `ctx`, seeded by the game's seed and the move number, so it repeats. */
export function analysisSearch(ctx: DecideContext, seed: string, move: number, budget: MctsOptions): MctsSearch {
  return new MctsSearch(ctx, seedRng(`analysis:${seed}:${move}`), budget);
}

/**
 * The move the bots always play at `ctx`'s decision, which the game says a search cannot judge (a WIXOSS mulligan:
 * keep): there is nothing to hint, and a search would only find the one move it may take.
 */
export function unjudgedMove(ctx: DecideContext): string | undefined {
  return unjudgedChoice(ctx.game, ctx.state, ctx.decision.choices);
}

/** Runs a search in slices, letting the event loop (Ctrl+C, SIGTERM, an indicator) in between. */
export async function searchSliced(search: MctsSearch, onSlice?: () => void): Promise<SearchResult> {
  while (!search.runFor(80)) {
    onSlice?.();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return search.result();
}

/** `best: attack 2 · estimated win rate: attack 2 61%, attack 1 48%, end 30%` (the top `top` by visits). */
export function bestMoveLine(result: SearchResult, top = 3): string {
  const rates = result.stats.filter((s) => s.visits > 0).slice(0, top).map((s) => `${s.choice} ${Math.round(s.winRate * 100)}%`);
  return t().bestMove(result.choice, rates.join(', '));
}
