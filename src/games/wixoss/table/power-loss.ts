/**
 * Violence Splash (WX04-038), for the turn it is used: "a SIGNI with power 0 or less that is banished goes to the
 * trash instead of the ener zone" (`Player.zeroToTrashTurn`) and "power your SIGNI's effects take from the
 * opponent's SIGNI is doubled" (`Player.lossDoubledTurn`; rules/power-loss.ts doubles the changes a SIGNI's ability
 * gives as it resolves). No SIGNI of the pool lowers opposing SIGNI by a constant ability, so no aura is doubled.
 */
import type { Seat } from '../../../engine/game.js';
import type { WixossState } from '../state.js';

/** Whether `seat`'s SIGNI take double power from the opponent's SIGNI this turn. */
export function lossDoubled(s: WixossState, seat: Seat): boolean {
  return s.players[seat]!.lossDoubledTurn === s.turn;
}

/** Whether a banished SIGNI of power 0 or less goes to the trash this turn (anyone's Violence Splash). */
export function zeroPowerToTrash(s: WixossState): boolean {
  return s.players.some((p) => p.zeroToTrashTurn === s.turn);
}
