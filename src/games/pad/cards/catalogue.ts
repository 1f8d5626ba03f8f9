/** The loaded card list (once per process) and lookups by catalogue index, id or any name. */
import { CardIndex } from '../../../engine/card-index.js';
import { cardName } from '../../../engine/i18n.js';
import { loadCards } from './load.js';
import type { PadCard } from './types.js';

let cached: PadCard[] | null = null;
/** What the name index holds per card: every name it may be looked up by (English, key, Japanese, Chinese). */
interface IndexedCard {
  id: string;
  index: number;
  name: string;
  names: string[];
}

let index: CardIndex<IndexedCard> | null = null;

export function allCards(): PadCard[] {
  return (cached ??= loadCards());
}

export function card(i: number): PadCard {
  return allCards()[i]!;
}

export function cardIndex(): CardIndex<IndexedCard> {
  return (index ??= new CardIndex(
    allCards().map((c) => ({ id: c.id, index: c.index, name: c.name, names: [c.name, c.key, ...(c.nameJa ? [c.nameJa] : []), ...(c.nameZh ? [c.nameZh] : [])] })),
  ));
}

/** Catalogue index of a card by id or name; throws for an unknown one (for tests and built-in data). */
export function cardNo(nameOrId: string): number {
  const found = cardIndex().find(nameOrId);
  if (!found) throw new Error(cardIndex().unknownMessage(nameOrId));
  return found.index;
}

/** The card's name in the reader's language (boards, prompts, moves, events). */
export function nameOf(c: PadCard): string {
  return cardName(c.names);
}

/** The name of the card with catalogue index `i` in the reader's language. */
export function cardNameOf(i: number): string {
  return cardName(card(i).names);
}
