/**
 * Turn order for N seats sitting in a circle (clockwise = increasing seat number). Games with 1-4 seats, seat
 * positions relative to the first player (setup bonuses by position) and "each other player, starting with the
 * next" effects all need the same arithmetic.
 */
import type { Seat } from './game.js';

/** The other seat of a two-seat game. */
export function opponentOf(seat: Seat): Seat {
  return 1 - seat;
}

/** The seat after `seat`, clockwise. */
export function nextSeat(seat: Seat, players: number): Seat {
  return (seat + 1) % players;
}

/** 0-based position of `seat` in the turn order that starts with `first` (0 = first player). */
export function turnPosition(seat: Seat, first: Seat, players: number): number {
  return (seat - first + players) % players;
}

/** Every other seat, starting with the one after `seat`, clockwise. */
export function othersClockwise(seat: Seat, players: number): Seat[] {
  const out: Seat[] = [];
  for (let i = 1; i < players; i++) out.push((seat + i) % players);
  return out;
}
