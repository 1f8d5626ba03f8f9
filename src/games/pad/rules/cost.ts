/** Paying a cost of N: one drop-area card at a time to the discard, never emptying a column; `pay auto` picks for you. */
import { QUESTIONS } from '../questions.js';
import type { TaskRules } from '../../../engine/referee.js';
import { cardNameOf } from '../cards/catalogue.js';
import type { PadCard } from '../cards/types.js';
import type { PadState, Task } from '../state.js';
import { orbChoices, say, seatName, takeFromDrop } from './zones.js';
import { MOVES } from '../moves.js';
import { m } from '../messages/index.js';

type PayTask = Extract<Task, { kind: 'pay' }>;

/** What card `c` costs to use or evolve into after an effect's `discount` (Rubylit, Ruby Dragon): never below 0. */
export function discountedCost(c: PadCard, discount: number): number {
  return Math.max(0, c.cost - discount);
}

function payChoices(s: PadState, task: PayTask): string[] {
  const choices = orbChoices(s.players[task.seat]!, 'pay', true);
  return choices.length > 1 ? [...choices, 'pay auto'] : choices;
}

/** The default payment: the bottom card of the longest column (the top cards, which stay after recovery, are kept). */
function autoPick(s: PadState, task: PayTask): [number, number] {
  const cols = s.players[task.seat]!.columns;
  let best = 0;
  cols.forEach((col, c) => {
    if (col.length > cols[best]!.length) best = c;
  });
  return [best, cols[best]!.length - 1];
}

/** Pay one card; true when the whole cost is paid. */
function applyPay(s: PadState, task: PayTask, choice: string): boolean {
  const p = s.players[task.seat]!;
  const pay = MOVES.argsOf(choice, 'pay');
  const [col, pos] = pay ? [pay.column - 1, pay.position - 1] : autoPick(s, task);
  const c = takeFromDrop(p, col, pos);
  p.discard.push(c);
  say(s, m().ev.pays(seatName(s, task.seat), cardNameOf(c), col + 1));
  task.owed--;
  return task.owed <= 0;
}

export const PAY: TaskRules<PadState, PayTask> = {
  ask: (s, task) => QUESTIONS.ask(s, task.seat, payChoices(s, task)),
  run: (s, task, choice) => applyPay(s, task, choice!),
};
