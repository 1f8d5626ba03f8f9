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
   * The text was broken into lines by hand (rules topics): a line that goes on with the paragraph before is joined
   * to it first, so the text reflows to the terminal. Kept apart: blank lines, `[tag]` lines, list items (a bullet,
   * a number, a numbered step `3 main:`), table rows (cells apart by two or more spaces, later lines under the
   * second cell), a line after a sentence unless it is indented under a list item's text (and opens with no label
   * of its own), and a line after a colon unless it goes on in lower case. A paragraph whose second line is indented
   * hangs at that indent.
   */
  reflow?: boolean;
}

const WIDE = '\\u2e80-\\uffef';
/** Brackets that stay with what they open or close, also ASCII ones around wide characters (`[火水光]`). */
const OPENING = '[（「『“‘《【〈([{]*';
const CLOSING = '[，。、）」』：；！？”’》】〉…)\\]}]*';
// A run of other characters never ends in an ASCII opening bracket: that bracket goes with the wide character after it.
const CHUNK = new RegExp(`\\s*(?:${OPENING}[^\\s${WIDE}]+(?<![([{])${CLOSING}|${OPENING}[${WIDE}]${CLOSING})`, 'gu');
/** A list item's bullet or number (`- `, `2. `, or a numbered step `3 main: `): its later lines line up after it. */
const BULLET = /^(\s*)((?:[-*•·]|\d+[.)]|\d{1,2}(?= [\p{Ll}\p{Lo}][\p{L} ]{0,20}[:：]))\s+)?/u;

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

/** A paragraph: its text on one line, and the indent its wrapped lines take after the first. */
interface Paragraph { text: string; hang: string }

const SENTENCE_END = /[.。!?！？]\s*$/u;
const COLON_END = /[:：]\s*$/u;
/** A line that may go on with the text before: a word, a number, a quote, a bracket, a `command` or a [keyword]. */
const GOES_ON = /^[\p{L}\p{N}"“「（(`[]/u;
/** A line that is only a tag, `[lrig]`: a heading, never joined to what follows. */
const TAG_LINE = /^\s*\[[^\]]*\]\s*$/u;
/** A paragraph's own label ("Ruling:", "Skill:", "裁定："): after a sentence it starts a new paragraph. */
const LABEL = /^[\p{L}\p{N} /()（）"“”-]{1,30}[:：]/u;
/** A line that is nothing but a label ("Moves:"): a heading. */
const LABEL_LINE = /^\s*[\p{L}\p{N} ()/-]{1,24}[:：]\s*$/u;
/** A row of a table: a first cell, two or more spaces, the second cell (whose column later lines keep). */
const TABLE_ROW = /^(\s*\S(?:.*?\S)?) {2,}(?=\S)/u;
const WIDE_END = new RegExp(`[${WIDE}]$`, 'u');

const indentOf = (line: string) => line.match(/^ */u)![0].length;
/** Where a list item's text starts: after its bullet or number, else at its indent. */
const textIndent = (line: string) => {
  const [, lead = '', bullet = ''] = line.match(BULLET) ?? [];
  return displayWidth(lead + bullet);
};
const isItem = (line: string) => (line.match(BULLET)?.[2] ?? '') !== '';

/**
 * Whether hand-broken `line` goes on with `paragraph` (see `reflow`): it lines up under the paragraph's text, or
 * under its hanging indent, and neither is a table row, a tag or a new list item. After a sentence only an indented
 * line goes on (a list item's next sentence), unless it opens with a label of its own; after a colon, only a line
 * going on in lower case, or in Chinese one with no label of its own (never after a heading such as "Moves:").
 */
function goesOn(paragraph: Paragraph & { first: string; lines: number }, line: string): boolean {
  const text = line.trimStart();
  const indent = indentOf(line);
  if (text === '' || paragraph.text.trim() === '' || TAG_LINE.test(paragraph.first) || TAG_LINE.test(line)) return false;
  if (TABLE_ROW.test(paragraph.first) || TABLE_ROW.test(line) || isItem(line) || !GOES_ON.test(text)) return false;
  const under = indent === textIndent(paragraph.first);
  // A labelled paragraph ("Summon: ...") whose second line is indented deeper hangs: its later lines keep that indent.
  const hanging = LABEL.test(paragraph.first.trimStart())
    && (paragraph.lines === 1 ? indent > indentOf(paragraph.first) : indent === paragraph.hang.length);
  if (indent > 0 && !under && !hanging) return false;
  if (SENTENCE_END.test(paragraph.text)) return indent > 0 && !LABEL.test(text);
  if (COLON_END.test(paragraph.text)) {
    if (paragraph.lines === 1 && LABEL_LINE.test(paragraph.first)) return false;
    // English goes on in lower case; Chinese, which has none, goes on unless the line opens with a label of its own.
    return /^\p{Ll}/u.test(text) || ((/：\s*$/u.test(paragraph.text) || indent > 0) && !/^\p{Lu}/u.test(text) && !LABEL.test(text));
  }
  return true;
}

/** Hand-broken lines joined into the paragraphs they belong to (see `reflow`). */
function reflowLines(lines: string[]): Paragraph[] {
  const out: (Paragraph & { first: string; lines: number })[] = [];
  for (const line of lines) {
    const last = out[out.length - 1];
    if (last && goesOn(last, line)) {
      const text = line.trimStart();
      if (last.lines === 1 && indentOf(line) > indentOf(last.first) && indentOf(line) !== textIndent(last.first)) last.hang = spaces(indentOf(line));
      last.text += (WIDE_END.test(last.text) ? '' : ' ') + text;
      last.lines++;
    } else out.push({ text: line, hang: hangOf(line), first: line, lines: 1 });
  }
  // Where the text's labelled paragraphs hang, every one of them does (also one written on a single line).
  const hang = out.find((p) => p.lines > 1 && LABEL.test(p.first) && p.hang.length > indentOf(p.first))?.hang;
  if (hang) for (const p of out) if (p.hang === '' && indentOf(p.first) === 0 && LABEL.test(p.first) && !TABLE_ROW.test(p.first)) p.hang = hang;
  return out;
}

/** The indent of a paragraph's later lines: under a list item's text, or under a table row's second cell. */
function hangOf(paragraph: string): string {
  const cell = paragraph.match(TABLE_ROW);
  if (cell) return spaces(displayWidth(cell[0]));
  return spaces(textIndent(paragraph));
}

export function wrapText(text: string, width: number, options: WrapOptions = {}): string {
  const indent = typeof options.indent === 'number' ? spaces(options.indent) : options.indent ?? '';
  const room = Math.max(1, width - displayWidth(indent));
  const lines = text.split(/\r?\n/u);
  const paragraphs = options.reflow ? reflowLines(lines) : lines.map((line) => ({ text: line, hang: spaces(textIndent(line)) }));
  return paragraphs.flatMap(({ text: paragraph, hang }) => {
    // A hang that would leave a narrow column (a table's second cell on a small screen) gives way to a short one.
    const fits = displayWidth(hang) > room / 2 && TABLE_ROW.test(paragraph) ? spaces(indentOf(paragraph) + 2) : hang;
    return wrapParagraph(paragraph.trimEnd(), room, fits).map((l) => (l === '' ? l : indent + l));
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
