/**
 * The card definition behind a card instance, and the seat's current LRIG: pure table queries (the `table/` layer
 * reads the state and the card data and imports neither `rules/` nor the ops, so both may use it: docs/architecture.md).
 */
import { cardDef, type IndexedCard } from '../cards/db.js';
import type { WixossState } from '../state.js';
import type { Seat } from '../../../engine/game.js';

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

/** The card definition of `seat`'s current LRIG (the top of its LRIG zone), if any. */
export function lrigOf(s: WixossState, seat: Seat): IndexedCard | undefined {
  const p = s.players[seat]!;
  const top = p.lrig[p.lrig.length - 1];
  return top === undefined ? undefined : def(s, top);
}
