/**
 * What the damage step asks about, read without changing anything (rules/damage.ts runs the step; questions.ts words
 * its questions from these).
 */
import type { Seat } from '../../../engine/game.js';
import { hasOp } from '../cards/facts.js';
import type { PadState, Task } from '../state.js';
import { top } from './zones.js';

type DamageCardTask = Extract<Task, { kind: 'damageCard' }>;

/**
 * Serpent God Demon, Viper Orochi (`preventByDiscard`): before the first point of a damage is dealt, its controller
 * may discard n hand cards (2) to prevent 1 point, again and again. The monster on top of a stack of `seat` with the
 * op, or -1.
 */
export function preventer(s: PadState, seat: Seat): number {
  const p = s.players[seat]!;
  for (let st = 0; st < 5; st++) if (hasOp(top(p, st), 'preventByDiscard')) return st;
  return -1;
}

export const preventCost = (s: PadState, seat: Seat, st: number): number =>
  top(s.players[seat]!, st).effects.flatMap((e) => e.ops).find((op) => op.op === 'preventByDiscard')?.n ?? 2;

/** The card the damage task took from life (asked about right away, so it is still at its hand position). */
export const damageCardOf = (s: PadState, task: DamageCardTask): number => s.players[task.seat]!.hand[task.at]!;
