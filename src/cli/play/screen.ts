/**
 * The play screen at a terminal: the alternate screen (like `less` or `vim`), one full redraw per decision, and the
 * row budget that decides how much of the board, the recent events and the messages fit.
 *
 * The normal screen is restored however the game ends: a return, an error, or a signal (the session's interrupt.ts
 * turns Ctrl+C, SIGTERM and SIGHUP into a return); a `process.exit` elsewhere still restores it on the way out.
 */
import type { ScreenSize } from '../ui/board-layout.js';
import { displayWidth, truncateDisplay } from '../ui/width.js';
import { wrapText } from '../ui/wrap.js';

export type { ScreenSize };

const ENTER_ALT = '\x1b[?1049h';
const LEAVE_ALT = '\x1b[?1049l';
/** Show the cursor (a pick list hides it while open). */
const SHOW_CURSOR = '\x1b[?25h';
/** Home and clear the screen (a redraw within one seat's turn). */
const CLEAR = '\x1b[H\x1b[2J';
/** Clear the screen and the scrollback: nothing of the previous seat can be scrolled back to. */
const WIPE = '\x1b[2J\x1b[3J\x1b[H';

/** How the rows of one screen are shared out. */
export interface RowBudget {
  board: number;
  events: number;
  prompt: number;
}

/** Rows for the recent events: a few at 80x24, more on taller terminals. */
export function eventRows(rows: number): number {
  return Math.max(2, Math.min(10, Math.floor(rows * 0.15)));
}

/**
 * The decision's prompt gets up to 2 wrapped lines (3 from 30 rows), the input line 1, the events a few rows, and
 * the board the rest.
 */
export function rowBudget(size: ScreenSize, promptLines: number, messageLines = 0): RowBudget {
  const prompt = Math.min(promptLines, size.rows >= 30 ? 3 : 2);
  // A command's output (help, info, moves) may take up to half the screen while it is read; the board gives way.
  const events = Math.max(eventRows(size.rows), Math.min(messageLines, Math.floor((size.rows - 1 - prompt) / 2)));
  return { board: Math.max(3, size.rows - 1 - prompt - events), events, prompt };
}

/** Wrap prose to the width by words; each resulting line is at most `columns` wide. */
export function wrapLines(text: string, columns: number): string[] {
  return text.split('\n').flatMap((line) => wrapText(line, columns).split('\n')).map((l) => fitLine(l, columns));
}

/** One line cut to the width (a board line wider than the screen would wrap and push everything down). */
export function fitLine(line: string, columns: number): string {
  return displayWidth(line) <= columns ? line : truncateDisplay(line, columns);
}

/**
 * A board taller than its rows keeps its top (the opponent) and its bottom (your side and the status line) and
 * says how much is left out between them.
 */
export function fitBoard(lines: string[], rows: number, columns: number, gap: (hidden: number) => string): string[] {
  const fitted = lines.map((l) => fitLine(l, columns));
  if (fitted.length <= rows) return fitted;
  const keep = Math.max(1, rows - 1);
  const top = Math.floor(keep / 2);
  const bottom = keep - top;
  return [...fitted.slice(0, top), fitLine(gap(fitted.length - keep), columns), ...fitted.slice(fitted.length - bottom)];
}

/** One page of a command's output: its lines, and the first and last entries it shows (0-based). */
export interface Page {
  lines: string[];
  first: number;
  last: number;
}

/**
 * A command's output cut into pages of at most `rows` lines. Its entries (a move with its events, a legal move with
 * its meaning, a board line) stay whole: an entry that does not fit on the page starts the next one, and only an
 * entry taller than a page is split.
 */
export function pageEntries(entries: string[][], rows: number): Page[] {
  const per = Math.max(1, rows);
  const pages: Page[] = [];
  let page: Page = { lines: [], first: 0, last: 0 };
  const put = (lines: string[], index: number) => {
    if (page.lines.length === 0) page.first = index;
    page.lines.push(...lines);
    page.last = index;
  };
  const turn = () => {
    pages.push(page);
    page = { lines: [], first: 0, last: 0 };
  };
  entries.forEach((entry, index) => {
    let rest = entry;
    if (page.lines.length > 0 && page.lines.length + rest.length > per) turn();
    while (rest.length > per - page.lines.length) {
      const room = per - page.lines.length;
      put(rest.slice(0, room), index);
      rest = rest.slice(room);
      turn();
    }
    if (rest.length > 0) put(rest, index);
  });
  if (page.lines.length > 0 || pages.length === 0) pages.push(page);
  return pages;
}

/** The terminal the screen draws on; a seam so the layout can be tested without one. */
export interface ScreenOutput {
  write(text: string): void;
  size(): ScreenSize;
  onResize(listener: () => void): () => void;
}

export function terminalOutput(stream: NodeJS.WriteStream = process.stdout): ScreenOutput {
  return {
    write: (text) => { stream.write(text); },
    // `script` and some CI terminals report 0x0: fall back to the classic size.
    size: () => ({ columns: stream.columns || 80, rows: stream.rows || 24 }),
    onResize: (listener) => {
      stream.on('resize', listener);
      return () => { stream.off('resize', listener); };
    },
  };
}

export class Screen {
  private active = false;
  private readonly restoreOnExit = () => this.leave();

  constructor(readonly out: ScreenOutput = terminalOutput()) {}

  size(): ScreenSize {
    return this.out.size();
  }

  enter(): void {
    if (this.active) return;
    this.active = true;
    this.out.write(ENTER_ALT + CLEAR);
    process.on('exit', this.restoreOnExit);
  }

  /** Back to the normal screen; safe to call more than once. */
  leave(): void {
    if (!this.active) return;
    this.active = false;
    this.out.write(WIPE + LEAVE_ALT + SHOW_CURSOR);
    process.off('exit', this.restoreOnExit);
  }

  /** Redraw the whole screen; the cursor ends after the last line, where the input prompt goes. */
  draw(lines: string[]): void {
    this.out.write(CLEAR + lines.join('\n') + (lines.length > 0 ? '\n' : ''));
  }

  /** Redraw only the last line drawn (a thinking indicator ticking), in place: nothing piles up. */
  redrawLastLine(line: string): void {
    this.out.write(`\x1b[1A\r\x1b[2K${line}\n`);
  }

  /** Wipe the screen and the scrollback before another seat takes the terminal. */
  wipe(): void {
    this.out.write(WIPE);
  }
}
