/**
 * The order of the coming turns. Players alternate, except that extra turns the turn player gained (WX05 Mayu, Genesis
 * Miko's Exceed 5; `WixossState.extraTurns`) come first, right after this turn. Effects that name "your next turn" or
 * "the opponent's next turn" note that turn's number; these queries say which number it is.
 */
import { opponentOf } from '../../../engine/turn-order.js';
import type { Seat } from '../../../engine/game.js';
import type { WixossState } from '../state.js';

/** The player whose turn the coming turn `turn` (after this one) is, with `extra` extra turns still to come. */
export function ownerOfComingTurn(s: WixossState, turn: number, extra = s.extraTurns ?? 0): Seat {
  const ahead = turn - s.turn;
  if (ahead <= extra) return s.active;
  return (ahead - extra) % 2 === 1 ? opponentOf(s.active) : s.active;
}

/** The number of `seat`'s next turn (not this one). */
export function nextTurnOf(s: WixossState, seat: Seat): number {
  const extra = s.extraTurns ?? 0;
  if (seat === s.active) return s.turn + (extra > 0 ? 1 : 2);
  return s.turn + extra + 1;
}

/**
 * Where a noted coming turn moves once the turn player gains one more extra turn: to the same player's same coming
 * turn (the opponent's next turn stays the opponent's next turn, one later; the turn player's next turn is the extra
 * one). This turn and past turns stay.
 */
export function turnAfterOneMoreExtra(s: WixossState, turn: number): number {
  if (turn <= s.turn) return turn;
  const extra = s.extraTurns ?? 0;
  const owner = ownerOfComingTurn(s, turn, extra);
  let nth = 0;
  for (let at = s.turn + 1; at <= turn; at++) if (ownerOfComingTurn(s, at, extra) === owner) nth++;
  let moved = s.turn;
  while (nth > 0) { moved++; if (ownerOfComingTurn(s, moved, extra + 1) === owner) nth--; }
  return moved;
}
