/**
 * "The limiting conditions of your ARTS and spells are ignored" (WX05 Ulith, Enma of Nihilism: a constant
 * `ownLimitingIgnored` of an LRIG): while it is a player's LRIG, their ARTS and spells may be used whatever LRIG type
 * they name. SIGNI and Resona still need theirs.
 */
import type { Seat } from '../../../engine/game.js';
import type { WixossState } from '../state.js';
import { lrigOf } from './defs.js';
import { kindsWithConstant } from './kinds.js';

const kindsIgnore = kindsWithConstant((c) => c.ownLimitingIgnored === true);

/** Whether `seat`'s ARTS and spells ignore their limiting conditions now. */
export function limitingIgnored(s: WixossState, seat: Seat): boolean {
  return kindsIgnore(s) && (lrigOf(s, seat)?.effects?.constant ?? []).some((c) => c.ownLimitingIgnored === true);
}
