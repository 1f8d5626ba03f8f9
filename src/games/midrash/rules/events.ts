/** Event lines (in the content language) and card names for them. */
import { cardName as localName } from '../../../engine/i18n.js';
import { catalogue } from '../cards/load.js';

// Event lines are the engine's (everything on a Midrash table is public: no line is for one seat only).
export { say } from '../../../engine/events.js';

/** A card's name for the reader (boards, prompts, events). */
export function cardName(card: number): string {
  return localName(catalogue().front[card]!.names);
}
