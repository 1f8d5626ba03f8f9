/** The card-filter fields the booster cards added (class, several colours, level cap, Life Burst). */
import type { IndexedCard } from './db.js';
import type { CardFilter } from './types.js';

export function matchesMore(d: IndexedCard, f: CardFilter): boolean {
  if (f.class !== undefined && !d.classes?.includes(f.class)) return false;
  if (f.notClass !== undefined && d.classes?.includes(f.notClass)) return false;
  if (f.colors && !f.colors.some((c) => d.colors.includes(c))) return false;
  if (f.maxLevel !== undefined && d.level > f.maxLevel) return false;
  if (f.lifeBurst && !d.lifeBurst) return false;
  return true;
}
