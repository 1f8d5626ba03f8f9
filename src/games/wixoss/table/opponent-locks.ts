/**
 * Constant abilities of a SIGNI that change the opponent's rules, each while its `if` holds: the opponent skips their
 * ener phase (`skipOppEner`) and their banished SIGNI go to the trash instead of the ener zone (`oppBanishToTrash`:
 * WX05 Arc Energe, Original Spear); they cannot put their own SIGNI into the trash but by an effect
 * (`oppNoSelfTrash`: WX04 Code Art ACG, table/self-trash-lock.ts); no card goes into their hand (`oppHandLock`:
 * WX05 Code Love Heart CMR, table/hand-lock.ts).
 */
import type { Seat } from '../../../engine/game.js';
import { opponentOf } from '../../../engine/turn-order.js';
import { EMPTY, type WixossState } from '../state.js';
import { conditionHolds } from './power.js';
import { constantsOf } from './lose-abilities.js';
import { kindsWithConstant } from './kinds.js';

export type SigniLock = 'skipOppEner' | 'oppBanishToTrash' | 'oppNoSelfTrash' | 'oppHandLock';

// Whether any card of the game has each constant (most games: none, and these are asked at every decision or banish).
const ANY: Record<SigniLock, (s: WixossState) => boolean> = {
  skipOppEner: kindsWithConstant((c) => Boolean(c.skipOppEner)),
  oppBanishToTrash: kindsWithConstant((c) => Boolean(c.oppBanishToTrash)),
  oppNoSelfTrash: kindsWithConstant((c) => Boolean(c.oppNoSelfTrash)),
  oppHandLock: kindsWithConstant((c) => Boolean(c.oppHandLock)),
};

/** Whether a SIGNI on `seat`'s field has the constant `key` and its condition holds now. */
export function signiLockHolds(s: WixossState, seat: Seat, key: SigniLock): boolean {
  if (!ANY[key](s)) return false;
  for (const inst of s.players[seat]!.signi) {
    if (inst !== EMPTY && constantsOf(s, inst).some((c) => c[key] && conditionHolds(s, seat, c.if, inst))) return true;
  }
  return false;
}

/** `seat` skips its ener phase: an opposing SIGNI says so. */
export function enerPhaseSkipped(s: WixossState, seat: Seat): boolean {
  return signiLockHolds(s, opponentOf(seat), 'skipOppEner');
}

/** `seat`'s banished SIGNI go to the trash: an opposing SIGNI says so. */
export function banishedToTrash(s: WixossState, seat: Seat): boolean {
  return signiLockHolds(s, opponentOf(seat), 'oppBanishToTrash');
}
