/** Short English event lines and card names for them. */
import { catalogue } from '../cards/load.js';
import type { MidrashState } from '../state.js';

export function say(state: MidrashState, text: string): void {
  state.events.push({ text });
}

export function cardName(card: number): string {
  return catalogue().front[card]!.names.en;
}

export function seatLabel(seat: number): string {
  return `P${seat + 1}`;
}
