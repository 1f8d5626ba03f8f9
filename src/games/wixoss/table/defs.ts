/**
 * The card definition behind a card instance: a pure table query (the `table/` layer imports only the card data and
 * the state's types, so both `rules/` and `cards/` may use it without importing each other).
 */
import { cardDef, type IndexedCard } from '../cards/db.js';
import type { WixossState } from '../state.js';

// Card definitions per state's kind table, so a lookup is two array reads instead of a string-keyed Map.
// A state and all its copies share one kind table, so remembering the last table answers almost every call.
const defsByKinds = new WeakMap<string[], IndexedCard[]>();
let lastKinds: string[] | undefined;
let lastDefs: IndexedCard[] = [];

export function def(s: WixossState, inst: number): IndexedCard {
  if (s.kinds !== lastKinds) {
    let defs = defsByKinds.get(s.kinds);
    if (!defs) defsByKinds.set(s.kinds, (defs = s.kinds.map(cardDef)));
    lastKinds = s.kinds;
    lastDefs = defs;
  }
  return lastDefs[s.ids[inst]!]!;
}
