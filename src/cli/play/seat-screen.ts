/**
 * The play screen of one seat at a time: its board, then its recent events or the output of a command typed at the
 * prompt (paged when long), then the prompt; the hand-off screen between seats; the bot's ticking "thinking" line.
 * It only draws: what to ask and what a move does is the session's (session.ts). Piped play has no screen: then
 * a save's news goes to stderr and the widths fall back to the terminal's.
 */
import type { Board, KeyEntry } from '../../engine/board.js';
import type { AnyGame, Seat } from '../../engine/game.js';
import { t } from '../i18n/index.js';
import type { CliContext } from '../main.js';
import { layoutBoard } from '../ui/board-layout.js';
import { displayWidth, stripControlSequences } from '../ui/width.js';
import type { HistoryEntry } from './history.js';
import type { MoveInput } from './inputs.js';
import { fitBoard, fitLine, pageEntries, rowBudget, Screen, wrapLines } from './screen.js';

/** Rows a command's output keeps at least when the board needs the rest (more output takes the whole screen). */
const MIN_MESSAGE_ROWS = 4;

const plainText = (line: string) => stripControlSequences(line);

/**
 * A command's output on the screen. Its entries page whole and the pager counts them (`moves 1–4 of 6`); they are
 * made at the screen's width when drawn, so a resize lays them out again.
 */
export interface Message {
  entries: (columns: number) => string[][];
  unit: 'moves' | 'lines';
  /** Shown in place of the board however long it is (the board itself). */
  full?: boolean;
}

export const lineMessage = (lines: string[]): Message => ({ entries: () => lines.map((line) => [line]), unit: 'lines' });

/** A board as one seat (null: the public table) sees it, and the key to its short forms. */
export interface SeenBoard {
  board: Board;
  key?: KeyEntry[];
}

/**
 * What the screen reads from the session it shows: the hotseat session (session.ts), or a seat or a watcher fed by
 * the network (remote-session.ts), which knows only what the host sent it.
 */
export interface ScreenHost {
  readonly colors: CliContext['colors'];
  readonly game: AnyGame;
  /** The board `seat` sees now; only called once there is one (a table game's setup is told first). */
  boardOf(seat: Seat | null): SeenBoard;
  /** What each seat has seen happen (the recent events under the board). */
  readonly history: { entries(seat: Seat | null): HistoryEntry[] };
  readonly input: MoveInput;
  /** Why the last save failed, while the log lags behind the game. */
  readonly unsaved: string | undefined;
  readonly shownLog: string;
  name(seat: Seat): string;
  needsHandOff(seat: Seat): boolean;
  ask(prompt: string, completions: string[]): Promise<string>;
}

export class SeatScreen {
  private screen: Screen | undefined;
  /** The seat whose view is on the screen. */
  seat: Seat | undefined;
  /** Output of the last command typed at the prompt, shown instead of the events until the next move. */
  message: Message | undefined;
  private messagePage = 0;
  /** Pages the message took at the last draw. */
  private messagePages = 1;
  /** The message as last laid out (a long history is wrapped once, not at every Enter). */
  private wrapped: { message: Message; columns: number; entries: string[][] } | undefined;
  /** Redraws whatever is on the screen now (for a resize). */
  redraw: (() => void) | undefined;
  private stopResize: (() => void) | undefined;
  /** The last move as everyone may read it (shown on the hand-off screen, so the mover sees it was taken). */
  lastPublic: string[] = [];
  /** What a save had to say since the last hand-off screen (it is shown there: nothing private). */
  private handOffNotes: string[] = [];

  constructor(private readonly host: ScreenHost) {}

  private get c() { return this.host.colors; }

  /** Whether the game is on the terminal's screen (not piped). */
  get active(): boolean { return this.screen !== undefined; }

  /** The screen's width, or `fallback` without one. */
  columns(fallback = 80): number { return this.screen?.size().columns ?? fallback; }
  rows(fallback = 24): number { return this.screen?.size().rows ?? fallback; }

  enter(screen: Screen = new Screen()): void {
    this.screen = screen;
    screen.enter();
    this.stopResize = screen.out.onResize(() => {
      this.redraw?.();
      this.host.input.refresh?.();
    });
  }

  leave(): void {
    this.stopResize?.();
    this.stopResize = undefined;
    this.screen?.leave();
    this.screen = undefined;
  }

  /** Lines drawn as they are, nothing else (a pick list's blank screen, a bot thinking on a seat's behalf). */
  drawLines(lines: string[]): void { this.screen?.draw(lines); }

  /** `seat` takes the screen: the hand-off first when the seats may not see each other's. */
  async turnTo(seat: Seat): Promise<void> {
    if (this.seat === seat) return;
    if (this.host.needsHandOff(seat)) await this.handOff(seat);
    this.seat = seat;
  }

  /** A command's output of plain lines (help, info, an error): the pager counts lines. */
  say(lines: string | string[]): void {
    this.show(lineMessage(Array.isArray(lines) ? lines : lines.split('\n')));
  }

  show(message: Message): void {
    this.message = message;
    this.messagePage = 0;
  }

  /** Enter at the prompt: the next page of a long output; false after the last. */
  nextPage(): boolean {
    if (this.message === undefined || this.messagePage + 1 >= this.messagePages) return false;
    this.messagePage++;
    return true;
  }

  /** A save's news: on stderr when piped; on the play screen, the next draw's message. */
  tell(line: string, err: (line: string) => void): void {
    if (!this.screen) {
      err(line);
      return;
    }
    const before = this.message;
    this.message = before ? { ...before, entries: (columns) => [...before.entries(columns), [line]] } : lineMessage([line]);
    // A hand-off may come before the next draw: its screen, which everyone reads, carries the news too.
    this.handOffNotes.push(line);
  }

  /** One screen for `seat`: its board, then its recent events or the last command's output, then `bottom`. */
  draw(seat: Seat | null, bottom: string, prompt?: string): void {
    const screen = this.screen!;
    const size = screen.size();
    const columns = Math.max(20, size.columns);
    const bottomLines = wrapLines(bottom, columns);
    const messageLines = this.message ? this.messageEntries(columns).flat().length : 0;
    const budget = rowBudget(size, bottomLines.length, messageLines);
    const promptLines = bottomLines.length > budget.prompt
      ? [...bottomLines.slice(0, budget.prompt - 1), fitLine(`${bottomLines[budget.prompt - 1]!} ${bottomLines.slice(budget.prompt).join(' ')}`, columns)]
      : bottomLines;
    const { board: view, key } = this.host.boardOf(seat);
    let laid = layoutBoard(this.c, view, { columns, rows: budget.board }, key);
    // A command's output does not cut the board: the board keeps the rows it needs, and an output too long for the
    // rows left takes the whole screen instead, a screen a page (Enter brings the board back after the last).
    const boardRows = Math.min(laid.length, size.rows - 1 - promptLines.length - MIN_MESSAGE_ROWS);
    if (this.message && boardRows > budget.board) {
      budget.board = boardRows;
      laid = layoutBoard(this.c, view, { columns, rows: boardRows }, key);
    }
    // A board cut short takes the rows its few recent events leave empty (at 60x20 the first screen was cut by 3
    // lines above 3 blank ones).
    if (!this.message && laid.length > budget.board) {
      const spare = budget.events - this.eventArea(seat, budget.events, columns).length;
      if (spare > 0) {
        budget.board += spare;
        laid = layoutBoard(this.c, view, { columns, rows: budget.board });
      }
    }
    // The question is asked once, on the prompt line: a board note repeating it ("P2: main phase: your action") goes.
    const asked = prompt === undefined ? laid : laid.filter((line) => !plainText(line).trimEnd().endsWith(prompt) || /[│┃|]/.test(line));
    const board = fitBoard(asked, budget.board, columns, (n) => this.c.dim(displayWidth(t().boardCut(n)) <= columns ? t().boardCut(n) : t().boardCutShort(n)));
    // The input line is the last row; the rows between the board and the prompt hold events or messages.
    // (None only when the board took the rows of an empty event area.)
    const free = Math.max(0, size.rows - 1 - promptLines.length - board.length);
    if (this.message && (this.message.full || messageLines > free)) {
      const rows = Math.max(1, size.rows - 1 - promptLines.length);
      const area = this.messageArea(rows, columns);
      while (area.length < rows) area.push('');
      screen.draw([...area, ...promptLines]);
      return;
    }
    const area = free === 0 ? [] : this.message ? this.messageArea(free, columns) : this.eventArea(seat, free, columns);
    while (area.length < free) area.push('');
    screen.draw([...board, ...area, ...promptLines]);
  }

  /** A screen with no board (a table question before setup is told): the message, then `bottom`. */
  drawWithoutBoard(bottom: string): void {
    const screen = this.screen!;
    const size = screen.size();
    const columns = Math.max(20, size.columns);
    const asked = wrapLines(bottom, columns);
    screen.draw([...this.messageArea(Math.max(1, size.rows - 2 - asked.length), columns), '', ...asked]);
  }

  /** `board`: the board with no row limit (paged like any long output), at the screen's width. */
  wholeBoard(seat: Seat | null, width = this.columns()): string[] {
    const columns = Math.max(20, width);
    const { board, key } = this.host.boardOf(seat);
    return layoutBoard(this.c, board, { columns, rows: 10_000 }, key).map((l) => fitLine(l, columns));
  }

  private eventArea(seat: Seat | null, rows: number, columns: number): string[] {
    const entries = this.host.history.entries(seat);
    // While the log lags behind the game, every seat's screen says so first.
    if (this.host.unsaved && rows > 1) {
      const warning = wrapLines(`cardref: ${t().logStillUnsaved(this.host.shownLog)}`, columns).slice(0, rows - 1).map((l) => this.c.red(l));
      return [...warning, ...this.recentEvents(entries, rows - warning.length, columns)];
    }
    return this.recentEvents(entries, rows, columns);
  }

  /**
   * The last moves that fit the rows, under a line saying how many earlier moves `history` shows. Only what is shown
   * is wrapped: a long game's history is not laid out again at every draw.
   */
  private recentEvents(entries: HistoryEntry[], rows: number, columns: number): string[] {
    const wrapped = (entry: HistoryEntry) => entry.lines.flatMap((l) => wrapLines(l, columns));
    if (rows <= 1) return entries.length === 0 ? [] : wrapped(entries[entries.length - 1]!).slice(-1).map((l) => this.c.dim(l));
    const shown: string[] = [];
    // Moves whose first line is not shown (the one shown in part counts as earlier).
    let earlier = entries.length;
    while (earlier > 0) {
      const lines = wrapped(entries[earlier - 1]!);
      const room = rows - shown.length - (earlier > 1 ? 1 : 0);
      if (lines.length > room) {
        const tail = rows - 1 - shown.length;
        if (tail > 0) shown.unshift(...lines.slice(-tail));
        break;
      }
      shown.unshift(...lines);
      earlier--;
    }
    const dim = shown.map((l) => this.c.dim(l));
    return earlier === 0 ? dim : [this.c.dim(fitLine(t().earlierEvents(earlier), columns)), ...dim];
  }

  /** The message's entries, each wrapped to the width (kept while the message and the width stay the same). */
  private messageEntries(columns: number): string[][] {
    const message = this.message!;
    if (this.wrapped?.message !== message || this.wrapped.columns !== columns) {
      this.wrapped = { message, columns, entries: message.entries(columns).map((entry) => entry.flatMap((l) => wrapLines(l, columns))) };
    }
    return this.wrapped.entries;
  }

  /**
   * The message, a page at a time when it is taller than its rows (Enter at the prompt turns the page); the last
   * row says which entries the page shows, counted as the output counts them (moves, lines).
   */
  private messageArea(rows: number, columns: number): string[] {
    const entries = this.messageEntries(columns);
    this.messagePages = 1;
    if (entries.flat().length <= rows) return entries.flat();
    const pages = pageEntries(entries, rows - 1);
    this.messagePages = pages.length;
    const index = Math.min(this.messagePage, pages.length - 1);
    const page = pages[index]!;
    const range = t().pageRange(page.first + 1, page.last + 1, entries.length, this.message!.unit);
    return [...page.lines, this.c.dim(fitLine(index === pages.length - 1 ? t().lastPage(range) : t().morePages(range), columns))];
  }

  private async handOff(seat: Seat): Promise<void> {
    const screen = this.screen!;
    // The screen and the scrollback go before anything of the next seat is drawn; the input's history of typed
    // lines goes too (Up would recall them).
    screen.wipe();
    this.host.input.suspend();
    const text = this.c.bold(t().handOff(this.host.name(seat), seat + 1));
    const columns = Math.max(20, screen.size().columns);
    const shown = [...this.lastPublic, ...this.handOffNotes];
    this.handOffNotes = [];
    this.redraw = () => { screen.draw(shown.flatMap((l) => wrapLines(l, columns)).slice(-(screen.size().rows - 2))); };
    this.redraw();
    await this.host.ask(text, []);
    screen.wipe();
  }

  /** `P2 (normal bot) is thinking… 1.2s`, redrawn in place. */
  thinkingLine(text: string, ms: number): string {
    const columns = Math.max(20, this.columns());
    return this.c.dim(fitLine(`${text} ${(ms / 1000).toFixed(1)}s`, columns));
  }

  tickThinking(text: string, started: number): void {
    this.screen?.redrawLastLine(this.thinkingLine(text, Date.now() - started));
  }

  /** A bot of `seat` starts thinking: the human who had the screen keeps seeing their own view; nobody else's. */
  showThinking(seat: Seat, text: string): void {
    if (!this.screen) return;
    const line = this.thinkingLine(text, 0);
    if (this.seat !== undefined && !this.host.needsHandOff(seat)) this.draw(this.seat, line);
    else this.screen.draw([line]);
  }
}
