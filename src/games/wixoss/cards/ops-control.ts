/**
 * Control ops: "if you do" and "if among the milled cards there is ...". They skip the following ops (`skip` of
 * them, default all the rest) when their condition fails.
 */
import { effectOps, matches, type EffectTask, type OpHandler } from './ops.js';
import { cardName } from '../rules/zones.js';
import { targetsOf } from './targets.js';
import { m } from '../messages/index.js';
import type { Op } from './types.js';
import type { WixossState } from '../state.js';

function skipUnless(s: WixossState, t: EffectTask, op: Op, holds: boolean): boolean {
  // effectRun moves one past the op that finishes, so pointing at the last skipped op skips them all.
  if (!holds) t.i = Math.min(t.i + (op.skip ?? Infinity), effectOps(s, t).length - 1);
  return true;
}

/** The cards the nearest earlier `mill` op of this effect put into the trash. */
function milled(s: WixossState, t: EffectTask): number[] {
  const ops = effectOps(s, t);
  for (let k = t.i - 1; k >= 0; k--) if (ops[k]!.op === 'mill') return t.tg[k] ?? [];
  return [];
}

/**
 * "Choose one": [chooseOne {n: size of mode 1}, ...mode 1 ops, stop, ...mode 2 ops]. Whether op `t.i` belongs to
 * the mode not chosen (its targets are then not asked for).
 */
export function skippedByMode(s: WixossState, t: EffectTask): boolean {
  const ops = effectOps(s, t);
  for (let c = t.i - 1; c >= 0; c--) {
    if (ops[c]!.op !== 'chooseOne') continue;
    const mode = (t.tg[c] ?? [])[0];
    const end = c + (ops[c]!.n ?? 1);
    return mode === 2 ? t.i <= end : mode === 1 ? t.i > end + 1 : false;
  }
  return false;
}

export const CONTROL_OPS: Record<string, OpHandler> = {
  /** Asked in the target stage (before a spell's cut-in): `mode 1` / `mode 2`. Resolving mode 2 skips mode 1 and the stop. */
  chooseOne: {
    askTarget: (s, t) => ((t.tg[t.i] ?? []).length ? null : { over: false, seat: t.seat, prompt: m().promptMode(cardName(s, t.src)), choices: ['mode 1', 'mode 2'] }),
    pickTarget(_s, t, _op, choice) { targetsOf(t).push(choice === 'mode 2' ? 2 : 1); },
    run(_s, t, op) {
      if ((t.tg[t.i] ?? [])[0] === 2) t.i += (op.n ?? 1) + 1;
      return true;
    },
  },
  /** The end of mode 1: the effect is done. */
  stop: { run: (s, t) => { t.i = effectOps(s, t).length - 1; return true; } },

  /** Goes on only if the op before it did what it says (its handler sets `done`). */
  ifDone: { run: (s, t, op) => skipUnless(s, t, op, t.done === true) },
  /** Goes on only if at least `count` (default 1) of the milled cards match `filter`. */
  ifMilled: {
    run: (s, t, op) => skipUnless(s, t, op, milled(s, t).filter((i) => matches(s, i, op.filter)).length >= (op.count ?? 1)),
  },
};

