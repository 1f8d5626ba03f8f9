/**
 * "One <Arm> SIGNI and one <Weapon> SIGNI" (WX04 Hammer, Ultimate Breaker): cards that must cover a list of filters,
 * one card each. A card matching two filters may stand for either, so a pick is legal while the filters can still
 * all be covered (a small search: the lists have two or three filters).
 */
import type { CardFilter } from '../cards/types.js';
import type { WixossState } from '../state.js';
import { matches } from './filter.js';

/** Whether each filter gets a card of its own, every `picked` card used and the rest taken from `pool`. */
export function filtersCoverable(s: WixossState, filters: CardFilter[], picked: number[], pool: number[]): boolean {
  const cover = (k: number, usedPicked: Set<number>, usedPool: Set<number>): boolean => {
    if (k === filters.length) return usedPicked.size === picked.length;
    for (const inst of picked) if (!usedPicked.has(inst) && matches(s, inst, filters[k]) && cover(k + 1, new Set([...usedPicked, inst]), usedPool)) return true;
    for (const inst of pool) if (!usedPool.has(inst) && !picked.includes(inst) && matches(s, inst, filters[k]) && cover(k + 1, usedPicked, new Set([...usedPool, inst]))) return true;
    return false;
  };
  return picked.length <= filters.length && cover(0, new Set(), new Set());
}

/** The cards of `pool` that may be picked next, `picked` already taken. */
export function pickableForFilters(s: WixossState, filters: CardFilter[], picked: number[], pool: number[]): number[] {
  return pool.filter((inst) => !picked.includes(inst) && filtersCoverable(s, filters, [...picked, inst], pool.filter((i) => i !== inst)));
}
