/**
 * Effects of several monsters that trigger together resolve one monster at a time, in the order their controller
 * picks (`resolve S`, S = monster number). Effects whose order cannot matter go first without a question.
 */
import { autoResolvable, chosenKey, orderChoices, type PendingEffect } from '../../../engine/ordered-effects.js';
import type { PadState, Task } from '../state.js';
import { pushFront } from './zones.js';
import { m } from '../messages/index.js';

type OrderTask = Extract<Task, { t: 'order' }>;

/** Ops that touch nothing another effect could touch (no deck, hand, drop area or choice of target). */
const MOOT_OPS = new Set(['damageBonus', 'activateSelf', 'multiGuard', 'noAttackGuard', 'drawTo']);

function pending(task: OrderTask): PendingEffect[] {
  return task.groups.map((g, i) => ({
    key: String(i),
    label: String(task.stacks[i]! + 1),
    ordered: !g.every((t) => t.t === 'op' && MOOT_OPS.has(t.op.op)),
  }));
}

/** The group to resolve without asking, or null when the controller must choose. */
export function autoGroup(task: OrderTask): number | null {
  const key = autoResolvable(pending(task));
  return key === null ? null : Number(key);
}

export function orderPrompt(): string {
  return m().promptOrder;
}

export function orderList(task: OrderTask): string[] {
  return orderChoices(pending(task));
}

/** Resolve group `i` in full, then come back for the rest. */
export function resolveGroup(s: PadState, task: OrderTask, i: number): void {
  s.tasks.shift();
  const group = task.groups.splice(i, 1)[0]!;
  task.stacks.splice(i, 1);
  pushFront(s, [...group, ...(task.groups.length > 0 ? [task] : [])]);
}

export function groupOf(task: OrderTask, choice: string): number {
  return Number(chosenKey(pending(task), choice));
}
