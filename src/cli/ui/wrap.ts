/**
 * Prose wrapped to the terminal by words: at spaces, and for Chinese and Japanese (which use no spaces) between
 * wide characters, keeping closing punctuation on the line it closes and opening brackets with what they open.
 * Widths are width.ts's (string-width's: wide characters and emoji count two, colour codes none); only a word wider
 * than a whole line is broken inside (by wrap-ansi). Existing line breaks are kept.
 */
import { createRequire } from 'node:module';
import { displayWidth } from './width.js';

type WrapAnsi = (text: string, columns: number, options: { hard: boolean; trim: boolean }) => string;
/** wrap-ansi is needed only for a word wider than a line: loaded then, not by every command that may wrap. */
let wrapAnsi: WrapAnsi | undefined;

export interface WrapOptions {
  /** Put before every line (a string, or that many spaces); it counts towards `width`. */
  indent?: string | number;
  /**
   * The text was broken into lines by hand (rules topics): a line that goes on with the sentence of the line before
   * is joined to it first, so the text reflows to the terminal. A line ending a sentence or a "label:", a blank
   * line, a lone `[tag]` line, and a line starting with a bullet, number or indent (unless it lines up under a list item's
   * text: that item's next line) keep their breaks.
   */
  reflow?: boolean;
}

const WIDE = '\\u2e80-\\uffef';
const OPENING = '[（「『“‘《【〈]*';
const CLOSING = '[，。、）」』：；！？”’》】〉…]*';
const CHUNK = new RegExp(`\\s*(?:${OPENING}[^\\s${WIDE}]+${CLOSING}|${OPENING}[${WIDE}]${CLOSING})`, 'gu');
/** A list item's bullet or number: its later lines line up after it. */
const BULLET = /^(\s*)((?:[-*•·]|\d+[.)])\s+)?/u;

const spaces = (n: number) => ' '.repeat(Math.max(0, n));

/** One paragraph (no line breaks) as lines of at most `width` columns, later lines starting with `hang`. */
function wrapParagraph(paragraph: string, width: number, hang: string): string[] {
  const chunks = paragraph.match(CHUNK);
  if (!chunks) return [''];
  const lines: string[] = [];
  let current = '';
  const push = (chunk: string) => {
    const room = width - (lines.length === 0 ? 0 : displayWidth(hang));
    if (current !== '' && displayWidth(current + chunk) <= room) { current += chunk; return; }
    if (current !== '') { lines.push(current); chunk = chunk.trimStart(); }
    const fresh = width - (lines.length === 0 ? 0 : displayWidth(hang));
    if (displayWidth(chunk) <= fresh) { current = chunk; return; }
    // A word wider than a line: broken where it must be.
    wrapAnsi ??= (createRequire(import.meta.url)('wrap-ansi') as { default: WrapAnsi }).default;
    const pieces = wrapAnsi(chunk, Math.max(1, fresh), { hard: true, trim: false }).split('\n');
    for (const piece of pieces.slice(0, -1)) lines.push(piece);
    current = pieces[pieces.length - 1]!;
  };
  const first = chunks[0]!;
  // The paragraph's own leading spaces stay on its first line.
  const lead = first.match(/^\s*/u)![0];
  current = lead;
  chunks[0] = first.slice(lead.length);
  for (const chunk of chunks) push(chunk);
  lines.push(current);
  return lines.map((l, i) => (i === 0 ? l : hang + l));
}

const ENDS_LINE = /[.。!?！？:：]\s*$|^\s*$/u;
/** A line that may go on with the sentence before: a word, a quote, a bracket, a `command` or a [keyword]. */
const GOES_ON = /^[\p{L}"“「（(`[]/u;
/** A line that is only a tag, `[lrig]`: a heading, never joined to what follows. */
const TAG_LINE = /^\s*\[[^\]]*\]\s*$/u;
const LABEL = /^[\p{L}\p{N} /-]{1,24}[:：]/u;
const WIDE_END = new RegExp(`[${WIDE}]$`, 'u');

/** Hand-broken lines joined into the paragraphs they belong to (see `reflow`). */
function reflowLines(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const last = out[out.length - 1];
    const text = line.slice(continuedIndent(last, line));
    if (last !== undefined && !ENDS_LINE.test(last) && !TAG_LINE.test(last) && GOES_ON.test(text) && !LABEL.test(text)) {
      out[out.length - 1] = last + (WIDE_END.test(last) ? '' : ' ') + text;
    } else out.push(line);
  }
  return out;
}

/** The indent of `line` when it lines up under the text of the list item `last` (its hand-broken next line), else 0. */
function continuedIndent(last: string | undefined, line: string): number {
  const [, lead = '', bullet = ''] = last?.match(BULLET) ?? [];
  const indent = line.match(/^ */u)![0].length;
  return bullet !== '' && indent > 0 && indent === displayWidth(lead + bullet) ? indent : 0;
}

export function wrapText(text: string, width: number, options: WrapOptions = {}): string {
  const indent = typeof options.indent === 'number' ? spaces(options.indent) : options.indent ?? '';
  const room = Math.max(1, width - displayWidth(indent));
  const lines = text.split(/\r?\n/u);
  return (options.reflow ? reflowLines(lines) : lines).flatMap((paragraph) => {
    const [, lead = '', bullet = ''] = paragraph.match(BULLET) ?? [];
    const hang = spaces(displayWidth(lead + bullet));
    return wrapParagraph(paragraph.trimEnd(), room, hang).map((l) => (l === '' ? l : indent + l));
  }).join('\n');
}

/** The terminal's width when stdout is one; undefined when piped (scripts get the text as it is). */
export function terminalColumns(): number | undefined {
  return process.stdout.isTTY && process.stdout.columns ? process.stdout.columns : undefined;
}

/** Text wrapped to the terminal by words when stdout is a terminal; unchanged when piped. */
export function wrapToTerminal(text: string, options: WrapOptions = {}): string {
  const columns = terminalColumns();
  return columns ? wrapText(text, columns, options) : text;
}
