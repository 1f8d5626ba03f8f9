/** Whether a card matches a card filter of the data ("a level 2 or less <Ancient Weapon> SIGNI"). */
import { sameName, type IndexedCard } from './db.js';
import type { CardFilter } from './types.js';

export function cardFits(d: IndexedCard, f: CardFilter | undefined): boolean {
  if (!f) return true;
  if (f.type && d.type !== f.type) return false;
  if (f.color && !d.colors.includes(f.color)) return false;
  if (f.name && !sameName(d.id, f.name)) return false;
  if (f.class !== undefined && !d.classes?.includes(f.class)) return false;
  if (f.notClass !== undefined && d.classes?.includes(f.notClass)) return false;
  if (f.colors && !f.colors.some((c) => d.colors.includes(c))) return false;
  if (f.maxLevel !== undefined && d.level > f.maxLevel) return false;
  if (f.lifeBurst && !d.lifeBurst) return false;
  return true;
}
