/**
 * Which card's activated ability an `act` move means. An LRIG with the constant `inheritActs` ("this LRIG has the
 * [Action] abilities of every LRIG in your LRIG trash"; WX05 Hanayo-Five, Code Piruluk ACRO, Midoriko Type Five) has
 * its own first, then those of each LRIG card in its owner's LRIG trash, in that pile's order: `act lrig K` counts
 * through them all. Such an ability is used by the LRIG on the field (its costs, once per turn of that ability).
 * After those come the [Action] abilities the LRIG gained until end of turn (WX05 Final Destruction: a `grantAct`
 * mod on the LRIG naming the card that gave it), in the order gained.
 */
import type { Seat } from '../../../engine/game.js';
import type { Activated } from '../cards/types.js';
import { EMPTY, type WixossState } from '../state.js';
import { def } from './defs.js';
import { kindsWithConstant } from './kinds.js';

// Whether any LRIG of the game inherits (most games: none; the main phase counts the LRIG's abilities at every decision).
const anyInherits = kindsWithConstant((c) => c.inheritActs === true);
const NO_LENDERS: number[] = [];

/** An activated ability: the card whose data holds it, and its index there. */
export interface ActRef {
  card: number;
  index: number;
  /** One of `card`'s `grantActs`, which the LRIG gained (not one of its own `acts`). */
  granted?: true;
}

/** The ability an `ActRef` means. */
export function actOf(s: WixossState, ref: ActRef): Activated | undefined {
  return ref.granted ? def(s, ref.card).effects?.grantActs?.[ref.index] : def(s, ref.card).acts[ref.index];
}

/** The `grantAct` mods of the LRIG `lrig`: the [Action] abilities it gained until end of turn. */
function gainedActs(s: WixossState, lrig: number): ActRef[] {
  const out: ActRef[] = [];
  for (const mod of s.mods) if (mod.inst === lrig && mod.grantAct !== undefined) out.push({ card: mod.from!, index: mod.grantAct, granted: true });
  return out;
}

/** Whether the LRIG `inst` has the activated abilities of the LRIGs in its owner's LRIG trash. */
export function inheritsActs(s: WixossState, inst: number): boolean {
  return (def(s, inst).effects?.constant ?? []).some((c) => c.inheritActs === true);
}

/** The LRIG cards of `seat`'s LRIG trash whose abilities the LRIG on the field has (none without `inheritActs`). */
function lenders(s: WixossState, seat: Seat, lrig: number): number[] {
  if (!anyInherits(s) || !inheritsActs(s, lrig)) return NO_LENDERS;
  return s.players[seat]!.lrigTrash.filter((inst) => def(s, inst).type === 'LRIG' && def(s, inst).acts.length > 0);
}

/** How many activated abilities `seat`'s LRIG has (its own and inherited). */
export function lrigActCount(s: WixossState, seat: Seat): number {
  const p = s.players[seat]!;
  const lrig = p.lrig[p.lrig.length - 1];
  if (lrig === undefined) return 0;
  let n = def(s, lrig).acts.length;
  for (const inst of lenders(s, seat, lrig)) n += def(s, inst).acts.length;
  for (const mod of s.mods) if (mod.inst === lrig && mod.grantAct !== undefined) n++; // gained ones (no list built: asked every main phase)
  return n;
}

/**
 * The activated ability `n` (0-based) of the card at `where` (a SIGNI zone 0-2, -1 the LRIG, -2 - k trash card k),
 * or undefined when there is no such card.
 */
export function actAt(s: WixossState, seat: Seat, where: number, n: number): ActRef | undefined {
  const p = s.players[seat]!;
  const card = where === -1 ? p.lrig[p.lrig.length - 1] : where < -1 ? p.trash[-2 - where] : p.signi[where];
  if (card === undefined || card === EMPTY) return undefined;
  const own = def(s, card).acts.length;
  if (where !== -1 || n < own) return { card, index: n };
  let k = n - own;
  for (const inst of lenders(s, seat, card)) {
    const acts = def(s, inst).acts.length;
    if (k < acts) return { card: inst, index: k };
    k -= acts;
  }
  const gained = gainedActs(s, card);
  if (k < gained.length) return gained[k];
  return { card, index: n }; // past the end: no such ability (its block says 'none')
}
