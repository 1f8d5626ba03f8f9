/**
 * Display width of terminal text, as terminals draw it: colour and other control sequences take no room, East Asian
 * wide characters and emoji (a ZWJ family, a flag, a keycap: one cluster each) take two columns. string-width decides
 * every text but plain printable ASCII, whose width is its length. string-width is loaded the first time non-ASCII
 * text is measured: loading it (and the segmenter it starts) costs a quick command like `cardref rules` a noticeable
 * share of its start-up, and most of what cardref measures (moves, English boards) is ASCII.
 */
import { createRequire } from 'node:module';
import { stripVTControlCharacters } from 'node:util';

/** Colour codes, cursor moves and other terminal control sequences removed (Node's own parser). */
export const stripControlSequences = stripVTControlCharacters;

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

let stringWidth: ((text: string) => number) | undefined;
let segmenter: Intl.Segmenter | undefined;

/**
 * Board layout measures the same cells over and over: widths of non-ASCII texts are remembered (a bounded cache,
 * emptied when full; a game's texts are a few thousand at most).
 */
const remembered = new Map<string, number>();
const REMEMBER_AT_MOST = 20_000;

function libraryWidth(text: string): number {
  let width = remembered.get(text);
  if (width === undefined) {
    // string-width is an ES module: Node 20.19+ loads it synchronously with require.
    stringWidth ??= (createRequire(import.meta.url)('string-width') as { default: (text: string) => number }).default;
    width = stringWidth(text);
    if (remembered.size >= REMEMBER_AT_MOST) remembered.clear();
    remembered.set(text, width);
  }
  return width;
}

export function displayWidth(text: string): number {
  const plain = text.includes('\u001b') ? stripVTControlCharacters(text) : text;
  return PRINTABLE_ASCII.test(plain) ? plain.length : libraryWidth(plain);
}

/** `text` padded with spaces to `width` terminal columns (String#padEnd counts UTF-16 units, not columns). */
export function padEndDisplay(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - displayWidth(text)));
}

/** `text` padded on the left to `width` terminal columns. */
export function padStartDisplay(text: string, width: number): string {
  return ' '.repeat(Math.max(0, width - displayWidth(text))) + text;
}

/**
 * `text` cut to at most `width` columns, ending in "…" when cut; control sequences are dropped first. Cuts fall
 * between grapheme clusters, never inside an emoji sequence or between a letter and its accent.
 */
export function truncateDisplay(text: string, width: number): string {
  const plain = stripVTControlCharacters(text);
  if (displayWidth(plain) <= width) return plain;
  segmenter ??= new Intl.Segmenter();
  let out = '';
  let used = 0;
  for (const { segment } of segmenter.segment(plain)) {
    const next = displayWidth(segment);
    if (used + next > width - 1) break;
    out += segment;
    used += next;
  }
  return `${out}…`;
}
