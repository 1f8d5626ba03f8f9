/** Short printable forms of card facts, shared by the board and the card catalogue. */
import type { Style } from '../../../engine/board.js';
import { KINDS, type Kind, type PadCard } from './types.js';

/** One letter per drop kind, so the board reads without colour: R(ed) B(lue) G(reen) Y(ellow) D(ark) H(eal). */
export const KIND_LETTER: Record<Kind, string> = { fire: 'R', water: 'B', wood: 'G', light: 'Y', dark: 'D', heal: 'H' };
export const KIND_STYLE: Record<Kind, Style> = { fire: 'fire', water: 'water', wood: 'wood', light: 'light', dark: 'dark', heal: 'heal' };

export function dropLetters(c: PadCard): string {
  return KINDS.filter((k) => c.drops.includes(k)).map((k) => KIND_LETTER[k]).join('');
}

/** Attack for 1..6 combos in hundreds, extra damage as "+n": `1 2 4 6 7+1 8+1` ("-" = cannot attack). */
export function attackRow(c: PadCard): string {
  if (c.kind !== 'monster') return '';
  return c.attack.map((a, i) => (a === 0 ? '-' : String(a / 100)) + (c.extra[i] ? `+${c.extra[i]}` : '')).join(' ');
}

export function attrText(c: PadCard): string {
  if (!c.attribute) return 'none';
  return c.sub ? `${c.attribute}/${c.sub}` : c.attribute;
}

export function stageText(c: PadCard): string {
  if (c.kind !== 'monster') return 'skill';
  if (c.from < 0) return 'base';
  return c.stage === null ? 'evolved' : c.evolveDiscard ? 'ultimate' : ['base', '1st', '2nd', '3rd'][c.stage] ?? `${c.stage}th`;
}
