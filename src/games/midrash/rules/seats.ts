/** Which seats are still in the game: a seat that resigned in a game of 3-4 has left it (rulings "resign"). */
import { othersClockwise } from '../../../engine/turn-order.js';
import type { MidrashState } from '../state.js';

export function inGame(state: MidrashState, seat: number): boolean {
  return !state.left?.includes(seat);
}

/** The other seats still in the game, from the next one clockwise: those an effect may choose or reach. */
export function othersInGame(state: MidrashState): number[] {
  return othersClockwise(state.turn, state.players).filter((seat) => inGame(state, seat));
}
