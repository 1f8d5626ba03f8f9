/**
 * The teaching side of the bots: `hint` during play and `replay --explain` ask the strongest level's search about
 * one decision and show its pick with the estimated win rate of the top few moves. The search sees only what the
 * deciding seat may know (every iteration resamples the hidden cards from that seat's view), so its answer is fit
 * for that seat's eyes, and for no one else's while the game is on.
 */
import type { DecideContext } from '../engine/deciders.js';
import { levelBot, type LevelBudgets } from '../engine/levels.js';
import { MctsSearch, unjudgedChoice, type MctsOptions, type MoveStat, type SearchResult } from '../engine/mcts.js';
import { seedRng } from '../engine/rng.js';
import { t } from './i18n/index.js';

/**
 * The budget of an analysis in `game`: its hard level's iterations without the time cap (a capped search
 * would depend on the machine's speed and load, and an analysis repeats), with `--iterations` / `--think-ms` put in
 * its place.
 */
export function analysisBudget(game: { levelBudgets?: LevelBudgets }, override: MctsOptions = {}): MctsOptions {
  return { ...levelBot('hard', game).mcts, timeMs: undefined, ...override };
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
  const stats = result.stats.filter((s) => s.visits > 0);
  const { best, line } = bestMoveLine(stats, result.choice);
  return { best, stats, line };
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

/**
 * `best: attack 2 · estimated win rate: attack 2 61%, attack 1 48%, end 30%`: the top `top` moves by visits (`stats`
 * comes sorted so), shown best first. "best" is the move with the highest shown win rate, not the search's own pick
 * (the most visited), since a player reads the line as "the best figure wins"; ties go to the more visited move.
 */
export function bestMoveLine(stats: readonly MoveStat[], searched: string, top = 3): { best: string; line: string } {
  const shown = stats.slice(0, top);
  const ranked = shown.map((s, i) => ({ s, i })).sort((a, b) => b.s.winRate - a.s.winRate || a.i - b.i).map(({ s }) => s);
  // No move searched at all (a zero budget): the search's own pick, with no figures.
  const best = ranked[0]?.choice ?? searched;
  return { best, line: t().bestMove(best, ranked.map((s) => `${s.choice} ${Math.round(s.winRate * 100)}%`)) };
}
