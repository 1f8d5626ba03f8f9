/**
 * Refereeing a game played with real cards (`play --table`, issue 15): whenever chance would act, the table says
 * what happened. A move is tried on a copy with the outcomes the table has given so far; the first outcome it still
 * lacks is the question (its pile, the seat it is shown to, the cards that could be there). Nothing is applied until
 * the move has every outcome it needs, so a mistyped card never reaches the match.
 */
import { ChanceError, type ChanceOutcome, type MissingOutcome } from './chance.js';
import type { LogHeader } from './log.js';
import type { AnyGame } from './game.js';
import { playChoice, startMatch, type Match } from './match.js';

export interface ChanceQuestion extends MissingOutcome {
  /** The possible answers: card names still unseen in that pool, or `1`…`n` for a pick. */
  candidates: string[];
}

function question(error: unknown): ChanceQuestion {
  if (error instanceof ChanceError && error.missing) return { ...error.missing, candidates: error.candidates };
  throw error;
}

/** The next outcome setup needs beyond `told` (the opening hands so far), or undefined when they suffice. */
export function setupQuestion(game: AnyGame, header: LogHeader, told: ChanceOutcome[]): ChanceQuestion | undefined {
  try {
    startMatch(game, header, { opening: told });
    return undefined;
  } catch (error) {
    return question(error);
  }
}

/** A table match: every outcome of setup told (`opening`, all questions answered). */
export function startTableMatch(game: AnyGame, header: LogHeader, opening: ChanceOutcome[]): Match {
  return startMatch(game, header, { opening });
}

/** The next outcome legal move `choice` needs beyond `told`, or undefined when it can be played with them. */
export function moveQuestion(match: Match, choice: string, told: ChanceOutcome[]): ChanceQuestion | undefined {
  const copy: Match = { ...match, state: structuredClone(match.state), moves: [...match.moves] };
  try {
    playChoice(copy, choice, undefined, { outcomes: [...told] });
    return undefined;
  } catch (error) {
    return question(error);
  }
}
