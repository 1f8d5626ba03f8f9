/**
 * The question a task asks: always the seat whose turn it is (solo's demon never decides), worded by the game's
 * question table (questions.ts); none with no choices.
 */
import type { OpenDecision } from '../../../engine/game.js';
import { QUESTIONS } from '../questions.js';
import type { MidrashState } from '../state.js';

export function askTurn(state: MidrashState, choices: string[]): OpenDecision | null {
  return choices.length > 0 ? QUESTIONS.ask(state, state.turn, choices) : null;
}
