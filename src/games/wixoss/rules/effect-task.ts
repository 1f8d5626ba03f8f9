/** The task that resolves an ability's effect: its targets first, then its ops (cards/ops.ts, rules/tasks.ts). */
import type { Seat } from '../../../engine/game.js';
import type { EffectKey, Task } from '../state.js';

export function effectTask(seat: Seat, src: number, key: EffectKey, spell = false): Task {
  // Every field an effect task always has, set here in one order: the rules read tasks of one layout faster.
  return { kind: 'effect', seat, src, key, stage: 'target', opIndex: 0, targets: [], progress: null, spell, done: null };
}
