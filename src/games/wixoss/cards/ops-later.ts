/** Effects that wait for a later turn: "during your next turn, all of your SIGNI get [Lancer]". */
import { m } from '../messages/index.js';
import { say } from '../rules/zones.js';
import { who } from '../table/names.js';
import type { OpHandler } from './ops.js';

export const LATER_OPS: Record<string, OpHandler> = {
  // Every SIGNI of yours has `keyword` during your next turn (also those put onto the field during it).
  gainNextTurn: {
    run(s, t, op) {
      if (!op.keyword) return true;
      // Turns alternate: your next turn is the next one unless this is your own turn.
      const turn = s.turn + (s.active === t.seat ? 2 : 1);
      s.laterKw = [...(s.laterKw ?? []).filter((k) => k.turn >= s.turn), { seat: t.seat, turn, kw: op.keyword }];
      say(s, m().evGainsNextTurn(who(s, t.seat), m().kwName[op.keyword]!));
    },
  },
};
