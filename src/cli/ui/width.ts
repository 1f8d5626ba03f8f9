/**
 * Display width of terminal text, as string-width measures it: ANSI colour codes take no room, East Asian wide and
 * full-width characters take two columns, combining marks none.
 */
import stringWidth from 'string-width';
import { wrapText } from './wrap.js';

export function displayWidth(text: string): number {
  return stringWidth(text);
}

/** `text` padded with spaces to `width` terminal columns (String#padEnd counts UTF-16 units, not columns). */
export function padEndDisplay(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - displayWidth(text)));
}

/** `text` padded on the left to `width` terminal columns. */
export function padStartDisplay(text: string, width: number): string {
  return ' '.repeat(Math.max(0, width - displayWidth(text))) + text;
}

/** `text` cut to at most `width` columns, ending in "…" when cut (colour codes are not expected here). */
export function truncateDisplay(text: string, width: number): string {
  if (displayWidth(text) <= width) return text;
  let out = '';
  for (const char of text) {
    if (displayWidth(out + char) > width - 1) break;
    out += char;
  }
  return `${out}…`;
}

/** Text wrapped to `width` columns by words (see wrapText), without indenting. */
export function wrapDisplay(text: string, width: number): string {
  return wrapText(text, width);
}
