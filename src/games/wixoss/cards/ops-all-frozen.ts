/** "Then, if all of your opponent's SIGNI are frozen, ..." (WX05 Code Art SPK): a step that ends the effect unless they are. */
import { opponentOf } from '../../../engine/turn-order.js';
import { EMPTY, type WixossState } from '../state.js';
import type { Seat } from '../../../engine/game.js';
import { endEffect } from './ops-ifyoudo.js';
import type { OpHandler } from './ops.js';

/** The opponent of `seat` has a SIGNI and every one of them is frozen (with no SIGNI it is not so: our ruling). */
function allOppFrozen(s: WixossState, seat: Seat): boolean {
  const signi = s.players[opponentOf(seat)]!.signi.filter((i) => i !== EMPTY);
  return signi.length > 0 && signi.every((i) => s.frozen.includes(i));
}

export const ALL_FROZEN_OPS: Record<string, OpHandler> = {
  /** Goes on only if every opposing SIGNI is frozen (and there is one); else the rest of the effect does not happen. */
  ifAllOppFrozen: {
    run(s, t) {
      if (!allOppFrozen(s, t.seat)) endEffect(s, t);
    },
  },
};
