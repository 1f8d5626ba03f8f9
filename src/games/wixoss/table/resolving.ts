/**
 * The task whose effect is resolving now: the top of the stack, looking past replacement questions (rules/replace.ts).
 * Such a question sits on top of the effect whose step would banish or move a SIGNI; while it waits, and while the
 * event then happens, that effect is still the one resolving ("by the opponent's effect", protection, No Gain).
 */
import type { Task, WixossState } from '../state.js';

export function resolvingTask(s: WixossState): Task | undefined {
  let k = s.tasks.length - 1;
  while (k >= 0 && s.tasks[k]!.kind === 'replace') k--;
  return k < 0 ? undefined : s.tasks[k]; // (not index -1 of an empty stack: a slow path in V8)
}
