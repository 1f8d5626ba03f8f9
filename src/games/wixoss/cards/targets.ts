/**
 * How an op's targets are written (`target k`, `target own k`, the LRIG) and kept while the effect resolves; which
 * SIGNI may be targeted is a table query (table/targets.ts).
 */
import { choiceText } from '../rules/choice-text.js';
import { effectOps } from '../table/abilities.js';
import type { WixossState } from '../state.js';
import type { EffectTask } from './ops.js';
import type { Op } from './types.js';

/**
 * The one notation of a SIGNI picked by an effect (or an effect's cost), whoever's it is: `target k` is zone k of
 * the other player, `target own k` zone k of the player answering. (Older logs wrote `target k` for your own
 * SIGNI and `own k` on Strike Impact; moves.ts reads them as aliases.)
 */
export function targetChoice(z: number, own: boolean): string {
  return choiceText(own ? 'target own' : 'target', z + 1);
}

/** The target list of an effect's current op; earlier ops without targets get empty lists (no holes: plain JSON). */
export function targetsOf(t: { opIndex: number; targets: number[][] }): number[] {
  while (t.targets.length < t.opIndex) t.targets.push([]);
  return (t.targets[t.opIndex] ??= []);
}

/** Target id of the opposing LRIG in an op's `targets` list (SIGNI are their instance numbers). */
export const LRIG_TARGET = -2;

/**
 * The nearest earlier op of this effect named one of `names`, with the cards it picked, revealed or moved (its
 * `targets` entry): an op reads what an earlier op of its own effect did ("the SIGNI banished this way").
 */
export function earlierOp(s: WixossState, t: EffectTask, names: readonly string[]): { op: Op; targets: number[] } | undefined {
  const ops = effectOps(s, t);
  for (let k = t.opIndex - 1; k >= 0; k--) if (names.includes(ops[k]!.op)) return { op: ops[k]!, targets: t.targets[k] ?? [] };
  return undefined;
}
