/** The loaded card list (once per process) and lookups by catalogue index, id or any name. */
import { CardIndex } from '../../../engine/card-index.js';
import { loadCards } from './load.js';
import type { PadCard } from './types.js';

let cached: PadCard[] | null = null;
let index: CardIndex<PadCard & { names: string[] }> | null = null;

export function allCards(): PadCard[] {
  return (cached ??= loadCards());
}

export function card(i: number): PadCard {
  return allCards()[i]!;
}

export function cardIndex(): CardIndex<PadCard & { names: string[] }> {
  return (index ??= new CardIndex(allCards().map((c) => ({ ...c, names: [c.name, c.key, ...(c.nameJa ? [c.nameJa] : [])] }))));
}

/** Catalogue index of a card by id or name; throws for an unknown one (for tests and built-in data). */
export function cardNo(nameOrId: string): number {
  const found = cardIndex().find(nameOrId);
  if (!found) throw new Error(cardIndex().unknownMessage(nameOrId));
  return found.index;
}
