/**
 * Control ops: "if you do" and "if among the milled cards there is ...". They skip the following ops (`skip` of
 * them, default all the rest) when their condition fails.
 */
import { effectOps } from '../table/abilities.js';
import { matches } from '../table/filter.js';
import type { EffectTask, OpHandler } from './ops.js';
import { earlierOp } from './targets.js';
import type { Op } from './types.js';
import type { WixossState } from '../state.js';

/** Skips the following ops (`skip` of them, default all the rest) unless `holds`. */
export function skipUnless(s: WixossState, t: EffectTask, op: Op, holds: boolean): boolean {
  // effectRun moves one past the op that finishes, so pointing at the last skipped op skips them all.
  if (!holds) t.opIndex = Math.min(t.opIndex + (op.skip ?? Infinity), effectOps(s, t).length - 1);
  return true;
}

/** The cards the nearest earlier `mill` op of this effect put into the trash. */
const milled = (s: WixossState, t: EffectTask): number[] => earlierOp(s, t, ['mill'])?.targets ?? [];

export const CONTROL_OPS: Record<string, OpHandler> = {
  /** Goes on only if the op before it did what it says (its handler sets `done`). */
  ifDone: { run: (s, t, op) => skipUnless(s, t, op, t.done === true) },
  /** Goes on only if at least `count` (default 1) of the milled cards match `filter`. */
  ifMilled: {
    run: (s, t, op) => skipUnless(s, t, op, milled(s, t).filter((i) => matches(s, i, op.filter)).length >= (op.count ?? 1)),
  },
};

