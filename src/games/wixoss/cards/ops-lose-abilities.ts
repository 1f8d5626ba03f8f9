/** WX05 Code Labyrinth Louvre's Life Burst: during your next turn all of the opponent's SIGNI lose their abilities (table/lose-abilities.ts). */
import { opponentOf } from '../../../engine/turn-order.js';
import { m } from '../messages/index.js';
import { say } from '../rules/zones.js';
import { who } from '../table/names.js';
import type { OpHandler } from './ops.js';

export const LOSE_ABILITIES_OPS: Record<string, OpHandler> = {
  oppNoAbilitiesNextTurn: {
    run(s, t) {
      const opp = opponentOf(t.seat);
      // Turns alternate: your next turn is the next one unless this is your own turn (as gainNextTurn counts).
      s.players[opp]!.noAbilitiesTurn = s.turn + (s.active === t.seat ? 2 : 1);
      say(s, m().evNoAbilitiesNextTurn(who(s, t.seat), who(s, opp)));
      return true;
    },
  },
};
