/** "For each level of the SIGNI put into the trash this way" (WX05 Hate Impress): read by powerAll's `perTrashedLevel`. */
import { def } from '../table/defs.js';
import type { WixossState } from '../state.js';
import type { EffectTask } from './ops.js';
import { earlierOp } from './targets.js';

/** The level of the SIGNI the nearest earlier `trashOwnThen` of this effect put into the trash (0 when none went). */
export function trashedLevel(s: WixossState, t: EffectTask): number {
  const inst = earlierOp(s, t, ['trashOwnThen'])?.targets[0];
  return inst !== undefined && inst >= 0 && s.players[t.seat]!.trash.includes(inst) ? def(s, inst).level : 0;
}
