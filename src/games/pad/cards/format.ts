/** Short printable forms of card facts, shared by the board and the card catalogue, in the reader's language. */
import type { Style } from '../../../engine/board.js';
import { pickText } from '../../../engine/i18n.js';
import { m } from '../messages/index.js';
import { KINDS, type Kind, type PadCard } from './types.js';

/** One letter per drop kind (messages `kindLetter`), so the board reads without colour. */
export function kindLetter(k: Kind): string {
  return m().kindLetter[k];
}
/** How each drop kind looks on the board: dark and heal far apart (magenta and cyan), as the letters are too. */
export const KIND_STYLE: Record<Kind, Style> = { fire: 'red', water: 'blue', wood: 'green', light: 'yellow', dark: 'magenta', heal: 'cyan' };

export function dropLetters(c: PadCard): string {
  const letters = m().kindLetter;
  return KINDS.filter((k) => c.drops.includes(k)).map((k) => letters[k]).join('');
}

/** Attack for 1..6 combos in hundreds, extra damage as "+n": `1 2 4 6 7+1 8+1` ("-" = cannot attack). */
export function attackRow(c: PadCard): string {
  if (c.kind !== 'monster') return '';
  return c.attack.map((a, i) => (a === 0 ? '-' : String(a / 100)) + (c.extra[i] ? `+${c.extra[i]}` : '')).join(' ');
}

export function attrText(c: PadCard): string {
  const t = m();
  if (!c.attribute) return t.attrNone;
  return c.sub ? `${t.kind[c.attribute]}/${t.kind[c.sub]}` : t.kind[c.attribute];
}

export function stageText(c: PadCard): string {
  const t = m().stage;
  if (c.kind !== 'monster') return t.skill;
  if (c.from < 0) return t.base;
  return c.stage === null ? t.evolved : c.evolveDiscard ? t.ultimate : t.nth(c.stage);
}

export function typesText(c: PadCard): string {
  const t = m();
  return c.types.map((type) => t.type[type] ?? type).join(t.typeSep);
}

/** Why the card is not supported yet, in the reader's language (empty for a supported card). */
export function unsupportedReason(c: PadCard): string {
  const t = m().unsupported;
  if (!c.unsupported) return '';
  if (c.unsupported.reason === 'missingCard') return t.missingCard(c.unsupported.card);
  if (c.unsupported.reason === 'fromUnsupported') return t.fromUnsupported(c.unsupported.card);
  return c.unsupported.reason === 'noText' ? t.noText : t.effect;
}

/** The card's effect wording in the reader's language (English where a card has no Chinese text). */
export function effectText(c: PadCard): string {
  return pickText({ en: c.text, zh: c.zh });
}
