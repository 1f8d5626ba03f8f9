/** Effects that wait for a later turn: "during your next turn, all of your SIGNI get [Lancer]". */
import { nextTurnOf } from '../table/turn-schedule.js';
import { m } from '../messages/index.js';
import { say } from '../rules/zones.js';
import { who } from '../table/names.js';
import type { OpHandler } from './ops.js';

export const LATER_OPS: Record<string, OpHandler> = {
  // Every SIGNI of yours has `keyword` during your next turn (also those put onto the field during it).
  gainNextTurn: {
    run(s, t, op) {
      if (!op.keyword) return true;
      const turn = nextTurnOf(s, t.seat); // (an extra turn to come is your next turn: table/turn-schedule.ts)
      s.laterKw = [...(s.laterKw ?? []).filter((k) => k.turn >= s.turn), { seat: t.seat, turn, kw: op.keyword }];
      say(s, m().evGainsNextTurn(who(s, t.seat), m().kwName[op.keyword]!));
    },
  },
};
