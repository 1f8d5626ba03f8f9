/**
 * The hotseat loop: ask whoever decides (a person at the terminal, a line of stdin, or a bot), apply the move,
 * autosave the log, repeat until the game ends. Each person only ever sees their own seat's view.
 *
 * The parts: the screen of the seat at the terminal (seat-screen.ts), the move prompt and the piped reader
 * (move-prompt.ts), which share one table of prompt commands (prompt-commands.ts), and the dialogue with a table
 * of real cards (table-session.ts). This file keeps the match, applies moves, saves the log and says how it ended.
 */
import { DeciderForfeit, type DecideContext } from '../../engine/deciders.js';
import { analyse, analysisBudget, searchSliced } from '../analysis.js';
import { UserError } from '../../engine/errors.js';
import type { ChanceOutcome } from '../../engine/chance.js';
import type { AnyGame, Decision, GameEvent, Seat } from '../../engine/game.js';
import { writeLog, type LogHeader } from '../../engine/log.js';
import { showControls } from '../../engine/visible.js';
import { decisionOf, describeLegal, matchToLog, normalizeChoice, playChoice, resign, undoLast, undoMove, type Match } from '../../engine/match.js';
import { t } from '../i18n/index.js';
import { writeFileAtomic } from '../io.js';
import { renderBoard } from '../ui/tables.js';
import { AbortedError, type MoveInput } from './inputs.js';
import { Interrupt, SIGNAL_EXIT_CODES } from './interrupt.js';
import { leftText, SeatHistories } from './history.js';
import { askLine, askTerminal } from './move-prompt.js';
import { SeatScreen, type ScreenHost, type SeenBoard } from './seat-screen.js';
import { DecisionWithdrawn, type Bot, type SessionOptions } from './session-options.js';
import { TableSession } from './table-session.js';
import { OpenQuestion } from './open-question.js';

export type { Bot, SessionOptions };

export class Session implements ScreenHost {
  /** The game as it stands; undefined only while a table game's setup is told. */
  match!: Match;
  /** What each seat has seen happen, at a terminal (piped play prints every line at once). */
  readonly history: SeatHistories;
  readonly screen: SeatScreen;
  /** `play --table`: the questions to the table. */
  readonly table: TableSession | undefined;
  /** Why the last save failed, while the log on disk lags behind the game. */
  unsaved: string | undefined;
  readonly interrupt: Interrupt;

  /** The game as it stands (after `run`, as it was left: over, or stopped to be resumed). */
  get currentMatch(): Match {
    return this.match;
  }

  boardOf(seat: Seat | null): SeenBoard {
    const seen = this.game.view(this.match.state, seat);
    return { board: this.game.render(seen), key: this.game.boardKey?.(seen) };
  }

  constructor(readonly o: SessionOptions) {
    if (o.match) this.match = o.match;
    else if (!o.setup) throw new Error('Session needs a match or a table setup');
    this.interrupt = o.interrupt ?? new Interrupt();
    this.screen = new SeatScreen(this);
    this.table = o.table ? new TableSession(this) : undefined;
    // A resumed game: each seat's history is what it saw of the moves already played.
    const played = o.input.interactive && o.match && o.match.moves.length > 0;
    this.history = played ? SeatHistories.fromMatch(o.match!, (seat) => this.moverLabel(seat), o.open) : new SeatHistories(this.seats, o.open);
  }

  get game(): AnyGame { return this.match?.game ?? this.o.setup!.game; }
  get header(): LogHeader { return this.match?.header ?? this.o.setup!.header; }
  get colors() { return this.o.ctx.colors; }
  get input(): MoveInput { return this.o.input; }
  get seats() { return this.header.players.length; }
  /** The log's path as the terminal shows it: a path the user typed is outside text (controls made visible). */
  get shownLog(): string { return showControls(this.o.logPath ?? ''); }
  name(seat: Seat): string { return this.header.players[seat]!; }
  /** How a mover is named in the history: a bot says so; a seat played from another terminal is its player's name. */
  private moverLabel(seat: Seat, bot = this.o.bots.get(seat)): string {
    return bot && !bot.remote ? t().botPlayer(this.name(seat), bot.kind) : this.name(seat);
  }
  /** The question at the terminal, while one is open, so that `withdrawQuestion` can take it away. */
  private readonly question = new OpenQuestion();
  private humans(): Seat[] { return this.header.players.map((_, s) => s).filter((s) => !this.o.bots.has(s)); }

  needsHandOff(seat: Seat): boolean {
    if (this.o.open || this.humans().length < 2 || this.screen.seat === seat) return false;
    return this.game.privateViews !== false || Boolean(this.o.handoff);
  }

  async run(): Promise<number> {
    const c = this.colors;
    // The seed rebuilds every hidden card: it is shown only with open hands (or at the end, by finish()). The log
    // path is told at the end too.
    const header = t().sessionHeader(this.game.name, this.o.open && !this.o.table ? this.header.seed : undefined, undefined);
    this.o.ctx.out(c.dim(this.o.table ? `${header} · ${t().tableHeader}` : header));
    this.interrupt.listen();
    this.o.input.onInterrupt?.(() => this.interrupt.raise('SIGINT'));
    if (this.o.input.interactive) this.screen.enter(this.o.screen);
    try {
      if (!this.match) {
        this.match = await this.table!.setup();
        this.o.listener?.setupTold?.();
      }
      for (;;) {
        this.interrupt.check();
        const reopened = this.table?.reopened;
        if (reopened) {
          const done = await this.apply(reopened.choice, this.name(reopened.seat), reopened.told);
          this.table!.reopened = undefined;
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
            if (error instanceof DecisionWithdrawn) continue;
            if (!(error instanceof DeciderForfeit)) throw error;
            // A bot that cannot answer loses the game; the log says why.
            this.tell(`cardref: ${error.shown}`);
            this.resign(decision.seat, error.message);
            continue;
          }
          await this.apply(choice, this.moverLabel(decision.seat, bot));
          // Between bots' moves the event loop runs, so that Ctrl+C or a signal raises the interrupt checked here
          // (a game of bots only would otherwise never stop).
          await new Promise((resolve) => setImmediate(resolve));
          this.interrupt.check();
          continue;
        }
        if (this.o.input.interactive) {
          try {
            await askTerminal(this, decision.seat);
          } catch (error) {
            if (!(error instanceof DecisionWithdrawn)) throw error;
          }
        } else {
          const code = await askLine(this, decision.seat);
          if (code !== undefined) return code;
        }
      }
    } catch (error) {
      if (error instanceof AbortedError) return this.aborted(error);
      throw error;
    } finally {
      // Before anything is printed about how it ended (a crash's message included): the normal screen is back.
      this.screen.leave();
      this.o.input.close();
      if (!this.o.interrupt) this.interrupt.release();
    }
  }

  /** A question at the prompt; `AbortedError` as soon as Ctrl+C or a stop signal comes. */
  ask(prompt: string, completions: string[]): Promise<string> {
    return this.question.ask(this.interrupt.race(this.o.input.ask(prompt, completions)));
  }

  /**
   * The question open at the terminal is no longer asked (the game changed elsewhere: `cardref host`'s remote seats):
   * it rejects with `DecisionWithdrawn` and the prompt is closed; nothing happens when no question is open.
   */
  withdrawQuestion(): void {
    this.question.withdraw(() => this.o.input.suspend());
  }

  /**
   * Apply a move, autosave, share its events. At the table the move's chance outcomes are asked first (`told`:
   * those already given); false when `undo` withdrew the move before it was complete.
   */
  async apply(choice: string, who: string, told?: ChanceOutcome[]): Promise<boolean> {
    // Checked before it is described: games describe only legal moves. Each seat reads the move as it may know it
    // (a trap set face down is "card 3" to the others; open hands show everyone the mover's own description).
    const decision = decisionOf(this.match);
    const mover = decision.over ? undefined : decision.seat;
    const sentence = (viewer: Seat | null) => describeLegal(this.match, choice, this.o.open || viewer === mover ? undefined : viewer, decision);
    // Piped play has one shared stdout: it reads moves as a spectator would.
    const spectator = sentence(null);
    const seen = this.o.input.interactive ? this.match.header.players.map((_, seat) => sentence(seat)) : [];
    // A listener (the host's remote seats) reads every seat's sentence, piped or not.
    const sentenceBefore = this.o.listener && !this.o.input.interactive ? this.match.header.players.map((_, seat) => sentence(seat)) : [];
    let outcomes: ChanceOutcome[] | undefined;
    if (this.table) {
      outcomes = await this.table.moveOutcomes(choice, who, told ?? []);
      if (!outcomes) return false;
    }
    const events = playChoice(this.match, choice, undefined, outcomes ? { outcomes } : undefined);
    // Saved before anything is printed: a move the user saw accepted is always in the log.
    this.save();
    this.share(normalizeChoice(choice), who, spectator, seen, events);
    if (this.o.listener && mover !== undefined) {
      const sentences = this.match.header.players.map((_, seat) => seen[seat] ?? sentenceBefore[seat]!);
      this.o.listener.moved({ mover, choice: normalizeChoice(choice), sentences, spectator, events });
    }
    if (this.o.input.interactive) {
      // The hand-off screen is read by both players: the move's text and its public events, no description.
      this.screen.lastPublic = [`${who}: ${normalizeChoice(choice)}`, ...events.filter((e) => e.to === undefined).map((e) => `  · ${e.text}`)];
    }
    return true;
  }

  /**
   * `undo` takes back the last move; `back` every step of the move in progress. What was done, to be shown; a
   * `UserError` saying why when the rules refuse (nothing changed then).
   */
  takeBack(wholeMove: boolean): string {
    let steps = 1;
    if (wholeMove) ({ match: this.match, steps } = undoMove(this.match));
    else this.match = undoLast(this.match);
    // Nobody should later read about a move that no longer happened.
    this.history.forget(this.match.moves.length);
    this.save();
    const decision = decisionOf(this.match);
    if (!decision.over) this.o.listener?.undone(decision.seat);
    return wholeMove ? t().wentBack(steps) : t().tookBack;
  }

  /** `seat` resigns (a bot that could not answer: `why`); the log is saved and the others are told. */
  resign(seat: Seat, why?: string): void {
    resign(this.match, seat, why);
    this.save();
    this.announceLeaving(seat);
    this.o.listener?.resigned(seat);
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
    this.screen.lastPublic = [text];
  }

  /**
   * A failed save (a full disk, a removed folder) is told at once and after every move until a save works
   * again; the game goes on, and its end says whether the log is saved. The old log stays whole meanwhile. On the
   * play screen the warning stands above the events of every seat (a hand-off wipes anything printed).
   */
  save(): void {
    if (!this.o.logPath) return;
    const c = this.colors;
    try {
      writeFileAtomic(this.o.logPath, writeLog(matchToLog(this.match)));
      if (this.unsaved) this.tell(c.green(t().logSavedAgain(this.shownLog)));
      this.unsaved = undefined;
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      this.tell(c.red(`cardref: ${this.unsaved ? t().logStillUnsaved(this.shownLog) : t().logSaveFailed(error.message)}`));
      this.unsaved = error.message;
    }
  }

  /** A save's news: on stderr when piped; on the play screen, the next draw's message. */
  private tell(line: string): void {
    this.screen.tell(line, this.o.ctx.err);
  }

  /**
   * A bot's move. A search runs in slices of about 80 ms: between them the indicator ticks (in place, on the play
   * screen only) and the event loop runs, so Ctrl+C or SIGTERM is not kept waiting for a long think.
   */
  private async botChoice(seat: Seat, bot: Bot, ctx: DecideContext): Promise<string> {
    const search = bot.search?.(ctx);
    const text = t().botThinking(this.moverLabel(seat, bot));
    if (bot.kind !== 'random') this.screen.showThinking(seat, text);
    if (bot.decideAsync) return bot.decideAsync(ctx, this.interrupt.signal);
    if (!search) return bot.decide(ctx);
    const started = Date.now();
    return (await searchSliced(search, () => this.screen.tickThinking(text, started), this.interrupt.signal)).choice;
  }

  /** `hint`: the hard bot's pick for the seat to move, searched from that seat's view only. */
  async hint(seat: Seat, decision: Decision & { over: false }): Promise<string> {
    if (decision.choices.length === 1) return t().hintOnlyMove(decision.choices[0]!);
    const ctx = { game: this.game, state: this.match.state, decision, seats: this.seats, match: this.match };
    const started = Date.now();
    const { screen } = this;
    const { line } = await analyse(ctx, this.match.header.seed, this.match.moves.length, analysisBudget(this.match.game, this.o.hintBudget), {
      started: () => { if (screen.active) screen.draw(seat, screen.thinkingLine(t().hintThinking, 0)); },
      slice: () => screen.tickThinking(t().hintThinking, started),
      signal: this.interrupt.signal,
    });
    return line;
  }

  private finish(): number {
    const c = this.colors;
    const decision = decisionOf(this.match);
    if (!decision.over) return 0;
    this.save();
    this.screen.leave();
    this.o.ctx.out(renderBoard(c, this.game.render(this.game.view(this.match.state, null))));
    this.o.ctx.out(c.bold(t().gameOver(t().result(decision.result, this.match.header.players))));
    if (this.unsaved) return this.notSaved(1);
    if (this.o.logPath) this.o.ctx.out(c.dim(t().logSaved(this.shownLog)));
    // At the table the cards, not the seed, dealt the game.
    if (!this.o.table) this.o.ctx.out(c.dim(t().seedWas(this.match.header.seed)));
    return 0;
  }

  /** The end of a game whose log could not be saved: said plainly, and never exit 0, so a script notices. */
  private notSaved(code: number): number {
    this.o.ctx.err(this.colors.red(`cardref: ${t().logNotSavedEnd(this.shownLog, this.unsaved!)}`));
    return code;
  }

  private aborted(error: AbortedError): number {
    // A table move being told again is saved as it was before its `undo`; before setup is told there is no log.
    if (this.table?.reopened) this.match = this.table.reopened.before;
    const piped = error.endOfInput && !this.o.input.interactive;
    const stopCode = SIGNAL_EXIT_CODES[error.signal];
    // Stopped before anything happened (no move; at the table, no card told either): no log is written.
    const nothingYet = this.match && this.match.moves.length === 0 && !(this.o.table && this.match.opening?.length);
    if (!this.match || (nothingYet && !piped)) {
      this.screen.leave();
      if (piped) this.o.ctx.out(t().inputEnded(0, ''));
      else this.o.ctx.err(t().abortedNothingSaved);
      return piped ? 0 : stopCode;
    }
    this.save();
    this.screen.leave();
    if (this.unsaved) return this.notSaved(piped ? 1 : stopCode);
    // A table game goes on at the table: the hint says so.
    const where = this.o.logPath ? t().resumeHint(this.game.id, this.o.table ? `${this.shownLog} --table` : this.shownLog, this.o.command) : '';
    if (piped) {
      this.o.ctx.out(t().inputEnded(this.match.moves.length, where));
      return 0;
    }
    this.o.ctx.err(t().abortedLine(where));
    return stopCode;
  }
}
