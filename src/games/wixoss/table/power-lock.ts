/**
 * "Your opponent's effects neither raise nor lower any SIGNI's power" (WX05 Lion, Phantom Beast Deity: a constant
 * `oppNoPowerChange` of a SIGNI). While such a SIGNI keeps its abilities on a player's field, the power changes the
 * other player's effects made ("until end of turn" changes, each noted with the seat whose effect made it:
 * rules/power-source.ts) and that player's constant power abilities (auras, "this SIGNI's power is N") count for no
 * SIGNI of either field; they count again once it is gone. Read by table/power.ts.
 */
import type { Seat } from '../../../engine/game.js';
import { opponentOf } from '../../../engine/turn-order.js';
import { EMPTY, type WixossState } from '../state.js';
import { kindsWithConstant } from './kinds.js';
import { constantsOf } from './lose-abilities.js';

/** Whether a card of this game has the constant (most games: none; the power reading then costs one comparison). */
export const anyPowerLock = kindsWithConstant((c) => c.oppNoPowerChange === true);

/** Whether the effects of `seat` change no SIGNI's power now: a SIGNI of the other player says so. */
export function powerChangesBlocked(s: WixossState, seat: Seat): boolean {
  return anyPowerLock(s) && s.players[opponentOf(seat)]!.signi.some((inst) => inst !== EMPTY && constantsOf(s, inst).some((c) => c.oppNoPowerChange === true));
}
