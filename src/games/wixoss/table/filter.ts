/** Whether a card matches a card filter of the data ("a level 2 or less white <Arm> SIGNI"). */
import { sameName, type IndexedCard } from '../cards/db.js';
import type { CardFilter } from '../cards/types.js';
import { def } from './defs.js';
import type { WixossState } from '../state.js';

/** The ener a card's cost adds up to (0 for none). */
const costSum = (d: IndexedCard) => Object.values(d.cost ?? {}).reduce((sum, n) => sum + (n ?? 0), 0);

export function fits(d: IndexedCard, f: CardFilter | undefined): boolean {
  if (!f) return true;
  if (f.type && d.type !== f.type) return false;
  if (f.color && !d.colors.includes(f.color)) return false;
  if (f.name && !sameName(d.id, f.name)) return false;
  if (f.notName && sameName(d.id, f.notName)) return false;
  if (f.class !== undefined) {
    const classes = d.classes ?? [];
    if (typeof f.class === 'string' ? !classes.includes(f.class) : !f.class.some((c) => classes.includes(c))) return false;
  }
  if (f.notClass !== undefined && (d.classes ?? []).includes(f.notClass)) return false;
  if (f.colors && !f.colors.some((c) => d.colors.includes(c))) return false;
  if (f.level !== undefined && d.level !== f.level) return false;
  if (f.maxLevel !== undefined && d.level > f.maxLevel) return false;
  if (f.minLevel !== undefined && d.level < f.minLevel) return false;
  if (f.lifeBurst !== undefined && Boolean(d.lifeBurst) !== f.lifeBurst) return false;
  if (f.multiEner !== undefined && Boolean(d.multiEner) !== f.multiEner) return false;
  if (f.nameHas !== undefined && !d.name.ja.includes(f.nameHas)) return false;
  if (f.totalCost !== undefined && costSum(d) !== f.totalCost) return false;
  if (f.maxTotalCost !== undefined && costSum(d) > f.maxTotalCost) return false; // WX04 Code Piruluk E, Topaz
  if (f.hasCross !== undefined && (d.effects?.cross !== undefined) !== f.hasCross) return false; // Cross
  if (f.lrigTypes !== undefined && !d.lrigTypes.some((type) => f.lrigTypes!.includes(type))) return false; // WX05 Mayu's grow cost
  return true;
}

/** Whether the card instance `inst` matches the filter. */
export function matches(s: WixossState, inst: number, f: CardFilter | undefined): boolean {
  return fits(def(s, inst), f);
}
