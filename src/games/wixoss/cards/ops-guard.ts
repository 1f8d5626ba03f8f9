/**
 * "This turn, your opponent cannot guard with level N or less SIGNI" (WX01 Hanayo-Two Remodeled, Roaring Flame): an
 * "until end of turn" change kept on the opponent's LRIG (`noGuardMax`), read by the guard question.
 */
import { opponentOf } from '../../../engine/turn-order.js';
import type { Seat } from '../../../engine/game.js';
import { m } from '../messages/index.js';
import { def, say, who } from '../rules/zones.js';
import { type WixossState } from '../state.js';
import type { OpHandler } from './ops.js';

/** Whether `seat` may guard with the card `inst` this turn (effects may forbid low-level guards). */
export function guardAllowed(s: WixossState, seat: Seat, inst: number): boolean {
  const lrig = s.players[seat]!.lrig;
  for (const mod of s.mods) if (mod.noGuardMax !== undefined && lrig.includes(mod.inst) && def(s, inst).level <= mod.noGuardMax) return false;
  return true;
}

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
