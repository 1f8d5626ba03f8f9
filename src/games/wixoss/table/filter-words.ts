/** A card filter in the reader's words, for questions that ask for a kind of card. */
import { className, m } from '../messages/index.js';
import type { CardFilter } from '../cards/types.js';

/** "a black SIGNI", "an <Ancient Weapon> SIGNI": the filter in the reader's words (colour, class, type). */
export function filterWords(f: CardFilter | undefined): string {
  const t = m();
  const parts = [f?.color ? t.color[f.color] : '', f?.class ? [f.class].flat().map((c) => `<${className(c)}>`).join('/') : '', f?.type ? t.type[f.type] : ''];
  return parts.filter(Boolean).join(' ');
}
