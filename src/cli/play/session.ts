/**
 * The hotseat loop: ask whoever decides (a person at the terminal, a line of stdin, or a bot), apply the move,
 * autosave the log, repeat until the game ends. Each person only ever sees their own seat's view.
 *
 * At a terminal the game runs on the alternate screen (screen.ts): every decision redraws one screen, the board
 * of the deciding seat's view, its recent events (or the output of a command typed at the prompt), then the prompt.
 * Piped play prints plain lines for scripts.
 */
import { DeciderForfeit, type DecideContext, type SyncDecider } from '../../engine/deciders.js';
import type { MctsOptions, MctsSearch } from '../../engine/mcts.js';
import { analyse, analysisBudget, searchSliced } from '../analysis.js';
import { IllegalChoiceError, quote, UserError } from '../../engine/errors.js';
import type { ChanceOutcome } from '../../engine/chance.js';
import type { AnyGame, Decision, GameEvent, GameResult, Seat } from '../../engine/game.js';
import { writeLog, type LogHeader } from '../../engine/log.js';
import { showControls } from '../../engine/visible.js';
import { moveQuestion, setupQuestion, startTableMatch, type ChanceQuestion } from '../../engine/table-chance.js';
import { decisionOf, describeLegal, matchToLog, normalizeChoice, playChoice, resign, resignLeaves, RESIGN, undoLast, undoMove, withoutLastMove, type Match } from '../../engine/match.js';
import { t } from '../i18n/index.js';
import { writeFileAtomic } from '../io.js';
import type { CliContext } from '../main.js';
import { layoutBoard } from '../ui/board-layout.js';
import { renderBoard, terminalWidth } from '../ui/tables.js';
import { selectTheme } from '../ui/select-theme.js';
import { displayWidth, padEndDisplay, padStartDisplay, stripControlSequences } from '../ui/width.js';
import { moveColumnWidth, moveLines } from '../ui/move-list.js';
import { cardLines, findCard, parseCardRef } from './info.js';
import { AbortedError, type MoveInput } from './inputs.js';
import { Interrupt, SIGNAL_EXIT_CODES } from './interrupt.js';
import { leftText, SeatHistories, type HistoryEntry } from './history.js';
import { fitBoard, fitLine, pageEntries, rowBudget, Screen, wrapLines } from './screen.js';
import { boardHelpLines } from './board-help.js';
import { suggestMove } from './suggest.js';
import { askedSeat, completions, pileLabel, questionHelp, questionText, resolveAnswer, toldSoFar, UNDO } from './table.js';

export interface Bot {
  kind: string;
  decide: SyncDecider;
  /**
   * The same decision as `decide`, as a search the session runs in slices (a ticking indicator, signals let in);
   * undefined when there is nothing to search.
   */
  search?(ctx: DecideContext): MctsSearch | undefined;
  /** The same decision without blocking the event loop (a program bot); rejects with `signal`'s reason when it aborts. */
  decideAsync?(ctx: DecideContext, signal: AbortSignal): Promise<string>;
  /** A program bot is told when its game begins and how it ended. */
  gameStart?(): void;
  gameEnd?(result: GameResult, moveCount: number): void;
  /** Let go of what the bot holds (an external bot's program). */
  close?(): void;
}

export interface SessionOptions {
  ctx: CliContext;
  /** The match to play; only a table game still to be set up (`setup`) has none yet. */
  match?: Match;
  /**
   * `play --table`: real cards. Every chance outcome (a card drawn or turned up, a coin flip) is asked of the
   * table (table.ts); a question shown to one seat only is asked on that seat's screen, after the hand-off.
   */
  table?: boolean;
  /** A table game's start: its setup outcomes (the opening hands) are asked first, then the match begins. */
  setup?: { game: AnyGame; header: LogHeader };
  bots: Map<Seat, Bot>;
  input: MoveInput;
  logPath?: string;
  /** Open hands: no hand-off screen, every seat's private events shown. */
  open: boolean;
  /** Show the hand-off screen even when the game has nothing private at the table. */
  handoff?: boolean;
  /** Budget of the `hint` command's search (default: the hard level's). */
  hintBudget?: MctsOptions;
  /** The terminal screen (tests pass their own); made on demand for interactive input. */
  screen?: Screen;
  /**
   * Ctrl+C and the stop signals (interrupt.ts). `play` passes the one it listens with from its start (the deck
   * picker before the session, and a signal that comes as the session ends, are caught too); without one the
   * session listens while it runs.
   */
  interrupt?: Interrupt;
}

const COMMANDS = ['moves', 'help', 'board', 'info', 'history', 'pick', 'hint', 'undo', 'back', RESIGN];
/** What the prompt of a question to the table also takes (`undo` is an answer there: it takes one back). */
const QUESTION_COMMANDS = ['moves', 'help', 'board', 'info', 'history'];
const plainText = (line: string) => stripControlSequences(line);

/** Rows a command's output keeps at least when the board needs the rest (more output takes the whole screen). */
const MIN_MESSAGE_ROWS = 4;

/**
 * A command's output on the screen. Its entries page whole and the pager counts them (`moves 1–4 of 6`); they are
 * made at the screen's width when drawn, so a resize lays them out again.
 */
interface Message {
  entries: (columns: number) => string[][];
  unit: 'moves' | 'lines';
  /** Shown in place of the board however long it is (the board itself). */
  full?: boolean;
}

/** A table move taken back by `undo` so that its last told card is asked again (see `tableUndo`). */
interface Reopened {
  /** The match as it was: what is saved should the game stop before the move is complete again. */
  before: Match;
  seat: Seat;
  choice: string;
  told: ChanceOutcome[];
}

export class Session {
  private match!: Match;
  /** What each seat has seen happen, at a terminal (piped play prints every line at once). */
  private readonly history: SeatHistories;
  private screenSeat: Seat | undefined;
  private screen: Screen | undefined;
  /** Output of the last command typed at the prompt, shown instead of the events until the next move. */
  private message: Message | undefined;
  private messagePage = 0;
  /** Pages the message took at the last draw. */
  private messagePages = 1;
  /** The message as last laid out (a long history is wrapped once, not at every Enter). */
  private wrapped: { message: Message; columns: number; entries: string[][] } | undefined;
  /** Redraws whatever is on the screen now (for a resize). */
  private redraw: (() => void) | undefined;
  private stopResize: (() => void) | undefined;
  /** The last move as everyone may read it (shown on the hand-off screen, so the mover sees it was taken). */
  private lastPublic: string[] = [];
  /** What a save had to say since the last hand-off screen (it is shown there: nothing private). */
  private handOffNotes: string[] = [];
  /** Why the last save failed, while the log on disk lags behind the game. */
  private unsaved: string | undefined;
  /** A table move being told again after `undo`. */
  private reopened: Reopened | undefined;
  /** A table note for the next question screen (an answer taken back). */
  private tableNote: string | undefined;
  /** Piped: how many of the current step's notes to the table (`tellTable`) are printed already. */
  private notesPrinted = 0;
  private readonly interrupt: Interrupt;

  /** The game as it stands (after `run`, as it was left: over, or stopped to be resumed). */
  get currentMatch(): Match {
    return this.match;
  }

  constructor(private readonly o: SessionOptions) {
    if (o.match) this.match = o.match;
    else if (!o.setup) throw new Error('Session needs a match or a table setup');
    this.interrupt = o.interrupt ?? new Interrupt();
    // A resumed game: each seat's history is what it saw of the moves already played.
    const played = o.input.interactive && o.match && o.match.moves.length > 0;
    this.history = played ? SeatHistories.fromMatch(o.match!, (seat) => this.moverLabel(seat), o.open) : new SeatHistories(this.seats, o.open);
  }

  private get game(): AnyGame { return this.match?.game ?? this.o.setup!.game; }
  private get header(): LogHeader { return this.match?.header ?? this.o.setup!.header; }
  private get c() { return this.o.ctx.colors; }
  private get seats() { return this.header.players.length; }
  /** The log's path as the terminal shows it: a path the user typed is outside text (controls made visible). */
  private get shownLog(): string { return showControls(this.o.logPath ?? ''); }
  private name(seat: Seat): string { return this.header.players[seat]!; }
  /** How a mover is named in the history: a bot says so. */
  private moverLabel(seat: Seat): string {
    const bot = this.o.bots.get(seat);
    return bot ? t().botPlayer(this.name(seat), bot.kind) : this.name(seat);
  }
  private humans(): Seat[] { return this.header.players.map((_, s) => s).filter((s) => !this.o.bots.has(s)); }

  async run(): Promise<number> {
    // The seed rebuilds every hidden card: it is shown only with open hands (or at the end, by finish()). The log
    // path is told at the end too.
    const header = t().sessionHeader(this.game.name, this.o.open && !this.o.table ? this.header.seed : undefined, undefined);
    this.o.ctx.out(this.c.dim(this.o.table ? `${header} · ${t().tableHeader}` : header));
    this.interrupt.listen();
    this.o.input.onInterrupt?.(() => this.interrupt.raise('SIGINT'));
    if (this.o.input.interactive) this.enterScreen();
    try {
      if (!this.match) this.match = await this.tableSetup();
      for (;;) {
        this.interrupt.check();
        if (this.reopened) {
          const { seat, choice, told } = this.reopened;
          const done = await this.apply(choice, this.name(seat), told);
          this.reopened = undefined;
          if (!done) this.save();
          continue;
        }
        const decision = decisionOf(this.match);
        if (decision.over) return this.finish();
        const bot = this.o.bots.get(decision.seat);
        if (bot) {
          let choice: string;
          try {
            choice = await this.botChoice(decision.seat, bot, { game: this.game, state: this.match.state, decision, seats: this.seats, match: this.match });
          } catch (error) {
            if (!(error instanceof DeciderForfeit)) throw error;
            // A bot that cannot answer loses the game; the log says why.
            this.tell(`cardref: ${error.shown}`);
            resign(this.match, decision.seat, error.message);
            this.save();
            this.announceLeaving(decision.seat);
            continue;
          }
          await this.apply(choice, t().botPlayer(this.name(decision.seat), bot.kind));
          // Between bots' moves the event loop runs, so that Ctrl+C or a signal raises the interrupt checked here
          // (a game of bots only would otherwise never stop).
          await new Promise((resolve) => setImmediate(resolve));
          this.interrupt.check();
          continue;
        }
        const done = this.o.input.interactive ? await this.askTerminal(decision.seat) : await this.askLine(decision.seat);
        if (done !== undefined) return done;
      }
    } catch (error) {
      if (error instanceof AbortedError) return this.aborted(error);
      throw error;
    } finally {
      // Before anything is printed about how it ended (a crash's message included): the normal screen is back.
      this.leaveScreen();
      this.o.input.close();
      if (!this.o.interrupt) this.interrupt.release();
    }
  }

  /** A question at the prompt; `AbortedError` as soon as Ctrl+C or a stop signal comes. */
  private ask(prompt: string, completions: string[]): Promise<string> {
    return this.interrupt.race(this.o.input.ask(prompt, completions));
  }

  private enterScreen(): void {
    this.screen = this.o.screen ?? new Screen();
    this.screen.enter();
    this.stopResize = this.screen.out.onResize(() => {
      this.redraw?.();
      this.o.input.refresh?.();
    });
  }

  private leaveScreen(): void {
    this.stopResize?.();
    this.stopResize = undefined;
    this.screen?.leave();
    this.screen = undefined;
  }

  /**
   * Apply a move, autosave, share its events. At the table the move's chance outcomes are asked first (`told`:
   * those already given); false when `undo` withdrew the move before it was complete.
   */
  private async apply(choice: string, who: string, told?: ChanceOutcome[]): Promise<boolean> {
    // Checked before it is described: games describe only legal moves. Each seat reads the move as it may know it
    // (a trap set face down is "card 3" to the others; open hands show everyone the mover's own description).
    const decision = decisionOf(this.match);
    const mover = decision.over ? undefined : decision.seat;
    const sentence = (viewer: Seat | null) => describeLegal(this.match, choice, this.o.open || viewer === mover ? undefined : viewer, decision);
    // Piped play has one shared stdout: it reads moves as a spectator would.
    const spectator = sentence(null);
    const seen = this.o.input.interactive ? this.match.header.players.map((_, seat) => sentence(seat)) : [];
    let outcomes: ChanceOutcome[] | undefined;
    if (this.o.table) {
      outcomes = await this.moveOutcomes(choice, who, told ?? []);
      if (!outcomes) return false;
    }
    const events = playChoice(this.match, choice, undefined, outcomes ? { outcomes } : undefined);
    // Saved before anything is printed: a move the user saw accepted is always in the log.
    this.save();
    this.share(normalizeChoice(choice), who, spectator, seen, events);
    if (this.o.input.interactive) {
      // The hand-off screen is read by both players: the move's text and its public events, no description.
      this.lastPublic = [`${who}: ${normalizeChoice(choice)}`, ...events.filter((e) => e.to === undefined).map((e) => `  · ${e.text}`)];
    }
    return true;
  }

  // ── play --table: the table tells what chance did ─────────────────────────────────────────────────────

  /** The setup's outcomes (the opening hands, who goes first), asked one by one; then the match begins. */
  private async tableSetup(): Promise<Match> {
    const { game, header } = this.o.setup!;
    const opening: ChanceOutcome[] = [];
    this.notesPrinted = 0;
    for (let q = setupQuestion(game, header, opening); q; q = setupQuestion(game, header, opening)) {
      const name = await this.askOutcome(q, opening, t().tableSetup);
      if (name !== undefined) opening.push(toldOutcome(q, name));
      else if (opening.pop()) this.tableNote = t().tableUndone;
      else this.tableNote = t().tableNothingTold;
    }
    return startTableMatch(game, header, opening);
  }

  /** The outcomes legal move `choice` needs beyond `told`, asked one by one; undefined when `undo` withdrew the move. */
  private async moveOutcomes(choice: string, who: string, told: ChanceOutcome[]): Promise<ChanceOutcome[] | undefined> {
    const heading = t().tableMove(who, normalizeChoice(choice));
    this.notesPrinted = 0;
    // A hand-off in the middle of the move (the next seat's draw) names this move, not the one before it.
    const shownBefore = this.lastPublic;
    if (this.o.input.interactive) this.lastPublic = [heading];
    for (let q = moveQuestion(this.match, choice, told); q; q = moveQuestion(this.match, choice, told)) {
      const name = await this.askOutcome(q, told, heading);
      if (name !== undefined) told.push(toldOutcome(q, name));
      else if (told.pop()) this.tableNote = t().tableUndone;
      else {
        this.tableNote = undefined;
        this.lastPublic = shownBefore;
        return undefined;
      }
    }
    return told;
  }

  /**
   * One question to the table: the answer (a candidate's name), or undefined for `undo`. At a terminal it is asked
   * on the screen of the seat it belongs to (askedSeat), after the hand-off when another seat has the screen, and
   * asked again after a bad answer. Piped, each question is printed as one line, as the prompt words it (nothing in
   * it is private: no card is named), so the output reads as the session went; a bad answer ends the game with
   * exit code 2, as an illegal move does.
   */
  private async askOutcome(q: ChanceQuestion, told: ChanceOutcome[], heading: string): Promise<string | undefined> {
    const players = this.header.players;
    if (!this.o.input.interactive) {
      // A note for everyone is printed once, before the first question that comes with it.
      const notes = (q.notes ?? []).filter((n) => n.to === undefined);
      for (const note of notes.slice(Math.min(this.notesPrinted, notes.length))) this.o.ctx.out(`  · ${note.text}`);
      this.notesPrinted = notes.length;
      this.o.ctx.out(questionText(q, players, told));
      const typed = await this.ask('', []);
      if (normalizeChoice(typed) === UNDO) return undefined;
      const answer = resolveAnswer(typed, q, this.game, players, Infinity);
      if ('name' in answer) return answer.name;
      throw new UserError(t().tableStdinBad((this.o.input as { lineNumber?: number }).lineNumber, answer.error), 2);
    }
    const seat = askedSeat(q, this.seats);
    if (seat !== undefined && this.screenSeat !== seat) {
      if (this.needsHandOff(seat)) await this.handOff(seat);
      this.screenSeat = seat;
    }
    const question = questionText(q, players, told);
    // What the table was told in this step (a hand shown and shuffled back) stays up while the step is told.
    const notes = (q.notes ?? []).filter((n) => n.to === undefined || n.to === this.screenSeat);
    const shown = toldSoFar(told, this.screenSeat, players, notes.map((n) => n.after), this.game);
    let error: string | undefined;
    // The question's own lines; a command's output (board, info…) stands in for them until the next Enter.
    const lines = () => [
      this.c.bold(heading),
      ...notes.map((n) => n.text),
      ...(this.tableNote ? [this.c.yellow(this.tableNote)] : []),
      ...(shown ? [t().tableSoFar(shown)] : []),
      ...(error ? [this.c.red(error)] : [q.pick === undefined ? t().tableHow(q.candidates.length) : t().tableHowPick]),
    ];
    this.say(lines());
    for (;;) {
      this.redraw = () => this.drawQuestion(question);
      this.redraw();
      const label = this.screenSeat === undefined ? '> ' : `${this.c.bold(this.name(this.screenSeat))} > `;
      const typed = (await this.ask(label, completions(q, players))).trim();
      if (typed === '') {
        if (this.hasMorePages()) this.messagePage++;
        else this.say(lines());
        continue;
      }
      const output = this.questionCommand(q, typed);
      if (output) {
        this.say([this.c.bold(heading), ...output]);
        continue;
      }
      this.tableNote = undefined;
      if (normalizeChoice(typed) === UNDO) { this.message = undefined; return undefined; }
      const answer = resolveAnswer(typed, q, this.game, players);
      if ('name' in answer) { this.message = undefined; return answer.name; }
      error = answer.error;
      this.say(lines());
    }
  }

  /**
   * A command typed at a question to the table, as at the move prompt (`board`, `info`, `history`, `help`, and
   * `moves` for the possible answers): its output, or undefined when `typed` is no command (an answer, or a
   * mistyped one). A possible answer spelt like a command is an answer. Nothing here answers the question.
   */
  private questionCommand(q: ChanceQuestion, typed: string): string[] | undefined {
    const word = typed.toLowerCase();
    if (q.candidates.some((c) => c.toLowerCase() === word)) return undefined;
    const verb = word.split(/\s+/)[0]!;
    const seat = this.screenSeat ?? null;
    if (word === 'help' || word === '?') return [...questionHelp(q, this.header.players), t().tableCommands, t().helpAlso(QUESTION_COMMANDS.join(', '), this.game.id)];
    if (word === 'moves') return this.possibleAnswers(q);
    if (word === 'board') return this.match ? this.wholeBoard(seat) : [t().tableNoBoard];
    if (word === 'history') return this.history.entries(seat).flatMap((entry) => entry.lines);
    if (verb === 'info') return this.info(seat, typed.slice(4).trim());
    return undefined;
  }

  /** `moves` at a question: the possible answers, each card with its name (who goes first: the players). */
  private possibleAnswers(q: ChanceQuestion): string[] {
    const players = this.header.players;
    if (q.pick !== undefined) return q.candidates.map((c) => `${padStartDisplay(c, 3)}${q.key === 'first' ? `  ${players[Number(c) - 1] ?? ''}` : ''}`);
    const names = new Map(this.game.cards.rows().map((r) => [r.id, r.name]));
    const columns = this.screen?.size().columns ?? 80;
    const width = moveColumnWidth(q.candidates, columns);
    return q.candidates.flatMap((c) => moveLines(c, names.get(c) ?? '', { columns, width, lead: '  ', style: (move) => this.c.bold(move) }));
  }

  /** The question screen: the board of the seat at the screen (none before setup is told), the step, the question. */
  private drawQuestion(question: string): void {
    if (this.match) {
      this.draw(this.screenSeat ?? null, question);
      return;
    }
    const screen = this.screen!;
    const size = screen.size();
    const columns = Math.max(20, size.columns);
    const asked = wrapLines(question, columns);
    screen.draw([...this.messageArea(Math.max(1, size.rows - 2 - asked.length), columns), '', ...asked]);
  }

  /**
   * `undo` at the table when the last move told cards: that move is taken back and its last card asked again (the
   * earlier ones stand), whoever made it, so a card typed wrong is corrected where it was told. False when the
   * last move told nothing (then the usual undo applies).
   */
  private tableUndo(): boolean {
    const last = this.match.moves[this.match.moves.length - 1];
    if (!last?.outcomes?.length || decisionOf(this.match).over) return false;
    const before = this.match;
    this.match = withoutLastMove(before);
    this.reopened = { before, seat: last.seat, choice: last.choice, told: last.outcomes.slice(0, -1) };
    this.tableNote = t().tableReopened(pileLabel(last.outcomes[last.outcomes.length - 1]!.key, this.header.players));
    this.history.forget(this.match.moves.length);
    return true;
  }

  /**
   * Piped play prints public lines at once (one shared stdout); at a terminal each seat gets its own history,
   * shown when that seat has the screen, so private events reach only their seat.
   */
  private share(choice: string, who: string, sentence: string, seen: string[], events: GameEvent[]): void {
    if (!this.o.input.interactive) {
      const visible = events.filter((e) => e.to === undefined || this.o.open);
      this.o.ctx.out([`${who}: ${choice} — ${sentence}`, ...visible.map((e) => `  · ${e.text}`)].join('\n'));
      return;
    }
    this.history.share({ move: this.match.moves.length - 1, who, choice, sentence: (seat) => seen[seat] ?? sentence, events });
  }

  /**
   * After `seat` resigned: when it left and the others play on, everyone reads who left and who plays on (piped:
   * printed; at a terminal: in every seat's history and on the hand-off screen).
   */
  private announceLeaving(seat: Seat): void {
    const text = leftText(this.match, seat);
    if (!text) return;
    if (!this.o.input.interactive) {
      this.o.ctx.out(text);
      return;
    }
    this.history.announce(this.match.moves.length - 1, text);
    this.lastPublic = [text];
  }

  /**
   * A failed save (a full disk, a removed folder) is told at once and after every move until a save works
   * again; the game goes on, and its end says whether the log is saved. The old log stays whole meanwhile. On the
   * play screen the warning stands above the events of every seat (a hand-off wipes anything printed).
   */
  private save(): void {
    if (!this.o.logPath) return;
    try {
      writeFileAtomic(this.o.logPath, writeLog(matchToLog(this.match)));
      if (this.unsaved) this.tell(this.c.green(t().logSavedAgain(this.shownLog)));
      this.unsaved = undefined;
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      this.tell(this.c.red(`cardref: ${this.unsaved ? t().logStillUnsaved(this.shownLog) : t().logSaveFailed(error.message)}`));
      this.unsaved = error.message;
    }
  }

  /** A save's news: on stderr when piped; on the play screen, the next draw's message. */
  private tell(line: string): void {
    if (!this.screen) {
      this.o.ctx.err(line);
      return;
    }
    const before = this.message;
    this.message = before ? { ...before, entries: (columns) => [...before.entries(columns), [line]] } : lineMessage([line]);
    // A hand-off may come before the next draw: its screen, which everyone reads, carries the news too.
    this.handOffNotes.push(line);
  }

  private board(seat: Seat | null): string {
    return renderBoard(this.c, this.game.render(this.game.view(this.match.state, seat)));
  }

  /** `board`: the board with no row limit (paged like any long output), at the screen's width. */
  private wholeBoard(seat: Seat | null, width = this.screen?.size().columns ?? 80): string[] {
    const columns = Math.max(20, width);
    const seen = this.game.view(this.match.state, seat);
    return layoutBoard(this.c, this.game.render(seen), { columns, rows: 10_000 }, this.game.boardKey?.(seen)).map((l) => fitLine(l, columns));
  }

  // ── the terminal screen ───────────────────────────────────────────────────────────────────────────────

  /** One screen for `seat`: its board, then its recent events or the last command's output, then `bottom`. */
  private draw(seat: Seat | null, bottom: string, prompt?: string): void {
    const screen = this.screen!;
    const size = screen.size();
    const columns = Math.max(20, size.columns);
    const bottomLines = wrapLines(bottom, columns);
    const messageLines = this.message ? this.messageEntries(columns).flat().length : 0;
    const budget = rowBudget(size, bottomLines.length, messageLines);
    const promptLines = bottomLines.length > budget.prompt
      ? [...bottomLines.slice(0, budget.prompt - 1), fitLine(`${bottomLines[budget.prompt - 1]!} ${bottomLines.slice(budget.prompt).join(' ')}`, columns)]
      : bottomLines;
    const seen = this.game.view(this.match.state, seat);
    const view = this.game.render(seen);
    const key = this.game.boardKey?.(seen);
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

  private eventArea(seat: Seat | null, rows: number, columns: number): string[] {
    const entries = this.history.entries(seat);
    // While the log lags behind the game, every seat's screen says so first.
    if (this.unsaved && rows > 1) {
      const warning = wrapLines(`cardref: ${t().logStillUnsaved(this.shownLog)}`, columns).slice(0, rows - 1).map((l) => this.c.red(l));
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

  private hasMorePages(): boolean {
    return this.message !== undefined && this.messagePage + 1 < this.messagePages;
  }

  /** A command's output of plain lines (help, info, an error): the pager counts lines. */
  private say(lines: string | string[]): void {
    this.show(lineMessage(Array.isArray(lines) ? lines : lines.split('\n')));
  }

  private show(message: Message): void {
    this.message = message;
    this.messagePage = 0;
  }

  private needsHandOff(seat: Seat): boolean {
    if (this.o.open || this.humans().length < 2 || this.screenSeat === seat) return false;
    return this.game.privateViews !== false || Boolean(this.o.handoff);
  }

  private async handOff(seat: Seat): Promise<void> {
    const screen = this.screen!;
    // The screen and the scrollback go before anything of the next seat is drawn; the input's history of typed
    // lines goes too (Up would recall them).
    screen.wipe();
    this.o.input.suspend();
    const text = this.c.bold(t().handOff(this.name(seat), seat + 1));
    const columns = Math.max(20, screen.size().columns);
    const shown = [...this.lastPublic, ...this.handOffNotes];
    this.handOffNotes = [];
    this.redraw = () => { screen.draw(shown.flatMap((l) => wrapLines(l, columns)).slice(-(screen.size().rows - 2))); };
    this.redraw();
    await this.ask(text, []);
    screen.wipe();
  }

  /**
   * A bot's move. A search runs in slices of about 80 ms: between them the indicator ticks (in place, on the play
   * screen only) and the event loop runs, so Ctrl+C or SIGTERM is not kept waiting for a long think.
   */
  private async botChoice(seat: Seat, bot: Bot, ctx: DecideContext): Promise<string> {
    const search = bot.search?.(ctx);
    this.showThinking(seat, bot);
    if (bot.decideAsync) return bot.decideAsync(ctx, this.interrupt.signal);
    if (!search) return bot.decide(ctx);
    const text = t().botThinking(t().botPlayer(this.name(seat), bot.kind));
    const started = Date.now();
    return (await searchSliced(search, () => this.tickThinking(text, started), this.interrupt.signal)).choice;
  }

  /** `P2 (normal bot) is thinking… 1.2s`, redrawn in place. */
  private thinkingLine(text: string, ms: number): string {
    const columns = Math.max(20, this.screen?.size().columns ?? 80);
    return this.c.dim(fitLine(`${text} ${(ms / 1000).toFixed(1)}s`, columns));
  }

  private tickThinking(text: string, started: number): void {
    this.screen?.redrawLastLine(this.thinkingLine(text, Date.now() - started));
  }

  /** `hint`: the hard bot's pick for the seat to move, searched from that seat's view only. */
  private async hint(seat: Seat, decision: Decision & { over: false }): Promise<string> {
    if (decision.choices.length === 1) return t().hintOnlyMove(decision.choices[0]!);
    const ctx = { game: this.game, state: this.match.state, decision, seats: this.seats, match: this.match };
    const started = Date.now();
    const { line } = await analyse(ctx, this.match.header.seed, this.match.moves.length, analysisBudget(this.match.game, this.o.hintBudget), {
      started: () => { if (this.screen) this.draw(seat, this.thinkingLine(t().hintThinking, 0)); },
      slice: () => this.tickThinking(t().hintThinking, started),
      signal: this.interrupt.signal,
    });
    return line;
  }

  private showThinking(seat: Seat, bot: Bot): void {
    if (!this.screen || bot.kind === 'random') return;
    const line = this.thinkingLine(t().botThinking(t().botPlayer(this.name(seat), bot.kind)), 0);
    // The human who had the screen keeps seeing their own view while the bot thinks; nobody else's.
    if (this.screenSeat !== undefined && !this.needsHandOff(seat)) this.draw(this.screenSeat, line);
    else this.screen.draw([line]);
  }

  private promptText(seat: Seat, decision: Decision & { over: false }): string {
    return `${this.c.bold(t().decides(this.name(seat), seat + 1))} · ${decision.prompt}`;
  }

  private async askTerminal(seat: Seat): Promise<number | undefined> {
    if (this.screenSeat !== seat) {
      if (this.needsHandOff(seat)) await this.handOff(seat);
      this.screenSeat = seat;
      this.message = undefined;
    }
    for (;;) {
      const decision = decisionOf(this.match);
      if (decision.over || decision.seat !== seat) return undefined;
      const label = `${this.c.bold(this.name(seat))} > `;
      this.redraw = () => this.draw(seat, this.promptText(seat, decision), decision.prompt);
      this.redraw();
      const typed = (await this.ask(label, [...decision.choices, ...COMMANDS])).trim();
      const word = typed.toLowerCase();
      if (word === '') {
        if (this.hasMorePages()) this.messagePage++;
        else this.message = undefined;
        continue;
      }
      const verb = word.split(/\s+/)[0]!;
      if (word === 'moves') { this.show({ entries: (columns) => this.movesText(columns), unit: 'moves' }); continue; }
      if (word === 'help' || word === '?') {
        const key = this.game.boardKey?.(this.game.view(this.match.state, seat)) ?? [];
        this.say([...this.helpText(decision.prompt, decision.choices).split('\n'), ...boardHelpLines(this.c, key, this.screen?.size().columns ?? 80)]);
        continue;
      }
      if (word === 'board') { this.show({ entries: (columns) => this.wholeBoard(seat, columns).map((l) => [l]), unit: 'lines', full: true }); continue; }
      if (word === 'history') { this.show(this.historyMessage(seat)); continue; }
      if (word === 'hint' && !decision.choices.includes(word)) { this.say(await this.hint(seat, decision)); continue; }
      if (verb === 'info' && !decision.choices.includes(word)) { this.say(this.info(seat, typed.slice(4).trim())); continue; }
      if (word === 'undo') {
        if (this.o.table && this.tableUndo()) return undefined;
        this.undo(false);
        continue;
      }
      if (word === 'back' && !decision.choices.includes(word)) { this.undo(true); continue; }
      if (word === RESIGN) {
        this.say([]);
        this.draw(seat, t().resignConfirm(this.name(seat), resignLeaves(this.match, seat)));
        const sure = await this.ask('> ', t().yesNo);
        this.message = undefined;
        if (t().yesWords.includes(sure.trim().toLowerCase())) {
          resign(this.match, seat);
          this.save();
          this.announceLeaving(seat);
          return undefined;
        }
        continue;
      }
      let choice = typed;
      if (word === 'pick') {
        choice = await this.pick(decision.choices);
      } else if (/^\d+$/.test(word)) {
        const n = Number(word);
        if (n < 1 || n > decision.choices.length) { this.say(this.c.red(t().moveCount(decision.choices.length))); continue; }
        choice = decision.choices[n - 1]!;
      }
      try {
        const done = await this.apply(choice, this.name(seat));
        this.message = undefined;
        if (!done) this.say(this.c.yellow(t().tableWithdrawn));
        return undefined;
      } catch (error) {
        if (!(error instanceof IllegalChoiceError)) throw error;
        this.say(this.illegalText(typed, decision.choices, error.reason));
      }
    }
  }

  private async askLine(seat: Seat): Promise<number | undefined> {
    const decision = decisionOf(this.match);
    if (decision.over) return undefined;
    const typed = await this.ask('', []);
    if (normalizeChoice(typed) === 'hint' && !decision.choices.includes('hint')) {
      this.o.ctx.out(await this.hint(seat, decision));
      return undefined;
    }
    if (normalizeChoice(typed) === RESIGN) {
      resign(this.match, seat);
      this.save();
      this.announceLeaving(seat);
      return undefined;
    }
    if (this.o.table && normalizeChoice(typed) === UNDO && !decision.choices.includes(UNDO)) {
      if (this.tableUndo()) return undefined;
      this.match = undoLast(this.match);
      this.save();
      return undefined;
    }
    try {
      await this.apply(typed, this.name(seat));
      return undefined;
    } catch (error) {
      if (!(error instanceof IllegalChoiceError)) throw error;
      const line = (this.o.input as { lineNumber?: number }).lineNumber;
      this.o.ctx.err(`cardref: ${t().stdinIllegal(line, quote(typed), this.name(seat), decision.prompt)}`);
      if (error.reason) this.o.ctx.err(`  ${t().illegalBecause(error.reason).trim()}`);
      this.o.ctx.err(`  ${t().legalNow(decision.choices.join(' | '))}`);
      return 2;
    }
  }

  /** `undo` takes back the last move; `back` every step of the move in progress. */
  private undo(wholeMove: boolean): void {
    try {
      let steps = 1;
      if (wholeMove) ({ match: this.match, steps } = undoMove(this.match));
      else this.match = undoLast(this.match);
      // Nobody should later read about a move that no longer happened.
      this.history.forget(this.match.moves.length);
      this.save();
      this.say(this.c.yellow(wholeMove ? t().wentBack(steps) : t().tookBack));
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      this.say(this.c.red(error.message));
    }
  }

  /** `info`: a card's text. A card named by its place needs the board and a seat (not at a question before setup). */
  private info(seat: Seat | null, text: string): string[] {
    if (text === '') return [t().infoUsage];
    const place = parseCardRef(text.toLowerCase().split(/\s+/), seat ?? 0, this.seats);
    if (place && (!this.match || seat === null)) return [t().tableInfoByName];
    const found = findCard(this.game, this.match?.state, seat ?? 0, this.seats, text);
    if ('row' in found) return cardLines(this.game, found.row, Math.max(20, this.screen?.size().columns ?? terminalWidth()));
    if ('unknown' in found) return [this.c.red(t().infoUnknown(found.unknown, found.hint))];
    return [this.c.red(t().infoNoCard(text)), t().infoUsage];
  }

  private async pick(choices: string[]): Promise<string> {
    const rows = this.screen?.size().rows ?? 24;
    // The list has the whole screen; a resize while it is open is the list's to handle.
    this.redraw = undefined;
    this.screen?.draw([]);
    this.o.input.suspend();
    const { select } = await import('@inquirer/prompts');
    const columns = this.screen?.size().columns ?? terminalWidth();
    // Each choice is pre-wrapped by words past inquirer's "❯ " (inquirer would break a long line inside a word).
    const layout = { columns, width: moveColumnWidth(choices, columns), prefix: 2 };
    try {
      return await select({
        message: t().pickTitle,
        choices: choices.map((c) => ({ name: moveLines(c, this.game.describe(this.match.state, c), layout).join('\n'), value: c, short: c })),
        pageSize: Math.max(5, rows - 4),
        theme: selectTheme(this.c),
      }, { signal: this.interrupt.signal });
    } catch (error) {
      throw this.interrupt.fromPrompt(error);
    }
  }

  /** `history`: every move the seat has seen, from the first, with its events. */
  private historyMessage(seat: Seat): Message {
    const entries = this.history.entries(seat).map((entry) => entry.lines);
    return { entries: () => (entries.length > 0 ? entries : [[t().historyEmpty]]), unit: 'moves' };
  }

  /** `moves`: each legal move with its meaning (one entry each, however many lines it wraps to). */
  private movesText(columns: number): string[][] {
    const decision = decisionOf(this.match);
    if (decision.over) return [];
    const width = moveColumnWidth(decision.choices, columns);
    return decision.choices.map((c, i) => moveLines(c, this.game.describe(this.match.state, c),
      { columns, width, lead: `${padStartDisplay(String(i + 1), 3)}. `, style: (move) => this.c.bold(move) }));
  }

  /** `help`: each kind of move legal now (its first word), how many there are, and one example with its meaning. */
  private helpText(prompt: string, choices: string[]): string {
    const kinds = new Map<string, string[]>();
    for (const choice of choices) {
      const verb = choice.split(' ')[0]!;
      kinds.set(verb, [...(kinds.get(verb) ?? []), choice]);
    }
    const width = Math.max(...[...kinds.keys()].map((verb) => displayWidth(verb)));
    const lines = [...kinds].flatMap(([verb, all]) => {
      const example = all[0]!;
      // A game with a move table also says how every move of the kind is written (unless that is the example).
      const usage = this.game.moves?.usage(verb);
      const topic = this.game.moves?.topic(example) ?? '';
      return [
        `  ${this.c.bold(padEndDisplay(verb, width))}  ${t().helpKind(all.length, example, this.game.describe(this.match.state, example))}`,
        ...(usage && usage !== example ? [`  ${' '.repeat(width)}  ${this.c.dim(t().helpForm(usage, topic))}`] : []),
      ];
    });
    return [
      `${this.c.bold(t().helpNow)}${prompt}`,
      t().helpKinds,
      ...lines,
      t().helpHowTo,
      t().helpAlso(COMMANDS.join(', '), this.game.id),
    ].join('\n');
  }

  private illegalText(typed: string, legal: string[], reason: string | undefined): string {
    const word = normalizeChoice(typed).split(' ')[0] ?? '';
    const close = legal.filter((c) => c.startsWith(word));
    const shown = (close.length > 0 ? close : legal).slice(0, 12);
    const more = (close.length > 0 ? close : legal).length - shown.length;
    const label = close.length > 0 ? t().legalLikeIt : t().legalNowLabel;
    const hint = suggestMove(normalizeChoice(typed), [...legal, ...COMMANDS]);
    return this.c.red(t().illegalMove(quote(typed))) + (reason ? t().illegalBecause(reason) : '') + (hint ? t().didYouMean(hint) : '') +
      `\n${label}${shown.join(' | ')}${more > 0 ? ` ${t().moreMoves(more)}` : ''}`;
  }

  private finish(): number {
    const decision = decisionOf(this.match);
    if (!decision.over) return 0;
    this.save();
    this.leaveScreen();
    this.o.ctx.out(this.board(null));
    this.o.ctx.out(this.c.bold(t().gameOver(t().result(decision.result, this.match.header.players))));
    if (this.unsaved) return this.notSaved(1);
    if (this.o.logPath) this.o.ctx.out(this.c.dim(t().logSaved(this.shownLog)));
    // At the table the cards, not the seed, dealt the game.
    if (!this.o.table) this.o.ctx.out(this.c.dim(t().seedWas(this.match.header.seed)));
    return 0;
  }

  /** The end of a game whose log could not be saved: said plainly, and never exit 0, so a script notices. */
  private notSaved(code: number): number {
    this.o.ctx.err(this.c.red(`cardref: ${t().logNotSavedEnd(this.shownLog, this.unsaved!)}`));
    return code;
  }

  private aborted(error: AbortedError): number {
    // A table move being told again is saved as it was before its `undo`; before setup is told there is no log.
    if (this.reopened) this.match = this.reopened.before;
    const piped = error.endOfInput && !this.o.input.interactive;
    const stopCode = SIGNAL_EXIT_CODES[error.signal];
    // Stopped before anything happened (no move; at the table, no card told either): no log is written.
    const nothingYet = this.match && this.match.moves.length === 0 && !(this.o.table && this.match.opening?.length);
    if (!this.match || (nothingYet && !piped)) {
      this.leaveScreen();
      if (piped) this.o.ctx.out(t().inputEnded(0, ''));
      else this.o.ctx.err(t().abortedNothingSaved);
      return piped ? 0 : stopCode;
    }
    this.save();
    this.leaveScreen();
    if (this.unsaved) return this.notSaved(piped ? 1 : stopCode);
    // A table game goes on at the table: the hint says so.
    const where = this.o.logPath ? t().resumeHint(this.game.id, this.o.table ? `${this.shownLog} --table` : this.shownLog) : '';
    if (piped) {
      this.o.ctx.out(t().inputEnded(this.match.moves.length, where));
      return 0;
    }
    this.o.ctx.err(t().abortedLine(where));
    return stopCode;
  }
}

const lineMessage = (lines: string[]): Message => ({ entries: () => lines.map((line) => [line]), unit: 'lines' });

function toldOutcome(q: ChanceQuestion, name: string): ChanceOutcome {
  return q.to === undefined ? { key: q.key, name } : { key: q.key, name, to: q.to };
}
