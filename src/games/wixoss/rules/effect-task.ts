/** The task that resolves an ability's effect: its targets first, then its ops (cards/ops.ts, rules/tasks.ts). */
import type { Seat } from '../../../engine/game.js';
import type { EffectKey, Task } from '../state.js';

export function effectTask(seat: Seat, src: number, key: EffectKey, spell = false): Task {
  const t: Extract<Task, { kind: 'effect' }> = { kind: 'effect', seat, src, key, stage: 'target', opIndex: 0, targets: [] };
  if (spell) t.spell = true; // (set, not spread in: spreading an object literal is slow on this path)
  return t;
}
