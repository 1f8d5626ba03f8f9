/** Deciders answer the question of `decision(state)`: a person (in the CLI), a script, or a bot. */
import type { AnyGame, OpenDecision } from './game.js';
import type { Match } from './match.js';
import { randomItem, type RngState } from './rng.js';

export interface DecideContext {
  game: AnyGame;
  /** The game's own state type (a decider serves any game). */
  state: any;
  decision: OpenDecision;
  /** Number of seats in the game. */
  seats: number;
  /** The match being played, when the caller has one (names and move count for external bots). */
  match?: Match;
}

export type Decider = (ctx: DecideContext) => string | Promise<string>;
export type SyncDecider = (ctx: DecideContext) => string;

/** Uniformly random legal choices from its own RNG (never the game's, so bots cannot peek at the deck order). */
export function randomDecider(rng: RngState): SyncDecider {
  return ({ decision }) => randomItem(rng, decision.choices);
}

export class UnscriptedQuestionError extends Error {}

/**
 * Thrown by a decider that cannot answer for its seat (an external bot that died, timed out or answered nonsense):
 * the seat concedes, and `message` (English) goes into the log as the reason.
 */
export class DeciderForfeit extends Error {
  /** `shown`: the same in the user's language, for the terminal; `reason`: a word for the kind of failure (`timeout`). */
  constructor(readonly seat: number, message: string, readonly shown = message, readonly reason = 'other') {
    super(message);
  }
}

/**
 * Answers from a fixed list, in order. Strict: a question after the script ran out, or an answer that is not
 * legal, is an error, so a scenario test notices every question the rules ask.
 */
export function scriptedDecider(answers: string[]): SyncDecider & { remaining(): number } {
  let next = 0;
  const decide = (({ decision }: DecideContext) => {
    const answer = answers[next];
    if (answer === undefined) {
      throw new UnscriptedQuestionError(
        `unscripted question for seat ${decision.seat + 1}: ${decision.prompt} [${decision.choices.join(' | ')}]`,
      );
    }
    if (!decision.choices.includes(answer)) {
      throw new UnscriptedQuestionError(
        `scripted answer ${next + 1} "${answer}" is not legal for "${decision.prompt}": [${decision.choices.join(' | ')}]`,
      );
    }
    next++;
    return answer;
  }) as SyncDecider & { remaining(): number };
  decide.remaining = () => answers.length - next;
  return decide;
}
