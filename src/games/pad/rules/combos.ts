/** Combo counting: a column has one combo per drop kind shown by 3 or more of its cards. */
import { card } from '../cards/catalogue.js';
import { KINDS, type Kind } from '../cards/types.js';

const MAX_COMBOS = 6;

/** Bit mask (over KINDS) of the kinds with a combo in this column. */
export function columnCombos(column: number[]): number {
  const counts = kindCounts(column);
  let mask = 0;
  for (let k = 0; k < counts.length; k++) if (counts[k]! >= 3) mask |= 1 << k;
  return mask;
}

export function kindCounts(column: number[]): number[] {
  const counts = [0, 0, 0, 0, 0, 0];
  for (const c of column) {
    const m = card(c).dropMask;
    for (let k = 0; k < 6; k++) if (m & (1 << k)) counts[k]!++;
  }
  return counts;
}

export function bitCount(mask: number): number {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
}

export function kindNames(mask: number): Kind[] {
  return KINDS.filter((_, k) => mask & (1 << k));
}

/**
 * Resolve a column: its N combos put N deck cards on it; kinds newly reaching 3 add as many more; repeat until no
 * new combo or 6 combos (a kind counts once per column). Returns the final combo mask and the cards added.
 * `take(n)` takes the next n cards off the deck (the rules pass one that turns them face up: rules/hidden-piles.ts).
 */
export function chainColumn(column: number[], deck: number[], take = (n: number) => deck.splice(0, n)): { mask: number; added: number } {
  let mask = columnCombos(column);
  let pending = bitCount(mask);
  let added = 0;
  // Reaching 6 ends the step at once: no cards for the combos that got there.
  while (pending > 0 && bitCount(mask) < MAX_COMBOS) {
    const got = take(pending);
    column.push(...got);
    added += got.length;
    const now = columnCombos(column);
    pending = bitCount(now & ~mask);
    mask = now;
  }
  return { mask, added };
}
