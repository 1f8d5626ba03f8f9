/**
 * "For each ener paid to use this spell, choose a colour it has" (WX04 Get Gate): as a spell's payment is done, the
 * ener cards paid are noted in the targets of its `searchPaidColors` op (the spell's effect task lies under the pay task).
 */
import type { WixossState } from '../state.js';
import { effectOps } from '../table/abilities.js';

export function notePaidForSpell(s: WixossState, picked: number[]): void {
  const below = s.tasks[s.tasks.length - 2];
  if (below?.kind !== 'effect' || below.key !== 'use') return;
  const at = effectOps(s, below).findIndex((op) => op.op === 'searchPaidColors');
  if (at < 0) return;
  for (let k = 0; k <= at; k++) below.targets[k] ??= [];
  below.targets[at] = [...picked];
}
