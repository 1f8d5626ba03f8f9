/**
 * "Your opponent cannot use spells" (WX05 Mirurun Tico: a constant `oppNoSpells` of an LRIG): while that LRIG is the
 * opponent's current LRIG, a player uses no spell in any way (from the hand, or one an effect would let them use).
 */
import type { Seat } from '../../../engine/game.js';
import { opponentOf } from '../../../engine/turn-order.js';
import type { WixossState } from '../state.js';
import { lrigOf } from './defs.js';
import { kindsWithConstant } from './kinds.js';

const kindsLock = kindsWithConstant((c) => c.oppNoSpells === true);

/** Whether `seat` may use no spell now. */
export function spellsLocked(s: WixossState, seat: Seat): boolean {
  return kindsLock(s) && (lrigOf(s, opponentOf(seat))?.effects?.constant ?? []).some((c) => c.oppNoSpells === true);
}
