/** Freezing an LRIG (WX05 Code Love Heart CMR's Burst): it stays down in its player's next up phase (rules/turn.ts). */
import { opponentOf } from '../../../engine/turn-order.js';
import { m } from '../messages/index.js';
import { say } from '../rules/zones.js';
import { cardName } from '../table/names.js';
import type { OpHandler } from './ops.js';

export const LRIG_FREEZE_OPS: Record<string, OpHandler> = {
  /** Down the opponent's LRIG and freeze it. */
  downFreezeOppLrig: {
    run(s, t) {
      const p = s.players[opponentOf(t.seat)]!;
      const lrig = p.lrig[p.lrig.length - 1]!;
      if (!p.lrigDown) {
        p.lrigDown = true;
        say(s, m().evDowned(cardName(s, lrig)));
      }
      if (!s.frozen.includes(lrig)) s.frozen.push(lrig);
      say(s, m().evFrozen(cardName(s, lrig)));
    },
  },
};
