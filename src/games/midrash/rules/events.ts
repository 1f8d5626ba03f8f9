/** Event lines (in the content language) and card names for them. */
import { cardName as localName } from '../../../engine/i18n.js';
import { catalogue } from '../cards/load.js';
import type { MidrashState } from '../state.js';

export function say(state: MidrashState, text: string): void {
  state.events.push({ text });
}

/** A card's name for the reader (boards, prompts, events). */
export function cardName(card: number): string {
  return localName(catalogue().front[card]!.names);
}
