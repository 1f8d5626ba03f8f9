/**
 * "The opponent cannot put their own SIGNI from the field into the trash, except by a card's effect" (WX04 Code Art
 * ACG; constant `oppNoSelfTrash`). Ruling: while it holds, the locked player cannot trash a SIGNI in the main phase,
 * pay a cost that puts their SIGNI into the trash (this one's or others'), or play a Resona (its condition trashes
 * SIGNI); an effect that does so ("you may put this SIGNI into the trash: if you do") and rule processing (limit
 * excess) still do.
 */
import { opponentOf } from '../../../engine/turn-order.js';
import type { Seat } from '../../../engine/game.js';
import type { WixossState } from '../state.js';
import { signiLockHolds } from './opponent-locks.js';

/** Whether `seat` is barred from putting their own SIGNI into the trash other than by an effect. */
export function selfTrashLocked(s: WixossState, seat: Seat): boolean {
  return signiLockHolds(s, opponentOf(seat), 'oppNoSelfTrash');
}
