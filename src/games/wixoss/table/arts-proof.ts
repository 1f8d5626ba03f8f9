/**
 * No Gain (WX04-064): "during this turn and the opponent's next turn, your LRIG and all your SIGNI are unaffected by
 * the opponent's ARTS" (`Player.artsProofUntil`: the last turn it holds) and its Burst, "during the next turn the
 * opponent cannot use ARTS" (`Player.noArtsTurn`: that turn). The ARTS effect is the effect task on top of the stack.
 */
import type { Seat } from '../../../engine/game.js';
import { topTask, type WixossState } from '../state.js';
import { def } from './defs.js';

/** Whether `side`'s LRIG and SIGNI ignore the effect resolving now (an ARTS of the opponent while No Gain holds). */
export function ignoresResolvingArts(s: WixossState, side: Seat): boolean {
  const until = s.players[side]!.artsProofUntil;
  if (until === undefined || s.turn > until) return false;
  const t = topTask(s);
  return t?.kind === 'effect' && t.seat !== side && def(s, t.via ?? t.src).type === 'ARTS';
}

/** Whether `seat` may use no ARTS this turn. */
export function artsLocked(s: WixossState, seat: Seat): boolean {
  return s.players[seat]!.noArtsTurn === s.turn;
}
