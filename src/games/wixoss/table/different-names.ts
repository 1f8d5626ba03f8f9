/**
 * "<Atom> SIGNI with different names" (issue 46, Mirurun's Atom cards): cards counted once per name. Cards of one
 * name are the same card wherever printed (the deck rule's `sameName`: the English name).
 */
import type { CardFilter } from '../cards/types.js';
import { EMPTY, type WixossState } from '../state.js';
import { def } from './defs.js';
import { fits } from './filter.js';

/** How many different names the cards `insts` matching `filter` have (`skip`: an instance left out). */
export function differentNames(s: WixossState, insts: readonly number[], filter: CardFilter | undefined, skip?: number): number {
  const names = new Set<string>();
  for (const i of insts) {
    if (i === EMPTY || i === skip) continue;
    const d = def(s, i);
    if (fits(d, filter)) names.add(d.name.en);
  }
  return names.size;
}
