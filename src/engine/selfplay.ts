/** Play one whole game with a decider per seat: the workhorse of `sim`, benchmarks and balance checks. */
import { DeciderForfeit, type DecideContext, type SyncDecider } from './deciders.js';
import { selfPlayOptions, type AnyGame, type GameResult } from './game.js';
import type { LogHeader } from './log.js';
import { decisionOf, playChoice, resign, startMatch, type Match } from './match.js';
import { roundRobin } from './rng.js';

export interface SelfPlayOutcome {
  match: Match;
  /** Undefined when the game hit `maxSteps` without ending (a chosen bound ends it with label `UNFINISHED`). */
  result?: GameResult;
  decisions: number;
  /** Why a seat's decider gave up (the seat conceded), when one did. */
  forfeit?: DeciderForfeit;
}

/** The game is played with the header's options plus the game's self-play defaults (`selfPlayOptions`). */
export function selfPlay(game: AnyGame, header: LogHeader, deciders: SyncDecider[], maxSteps = 5000): SelfPlayOutcome {
  const match = startMatch(game, { ...header, options: selfPlayOptions(game, header.options) });
  // One context object for the whole game, updated before each question (deciders answer synchronously and
  // must not keep it): a fresh one per decision is garbage the collector then has to sweep.
  let ctx: DecideContext | undefined;
  for (let step = 0; step < maxSteps; step++) {
    const decision = decisionOf(match);
    if (decision.over) return { match, result: decision.result, decisions: step };
    const decider = roundRobin(deciders, decision.seat);
    if (ctx) { ctx.state = match.state; ctx.decision = decision; }
    else ctx = { game, state: match.state, decision, seats: header.players.length, match };
    let choice: string;
    try {
      choice = decider(ctx);
    } catch (error) {
      if (!(error instanceof DeciderForfeit)) throw error;
      resign(match, decision.seat, error.message);
      const end = decisionOf(match);
      return { match, result: end.over ? end.result : undefined, decisions: step, forfeit: error };
    }
    playChoice(match, choice, decision);
  }
  return { match, decisions: maxSteps };
}
