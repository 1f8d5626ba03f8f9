/**
 * Effects of several monsters that trigger together resolve one monster at a time, in the order their controller
 * picks (`resolve S`, S = monster number). Effects whose order cannot matter go first without a question.
 */
import { QUESTIONS } from '../questions.js';
import { autoResolvable, chosenKey, orderChoices, type PendingEffect } from '../../../engine/ordered-effects.js';
import type { TaskRules } from '../../../engine/referee.js';
import type { PadState, Task } from '../state.js';
import { doNext } from './zones.js';

type OrderTask = Extract<Task, { kind: 'order' }>;

/** Ops that touch nothing another effect could touch (no deck, hand, drop area or choice of target). */
const MOOT_OPS = new Set(['damageBonus', 'activateSelf', 'multiGuard', 'noAttackGuard', 'drawTo']);

function pending(task: OrderTask): PendingEffect[] {
  return task.groups.map((g, i) => ({
    key: String(i),
    label: String(task.stacks[i]! + 1),
    ordered: !g.every((t) => t.kind === 'op' && MOOT_OPS.has(t.op.op)),
  }));
}

/** The group to resolve without asking, or null when the controller must choose. */
function autoGroup(task: OrderTask): number | null {
  const key = autoResolvable(pending(task));
  return key === null ? null : Number(key);
}

/** Resolve group `i` in full, then come back for the rest; true when no group is left. */
function resolveGroup(s: PadState, task: OrderTask, i: number): boolean {
  const group = task.groups.splice(i, 1)[0]!;
  task.stacks.splice(i, 1);
  doNext(s, group);
  return task.groups.length === 0;
}

export const ORDER: TaskRules<PadState, OrderTask> = {
  ask: (s, task) => (autoGroup(task) === null ? QUESTIONS.ask(s, task.seat, orderChoices(pending(task))) : null),
  run: (s, task, choice) => resolveGroup(s, task, choice === undefined ? autoGroup(task)! : Number(chosenKey(pending(task), choice))),
};
