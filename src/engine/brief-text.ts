/**
 * A card's effect text made short enough for a move's sentence (`moves` at 80 columns wraps it; the card's whole text
 * is one `info` away): whole sentences while they fit, else cut at a word (or, in Chinese, anywhere) with "…".
 * Widths are terminal columns: a CJK character takes two.
 */

/** Columns a move's effect text may take: about two lines at 80 columns with the move and the card name in front. */
export const BRIEF_WIDTH = 130;

const wide = (ch: string) => ch.codePointAt(0)! >= 0x2e80;
const widthOf = (text: string) => [...text].reduce((sum, ch) => sum + (wide(ch) ? 2 : 1), 0);

export function briefText(text: string, width = BRIEF_WIDTH): string {
  if (widthOf(text) <= width) return text;
  // Whole sentences while they fit: one ends at "。", or at "." (a closing quote may follow) before a space or the end.
  const sentences = text.match(/.+?(?:\.["”]?(?=\s|$)|。["”」]?|$)\s*/gs) ?? [text];
  let kept = '';
  for (const sentence of sentences) {
    if (widthOf(kept + sentence) > width) break;
    kept += sentence;
  }
  kept = kept.trim();
  if (kept) return kept.endsWith('。') ? `${kept}…` : `${kept} …`;
  // The first sentence alone is too long: cut it at the last space (or character) that fits.
  let out = '';
  for (const ch of text) {
    if (widthOf(out + ch) > width - 1) break;
    out += ch;
  }
  const space = out.lastIndexOf(' ');
  return `${(space > width / 2 ? out.slice(0, space) : out).trimEnd()}…`;
}
