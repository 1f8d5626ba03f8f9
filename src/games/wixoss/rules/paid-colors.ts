/**
 * "For each ener paid to use this spell, choose a colour it has" (WX04 Get Gate), "if [White][Red][Blue][Green][Black]
 * were all paid for this ARTS" (WX05 End Hole): as a spell's or ARTS's payment is done, the ener cards paid are noted
 * in the targets of its `searchPaidColors` or `ifPaidColors` op (its effect task lies under the pay task).
 */
import type { WixossState } from '../state.js';
import { effectOps } from '../table/abilities.js';

export function notePaidForSpell(s: WixossState, picked: number[]): void {
  const below = s.tasks[s.tasks.length - 2];
  if (below?.kind !== 'effect' || below.key !== 'use') return;
  const at = effectOps(s, below).findIndex((op) => op.op === 'searchPaidColors' || op.op === 'ifPaidColors');
  if (at < 0) return;
  for (let k = 0; k <= at; k++) below.targets[k] ??= [];
  below.targets[at] = [...picked];
}
