/**
 * "The opponent cannot put their own SIGNI from the field into the trash, except by a card's effect" (WX04 Code Art
 * ACG; constant `oppNoSelfTrash`). Ruling: while it holds, the locked player cannot trash a SIGNI in the main phase,
 * pay a cost that puts their SIGNI into the trash (this one's or others'), or play a Resona (its condition trashes
 * SIGNI); an effect that does so ("you may put this SIGNI into the trash: if you do") and rule processing (limit
 * excess) still do.
 */
import { opponentOf } from '../../../engine/turn-order.js';
import type { Seat } from '../../../engine/game.js';
import { EMPTY, type WixossState } from '../state.js';
import { conditionHolds } from './power.js';
import { constantsOf } from './lose-abilities.js';
import { kindsWithConstant } from './kinds.js';

// Whether any card of the game has the lock (most games: none, and the main phase asks this at every decision).
const anyLock = kindsWithConstant((c) => Boolean(c.oppNoSelfTrash));

/** Whether `seat` is barred from putting their own SIGNI into the trash other than by an effect. */
export function selfTrashLocked(s: WixossState, seat: Seat): boolean {
  if (!anyLock(s)) return false;
  const opp = opponentOf(seat);
  return s.players[opp]!.signi.some((inst) => inst !== EMPTY && constantsOf(s, inst).some((c) => c.oppNoSelfTrash && conditionHolds(s, opp, c.if, inst)));
}
