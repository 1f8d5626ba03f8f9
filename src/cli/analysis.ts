/**
 * The teaching side of the bots: `hint` during play and `replay --explain` ask the strongest level's search about
 * one decision and show its pick with the estimated win rate of the top few moves. The search sees only what the
 * deciding seat may know (every iteration resamples the hidden cards from that seat's view), so its answer is fit
 * for that seat's eyes, and for no one else's while the game is on.
 */
import type { DecideContext } from '../engine/deciders.js';
import { levelBot } from '../engine/levels.js';
import { MctsSearch, unjudgedChoice, type MctsOptions, type MoveStat, type SearchResult } from '../engine/mcts.js';
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

/** What an analysis found: the pick, the moves it searched (none when it searched nothing) and the line to show. */
export interface Analysis {
  best: string;
  stats: MoveStat[];
  line: string;
}

/**
 * Analyses the decision in `ctx` with a search seeded by the game's seed and the move number, so it repeats.
 * A decision the game says a search cannot judge (a WIXOSS mulligan: the bots keep) is not searched, since the
 * search could only take that one move: the line says so. `started` is called only when a search runs.
 */
export async function analyse(ctx: DecideContext, seed: string, move: number, budget: MctsOptions,
  hooks: { started?: () => void; slice?: () => void; signal?: AbortSignal } = {}): Promise<Analysis> {
  const fixed = unjudgedChoice(ctx.game, ctx.state, ctx.decision.choices);
  if (fixed !== undefined) return { best: fixed, stats: [], line: t().unjudgedMove(fixed) };
  hooks.started?.();
  const result = await searchSliced(new MctsSearch(ctx, seedRng(`analysis:${seed}:${move}`), budget), hooks.slice, hooks.signal);
  return { best: result.choice, stats: result.stats.filter((s) => s.visits > 0), line: bestMoveLine(result) };
}

/**
 * Runs a search in slices, letting the event loop (Ctrl+C, SIGTERM, an indicator) in between; once `signal` is
 * aborted the search stops there and rejects with its reason.
 */
export async function searchSliced(search: MctsSearch, onSlice?: () => void, signal?: AbortSignal): Promise<SearchResult> {
  while (!search.runFor(80)) {
    onSlice?.();
    await new Promise((resolve) => setImmediate(resolve));
    if (signal?.aborted) throw signal.reason;
  }
  return search.result();
}

/** `best: attack 2 · estimated win rate: attack 2 61%, attack 1 48%, end 30%` (the top `top` by visits). */
function bestMoveLine(result: SearchResult, top = 3): string {
  const rates = result.stats.filter((s) => s.visits > 0).slice(0, top).map((s) => `${s.choice} ${Math.round(s.winRate * 100)}%`);
  return t().bestMove(result.choice, rates);
}
