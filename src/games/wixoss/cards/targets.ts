/**
 * How an op's targets are written (`target k`, `target own k`, the LRIG) and kept while the effect resolves; which
 * SIGNI may be targeted is a table query (table/targets.ts).
 */
import { choiceText } from '../rules/choice-text.js';

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
