/**
 * Display width of terminal text: ANSI colour codes take no room, East Asian wide and full-width characters
 * take two columns. Kept small and dependency-free so `cardref rules` starts fast: loading string-width took its
 * cold start from about 1.3x to 1.9x `node -e 0`. wrap.ts measures with string-width; the wrap and board tests check
 * its lines with this measure, so the two agree on what cardref prints.
 */
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

function isWide(code: number): boolean {
  return (
    (code >= 0x1100 && code <= 0x115f) || (code >= 0x2e80 && code <= 0x303e) || (code >= 0x3041 && code <= 0x33ff) ||
    (code >= 0x3400 && code <= 0x4dbf) || (code >= 0x4e00 && code <= 0x9fff) || (code >= 0xa000 && code <= 0xa4cf) ||
    (code >= 0xac00 && code <= 0xd7a3) || (code >= 0xf900 && code <= 0xfaff) || (code >= 0xfe30 && code <= 0xfe4f) ||
    (code >= 0xff00 && code <= 0xff60) || (code >= 0xffe0 && code <= 0xffe6) || (code >= 0x1f300 && code <= 0x1faff) ||
    (code >= 0x20000 && code <= 0x3fffd)
  );
}

export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text.replace(ANSI, '')) {
    const code = char.codePointAt(0)!;
    if (code < 0x20 || (code >= 0x300 && code <= 0x36f) || code === 0x200b) continue;
    width += isWide(code) ? 2 : 1;
  }
  return width;
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
