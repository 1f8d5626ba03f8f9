/**
 * "During this turn and the next turn, the SIGNI in the middle of your SIGNI zone gets [Double Crush]" (WX05 Most
 * Treasured Fragment's Life Burst): whichever SIGNI of yours stands in that zone during those two turns has it (a mark
 * in `laterKw`, read by table/power.ts), also one put there later.
 */
import { m } from '../messages/index.js';
import { say } from '../rules/zones.js';
import { who } from '../table/names.js';
import type { OpHandler } from './ops.js';

export const ZONE_KEYWORD_OPS: Record<string, OpHandler> = {
  zoneKeyword: {
    run(s, t, op) {
      const zone = (op.zone ?? 2) - 1;
      const kept = (s.laterKw ?? []).filter((k) => k.turn >= s.turn);
      s.laterKw = [...kept, { seat: t.seat, turn: s.turn, kw: op.keyword!, zone }, { seat: t.seat, turn: s.turn + 1, kw: op.keyword!, zone }];
      say(s, m().evZoneKeyword(who(s, t.seat), zone + 1, m().kwName[op.keyword!]!));
    },
  },
};
