/**
 * "After this turn, you take an extra turn" (WX05 Mayu, Genesis Miko's Exceed 5). The extra turn is a whole turn of
 * the same player (up, draw, ener, grow, main, attack, end) with the next number; "this turn" effects end as it begins,
 * like at any end of turn (rules/turn.ts endTurn). Coming turns an effect already noted (`your next turn`, `the
 * opponent's next turn`) move so they stay that player's turn (table/turn-schedule.ts).
 */
import { m } from '../messages/index.js';
import { say } from '../rules/zones.js';
import { who } from '../table/names.js';
import { turnAfterOneMoreExtra } from '../table/turn-schedule.js';
import type { WixossState } from '../state.js';
import type { OpHandler } from './ops.js';

/** Every noted coming turn, moved for one more extra turn (only notes of turns after this one change). */
function moveNotedTurns(s: WixossState): void {
  const moved = (turn: number | undefined) => (turn === undefined ? undefined : turnAfterOneMoreExtra(s, turn));
  for (const p of s.players) {
    if (p.noAbilitiesTurn !== undefined) p.noAbilitiesTurn = moved(p.noAbilitiesTurn);
    if (p.freeGrowTurn !== undefined) p.freeGrowTurn = moved(p.freeGrowTurn);
    if (p.artsProofUntil !== undefined) p.artsProofUntil = moved(p.artsProofUntil);
    if (p.noArtsTurn !== undefined) p.noArtsTurn = moved(p.noArtsTurn);
  }
  if (s.laterKw) s.laterKw = s.laterKw.map((k) => ({ ...k, turn: turnAfterOneMoreExtra(s, k.turn) }));
}

export const EXTRA_TURN_OPS: Record<string, OpHandler> = {
  /** The turn player (an [Action] ability's user) takes one more turn after this one. */
  extraTurn: {
    run(s, t) {
      if (t.seat !== s.active) return true; // (an [Action] is used only in its user's own turn)
      moveNotedTurns(s);
      s.extraTurns = (s.extraTurns ?? 0) + 1;
      say(s, m().evExtraTurn(who(s, t.seat)));
      return true;
    },
  },
};
