/**
 * Payment stand-ins (SP07 Marche, Mysterious Fairytale; Anne=Fourth, Blessing of Revelation): "when you pay [White],
 * you may put a <Beautiful Technique> SIGNI from your ener zone into the trash instead". A paid ener card goes to the
 * trash, so standing in is paying with that card: it may fill a [White] slot of the matching (table/payment.ts) as if
 * it were white. Marche's works for every ener cost of its owner while it is on the field; Anne=Fourth's only for
 * its own grow cost (`ownGrow`), read from the LRIG being grown into.
 */
import { constantsOf } from './lose-abilities.js';
import type { Seat } from '../../../engine/game.js';
import { colorBit } from '../cards/db.js';
import { EMPTY, type WixossState } from '../state.js';
import { def } from './defs.js';
import { matches } from './filter.js';
import { kindsWithConstant } from './kinds.js';
import type { PayWith } from '../cards/types.js';

/** Whether any card of this game has a stand-in: without one, payments look no further (the hot path). */
const anyPayWith = kindsWithConstant((c) => c.payWith !== undefined);

const NONE: PayWith[] = [];

/**
 * The stand-ins open to the owner of `ener` for this payment: its SIGNI's, and the grow cost's own when growing into
 * `growInto`. (The common answer, none, is one shared empty list: payments are asked on every listing of moves.)
 */
export function payStandIns(s: WixossState, ener: number[], growInto?: number): PayWith[] {
  if (!anyPayWith(s)) return NONE;
  const seat: Seat = s.players.findIndex((p) => p.ener === ener);
  if (seat < 0) return NONE;
  const out: PayWith[] = [];
  for (const inst of s.players[seat]!.signi) {
    if (inst === EMPTY) continue;
    for (const c of constantsOf(s, inst)) if (c.payWith && !c.payWith.ownGrow) out.push(c.payWith); // (none from a SIGNI that lost its abilities)
  }
  if (growInto !== undefined) for (const c of def(s, growInto).effects?.constant ?? []) if (c.payWith?.ownGrow) out.push(c.payWith);
  return out.length ? out : NONE;
}

/** The colour bits `card` may pay besides its own, by the stand-ins open now. */
export function standInBits(s: WixossState, card: number, standIns: PayWith[]): number {
  let bits = 0;
  for (const w of standIns) if (matches(s, card, w.filter)) bits |= colorBit(w.color);
  return bits;
}
