/**
 * Attack limits on the opponent's LRIG (WX06 Pinch Defense): "the opponent's LRIG cannot attack this turn", no
 * choice asked (there is one LRIG). `noAttackOne` (ops-keywords.ts) is the same for a SIGNI.
 */
import { opponentOf } from '../../../engine/turn-order.js';
import { m } from '../messages/index.js';
import { say } from '../rules/zones.js';
import { who } from '../table/names.js';
import type { OpHandler } from './ops.js';

export const ATTACK_LIMIT_OPS: Record<string, OpHandler> = {
  noAttackLrig: {
    run(s, t) {
      const seat = opponentOf(t.seat);
      const lrig = s.players[seat]!.lrig.at(-1);
      if (lrig === undefined) return true;
      s.mods.push({ inst: lrig, noAttack: true });
      say(s, m().evLrigNoAttack(who(s, seat)));
      return true;
    },
  },
};
