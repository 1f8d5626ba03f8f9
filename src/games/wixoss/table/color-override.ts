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

// The last answer, by the kind table's definitions and the LRIG on top of each field (the colour depends on nothing
// else): `def` asks it of every SIGNI in a game with such a card, mostly while no such LRIG is on the field.
let lastDefs: IndexedCard[] | undefined;
let lastTops: (number | undefined)[] = [];
let lastColor: Color | undefined;

/** The colour an LRIG on either field gives every SIGNI outside the ener zones, if any. */
function fieldColor(s: WixossState, defs: IndexedCard[]): Color | undefined {
  const players = s.players;
  let same = defs === lastDefs && lastTops.length === players.length;
  for (let seat = 0; same && seat < players.length; seat++) same = topOf(players[seat]!.lrig) === lastTops[seat];
  if (same) return lastColor;
  lastDefs = defs;
  lastTops = players.map((p) => topOf(p.lrig));
  lastColor = undefined;
  for (const top of lastTops) {
    if (top === undefined) continue;
    for (const c of defs[s.ids[top]!]!.effects?.constant ?? []) if (c.signiColor !== undefined) return (lastColor = c.signiColor);
  }
  return undefined;
}

const topOf = (lrig: number[]): number | undefined => (lrig.length === 0 ? undefined : lrig[lrig.length - 1]);

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
