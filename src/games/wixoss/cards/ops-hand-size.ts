/** "If your hand has fewer than N cards, draw the difference" (WX05 Code Piruluk ACRO's Exceed 5). */
import { draw } from '../rules/zones.js';
import type { OpHandler } from './ops.js';

export const HAND_SIZE_OPS: Record<string, OpHandler> = {
  drawToHandSize: {
    run(s, t, op) {
      const missing = (op.n ?? 6) - s.players[t.seat]!.hand.length;
      if (missing > 0) draw(s, t.seat, missing);
    },
  },
};
