/**
 * "Banish 1 of your <Beautiful Technique> SIGNI. If you do, search your deck for a SIGNI 1 level above the SIGNI
 * banished this way and put it onto the field" (SP07 Marche): putOnField's `levelAboveBanished` reads the level of
 * the SIGNI the nearest earlier `banishOwnThen` of this effect picked, once it has left the field (banished).
 */
import { def } from '../table/defs.js';
import type { WixossState } from '../state.js';
import type { EffectTask } from './ops.js';
import type { Op } from './types.js';
import { earlierOp } from './targets.js';

/** The level of the SIGNI this effect's banishOwnThen banished; undefined when it is still on the field (not banished) or none was picked. */
function banishedLevel(s: WixossState, t: EffectTask): number | undefined {
  const inst = earlierOp(s, t, ['banishOwnThen'])?.targets[0];
  return inst !== undefined && inst >= 0 && !s.players[t.seat]!.signi.includes(inst) ? def(s, inst).level : undefined;
}

/** Whether `inst` fits putOnField's `levelAboveBanished` (true when the op has none). */
export function levelAboveFits(s: WixossState, t: EffectTask, op: Op, inst: number): boolean {
  if (op.levelAboveBanished === undefined) return true;
  const level = banishedLevel(s, t);
  return level !== undefined && def(s, inst).level === level + op.levelAboveBanished;
}
