/**
 * Issue 44: a skill card is nothing but its effect, so it is offered only when that effect has something to act on
 * (a monster to roll, devolve, boost or make active, a card to take from the discard pile, ...). Each op of the
 * effect is asked, as its op task would ask it: [] means the op would be skipped.
 */
import type { Seat } from '../../../engine/game.js';
import { askOp } from '../../../engine/ops.js';
import { BOARD_OPS } from '../cards/ops-board.js';
import type { Timing } from '../cards/types.js';
import type { PadState } from '../state.js';
import { effectTasks } from './effects.js';

/** Ops that read their user's discard pile: paying a cost first puts drop-area cards there, picked by the player. */
const READS_DISCARD = new Set(['recycle', 'recycleToDrop']);

/**
 * Ops that read their user's hand: asked now they would still see the skill in it (and Ruby Dragon's use from hand
 * would ask about itself again), so they count as acting; their questions are asked anyway (cards/op-task.ts HAND_CHOICE_OPS).
 * This is also why the board ops are enough here: the two that use a hand card (cards/ops.ts) are among these.
 */
const READS_HAND = new Set(['useFromHand', 'evolveFromHand', 'discardForCombo', 'handToDrop', 'swapHandDrop', 'discardHand']);

/**
 * Would hand card `handIdx` of `seat`, used at timing `when` for a cost of `cost`, act on anything? An effect with a
 * cost to pay and a discard-pile target is always offered: which card pays, and so lands in the discard pile, is
 * chosen only after it is used.
 */
export function skillActsOnSomething(s: PadState, seat: Seat, handIdx: number, when: Timing, cost: number): boolean {
  const tasks = effectTasks(s, seat, s.players[seat]!.hand[handIdx]!, when);
  if (tasks.length === 0) return true;
  for (const task of tasks) {
    if (task.kind !== 'op') return true;
    if (READS_HAND.has(task.op.op) || (cost > 0 && READS_DISCARD.has(task.op.op))) return true;
    const choices = askOp(BOARD_OPS, s, task, task.op);
    if (choices === null || choices.length > 0) return true;
  }
  return false;
}
