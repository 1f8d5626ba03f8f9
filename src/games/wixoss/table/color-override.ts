/**
 * "Every SIGNI outside the ener zones is black" (WX05 Tamayorihime, Sunspot Miko: a constant `signiColor` of an
 * LRIG). While such an LRIG is on either field, a SIGNI anywhere but an ener zone (field, hand, deck, trash, life
 * cloth) is that colour and no other, for both players: every rule that reads a card's colour (filters, conditions,
 * counts) goes through `def` (table/defs.ts), which hands out the recoloured definition. A SIGNI in an ener zone keeps
 * its printed colours, so ener payments are untouched. Imports no other table file (defs.ts imports this one).
 */
import type { IndexedCard } from '../cards/db.js';
import type { Color } from '../cards/types.js';
import type { WixossState } from '../state.js';

/** Whether a kind table holds a card with this constant (asked once per table by defs.ts). */
export const recolors = (defs: IndexedCard[]): boolean => defs.some((d) => (d.effects?.constant ?? []).some((c) => c.signiColor !== undefined));

/** The colour an LRIG on either field gives every SIGNI outside the ener zones, if any. */
function fieldColor(s: WixossState, defs: IndexedCard[]): Color | undefined {
  for (const p of s.players) {
    const top = p.lrig[p.lrig.length - 1];
    if (top === undefined) continue;
    for (const c of defs[s.ids[top]!]!.effects?.constant ?? []) if (c.signiColor !== undefined) return c.signiColor;
  }
  return undefined;
}

// One recoloured definition per definition and colour.
const recoloured = new WeakMap<IndexedCard, Map<Color, IndexedCard>>();

/** `d` (the SIGNI `inst`'s definition) with the colour such an LRIG gives it, else `d`. */
export function withFieldColor(s: WixossState, inst: number, d: IndexedCard, defs: IndexedCard[]): IndexedCard {
  if (d.type !== 'SIGNI') return d;
  const color = fieldColor(s, defs);
  if (color === undefined || (d.colors.length === 1 && d.colors[0] === color)) return d;
  if (s.players.some((p) => p.ener.includes(inst))) return d;
  let byColor = recoloured.get(d);
  if (!byColor) recoloured.set(d, (byColor = new Map()));
  let changed = byColor.get(color);
  if (!changed) byColor.set(color, (changed = { ...d, colors: [color] }));
  return changed;
}
