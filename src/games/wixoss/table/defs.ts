/**
 * The card definition behind a card instance, and the seat's current LRIG: pure table queries (the `table/` layer
 * reads the state and the card data and imports neither `rules/` nor the ops, so both may use it: docs/architecture.md).
 */
import { cardDef, type IndexedCard } from '../cards/db.js';
import type { WixossState } from '../state.js';
import type { Seat } from '../../../engine/game.js';
import { recolors, withFieldColor } from './color-override.js';
import { kindTable } from './kind-table.js';

// Card definitions per state's kind table, so a lookup is two array reads instead of a string-keyed Map.
// A state and all its copies share one kind table, so remembering the last table answers almost every call.
const defsByKinds = new WeakMap<string[], IndexedCard[]>();
let lastKinds: string[] | undefined;
let lastDefs: IndexedCard[] = [];
// Whether the last kind table has a card whose definition changes on the field (WX04 Shienko's level, WX05
// Tamayorihime, Sunspot Miko's colour for every SIGNI; table/color-override.ts). Kept per table, so `def`, the
// hottest function of the rules, stays two array reads and one flag in games without one (small enough to inline).
const changesByKinds = new WeakMap<string[], { recolors: boolean; changes: boolean }>();
let lastRecolors = false;
let lastChanges = false;

function remember(kinds: string[]): void {
  if (kinds === lastKinds) return;
  let defs = defsByKinds.get(kinds);
  if (!defs) defsByKinds.set(kinds, (defs = kinds.map(cardDef)));
  let changes = changesByKinds.get(kinds);
  if (!changes) {
    const recolor = recolors(defs);
    changesByKinds.set(kinds, (changes = { recolors: recolor, changes: recolor || defs.some((d) => d.fieldLevel !== undefined) }));
  }
  lastKinds = kinds;
  lastDefs = defs;
  lastRecolors = changes.recolors;
  lastChanges = changes.changes;
}

/** The definitions of the state's kind table, in its order (the defs of every card kind in the game). */
export function kindDefs(s: WixossState): readonly IndexedCard[] {
  if (s.kinds !== lastKinds) remember(kindTable(s));
  return lastDefs;
}

export function def(s: WixossState, inst: number): IndexedCard {
  if (s.kinds !== lastKinds) remember(kindTable(s));
  const d = lastDefs[s.ids[inst]!]!;
  return lastChanges ? onField(s, inst, d) : d;
}

/** `d` as it is on the field now: its field level (Shienko), its colour (Tamayorihime, Sunspot Miko). */
function onField(s: WixossState, inst: number, d: IndexedCard): IndexedCard {
  const leveled = d.fieldLevel === undefined ? d : withFieldLevel(s, inst, d, d.fieldLevel);
  return lastRecolors ? withFieldColor(s, inst, leveled, lastDefs) : leveled;
}

// WX04 Shienko's level on the field, one object per card (the rules read the definition, so a changed level is a
// changed definition everywhere: filters, the LRIG's limit, the board).
const atFieldLevel = new WeakMap<IndexedCard, IndexedCard>();

/** `d` with its field level while `inst` is on a field beside another SIGNI of a `whileOther` class, else `d`. */
function withFieldLevel(s: WixossState, inst: number, d: IndexedCard, field: { level: number; whileOther: string[] }): IndexedCard {
  const p = s.players.find((q) => q.signi.includes(inst));
  if (!p) return d;
  const other = p.signi.some((i) => i >= 0 && i !== inst && (lastDefs[s.ids[i]!]!.classes ?? []).some((c) => field.whileOther.includes(c)));
  if (!other) return d;
  let changed = atFieldLevel.get(d);
  if (!changed) atFieldLevel.set(d, (changed = { ...d, level: field.level }));
  return changed;
}

/** The card definition of `seat`'s current LRIG (the top of its LRIG zone), if any. */
export function lrigOf(s: WixossState, seat: Seat): IndexedCard | undefined {
  const p = s.players[seat]!;
  const top = p.lrig[p.lrig.length - 1];
  return top === undefined ? undefined : def(s, top);
}
