/** "End this turn" (WX05 End Hole): the flow ends the turn once this effect is done (rules/end-turn.ts). */
import type { OpHandler } from './ops.js';

export const END_TURN_OPS: Record<string, OpHandler> = {
  endTurn: {
    run(s, t) {
      s.endTurnNow = true;
      s.turnEndedBy = t.src;
    },
  },
};
