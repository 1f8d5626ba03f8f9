/** Loads the card data once and answers "which card is this id / name". */
import { CardIndex } from '../../../engine/card-index.js';
import { readDataJson } from '../../../engine/data-files.js';
import type { CardDef } from './types.js';
import { validateCards } from './validate.js';

export interface IndexedCard extends CardDef {
  names: string[];
}

let byId: Map<string, IndexedCard> | undefined;
let index: CardIndex<IndexedCard> | undefined;

function load(): Map<string, IndexedCard> {
  if (!byId) {
    const cards = validateCards(readDataJson('wixoss', 'cards.json'), 'data/wixoss/cards.json');
    byId = new Map();
    for (const c of cards) byId.set(c.id, { ...c, names: [c.name.en, c.name.ja, ...(c.name.zh ? [c.name.zh] : [])] });
    index = new CardIndex([...byId.values()]);
  }
  return byId;
}

export function allCards(): IndexedCard[] {
  return [...load().values()];
}

export function cardDef(id: string): IndexedCard {
  const c = load().get(id);
  if (!c) throw new Error(`no WIXOSS card ${id}`);
  return c;
}

export function cardIndex(): CardIndex<IndexedCard> {
  load();
  return index!;
}

/** Add cards at run time (tests use this for cards with mechanics no starter card has, e.g. [Spell Cut-In]). */
export function addCards(cards: CardDef[]): void {
  const map = load();
  for (const c of validateCards({ cards }, 'added cards')) map.set(c.id, { ...c, names: [c.name.en, c.name.ja] });
  index = new CardIndex([...map.values()]);
}

/** Cards with the same English name are the same card for deck limits and "name" conditions. */
export function sameName(a: string, b: string): boolean {
  return a === b || cardDef(a).name.en === cardDef(b).name.en;
}
