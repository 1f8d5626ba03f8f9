/** Discarding your whole hand as an effect's step (SP03 Grave Gut: "discard your hand, then ..."). */
import { discardAt } from '../rules/zones.js';
import type { OpHandler } from './ops.js';

export const DISCARD_HAND_OPS: Record<string, OpHandler> = {
  /** Every card of your hand into the trash, in hand order (each one named: they are face up in the trash). */
  discardHand: {
    run(s, t, op) {
      // "Discard your hand; if you do" (WX05 Final Destruction's Burst): done when a card was discarded; with `n`,
      // when at least `n` were (WX05 Code Love Heart CMR: "if you discarded two or more this way").
      if (s.players[t.seat]!.hand.length >= (op.n ?? 1)) t.done = true;
      while (s.players[t.seat]!.hand.length) discardAt(s, t.seat, 0);
    },
  },
};
