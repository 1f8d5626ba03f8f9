/**
 * WX05 Code Love Heart CMR: during its owner's opponent's turn, outside that player's draw and grow phases, that
 * player can neither draw nor put a card into their hand by any means (a draw, a search, a card from the trash, ener
 * zone, life cloth or from under a SIGNI, a SIGNI returned from the field). Each path that puts a card into a hand asks
 * `handLocked` first; the card then stays where it is. Games without the card pay one cached check.
 */
import type { Seat } from '../../../engine/game.js';
import { opponentOf } from '../../../engine/turn-order.js';
import type { WixossState } from '../state.js';
import { signiLockHolds } from './opponent-locks.js';

/** The phases of a turn in which the lock holds (the draw of the draw phase is `turnDraw`, not a phase here). */
const LOCKED_PHASES = new Set(['ener', 'main', 'artsTurn', 'artsOpp', 'signiAttack', 'lrigAttack', 'end']);

/** Whether `seat` may not put a card into its hand now (`turnDraw`: the draw of its draw phase, never locked). */
export function handLocked(s: WixossState, seat: Seat, turnDraw = false): boolean {
  if (turnDraw || s.active !== seat || !LOCKED_PHASES.has(s.phase)) return false;
  return signiLockHolds(s, opponentOf(seat), 'oppHandLock');
}
