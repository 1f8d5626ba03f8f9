/** The question a task asks: always the seat whose turn it is (solo's demon never decides); none with no choices. */
import type { OpenDecision } from '../../../engine/game.js';
import type { MidrashState } from '../state.js';

export function askTurn(state: MidrashState, prompt: string, choices: string[]): OpenDecision | null {
  return choices.length > 0 ? { over: false, seat: state.turn, prompt, choices } : null;
}
