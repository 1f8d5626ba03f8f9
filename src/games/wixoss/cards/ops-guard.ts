/**
 * "This turn, your opponent cannot guard with level N or less SIGNI" (WX01 Hanayo-Two Remodeled, Roaring Flame): an
 * "until end of turn" change kept on the opponent's LRIG (`noGuardMax`), read by the guard question.
 */
import { opponentOf } from '../../../engine/turn-order.js';
import { m } from '../messages/index.js';
import { say } from '../rules/zones.js';
import { who } from '../table/names.js';
import type { OpHandler } from './ops.js';

export const GUARD_OPS: Record<string, OpHandler> = {
  /** This turn the opponent cannot guard with SIGNI of level `level` or less. */
  noGuardUpTo: {
    run(s, t, op) {
      const opp = s.players[opponentOf(t.seat)]!;
      const lrig = opp.lrig[opp.lrig.length - 1];
      if (lrig !== undefined) s.mods.push({ inst: lrig, noGuardMax: op.level ?? 0 });
      say(s, m().evNoGuardUpTo(who(s, opponentOf(t.seat)), op.level ?? 0));
    },
  },
};
