/** The WIXOSS message catalogue in the current content language, and small helpers that format with it. */
import { contentLang, localized } from '../../../engine/i18n.js';
import type { Color, Cost, Unsupported } from '../cards/types.js';
import { en } from './en.js';
import { zh } from './zh.js';

export const m = localized({ en, zh });

/** A cost as the reader writes it (`3 white + 2 colorless`, `白×3 + 无色×2`); `free` when nothing is to pay. */
export function costText(cost: Cost | undefined): string {
  const t = m();
  let out = '';
  if (cost) {
    for (const color in cost) {
      const n = cost[color as Color];
      if (!n) continue;
      out += (out ? t.costJoin : '') + t.costPart(n, t.color[color as Color]);
    }
  }
  return out || t.free;
}

/** An LRIG's grow cost: its ener, and the LRIG it reveals when it has that cost too (WX05 Mayu, Genesis Miko). */
export function lrigGrowCostText(card: { growCost?: Cost; effects?: { growReveal?: unknown } }): string {
  if (!card.effects?.growReveal) return costText(card.growCost);
  const ener = costText(card.growCost);
  return m().growRevealCost(ener === m().free ? '' : ener);
}

/** A SIGNI class (spelled in Japanese in the data) in the reader's language; an unknown one as is. */
export function className(cls: string): string {
  return m().className[cls] ?? cls;
}

export function lrigTypeName(type: string): string {
  return m().lrigType[type] ?? type;
}

/** Why a listed card cannot be put in a deck yet, in the reader's language; '' for a playable card. */
export function unsupportedReason(card: { unsupported?: Unsupported }): string {
  const u = card.unsupported;
  if (!u) return '';
  if (u.reason === 'notYet') return m().unsupportedNotYet;
  if (u.reason === 'noFacts') return m().unsupportedNoFacts;
  return contentLang() === 'zh' ? u.zh : u.en;
}
