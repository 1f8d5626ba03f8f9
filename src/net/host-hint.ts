/**
 * `hint` at a joined seat: the hard bot's pick for the seat's decision, searched on the host (the joining side has
 * only its observation, not a state to search) exactly as `hint` at the host's terminal does (cli/analysis.ts):
 * every iteration resamples what the seat cannot see, from that seat's view, so the answer depends only on what
 * the seat knows (tests/net/host-hint.test.ts resamples the rest and finds the same line).
 */
import type { OpenDecision, Seat } from '../engine/game.js';
import { unjudgedChoice, type MctsOptions } from '../engine/mcts.js';
import type { Match } from '../engine/match.js';
import { copyPlain } from '../engine/plain.js';
import { analyse, analysisBudget, bestMoveLine } from '../cli/analysis.js';
import { t } from '../cli/i18n/index.js';
import { DecisionWithdrawn } from '../cli/play/session-options.js';

/** A hint found: its line in the language current when it is called (each connection's own, lang.ts). */
export type HintLine = () => string;

export async function seatHint(match: Match, decision: OpenDecision, budget: MctsOptions | undefined, signal?: AbortSignal): Promise<HintLine> {
  const { game, state } = match;
  const { choices } = decision;
  if (choices.length === 1) return () => t().hintOnlyMove(choices[0]!);
  const fixed = unjudgedChoice(game, state, choices);
  if (fixed !== undefined) return () => t().unjudgedMove(fixed);
  // A copy: the search runs in slices, and the live state may change between them (another seat resigns).
  const ctx = { game, state: copyPlain(state), decision, seats: match.header.players.length, match };
  const { best, stats } = await analyse(ctx, match.header.seed, match.moves.length, analysisBudget(game, budget), { signal });
  return () => bestMoveLine(stats, best).line;
}

/** The hints being searched on the host: one search per seat for the decision it is at, dropped when the game moves on. */
export class HintSearches {
  private readonly searches = new Map<Seat, { moveCount: number; line: Promise<HintLine>; stop: AbortController }>();

  get size(): number {
    return this.searches.size;
  }

  /** The game moved on: the searches are for decisions gone. */
  drop(): void {
    for (const { stop } of this.searches.values()) stop.abort(new DecisionWithdrawn());
    this.searches.clear();
  }

  /** The hint for `seat`'s open `decision`: searched once however often the seat asks while it is the same. */
  lineFor(match: Match, decision: OpenDecision, seat: Seat, budget: MctsOptions | undefined): Promise<HintLine> {
    const moveCount = match.moves.length;
    let found = this.searches.get(seat);
    if (found?.moveCount !== moveCount) {
      const stop = new AbortController();
      found = { moveCount, line: seatHint(match, decision, budget, stop.signal), stop };
      found.line.catch(() => {});
      this.searches.set(seat, found);
    }
    return found.line;
  }
}
