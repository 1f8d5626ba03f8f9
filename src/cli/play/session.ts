/**
 * The hotseat loop: ask whoever decides (a person at the terminal, a line of stdin, or a bot), apply the move,
 * autosave the log, repeat until the game ends. Each person only ever sees their own seat's view.
 */
import { DeciderForfeit, type SyncDecider } from '../../engine/deciders.js';
import { IllegalChoiceError, quote, UserError } from '../../engine/errors.js';
import type { GameEvent, Seat } from '../../engine/game.js';
import { writeLog } from '../../engine/log.js';
import { decisionOf, describeLegal, matchToLog, normalizeChoice, playChoice, resign, RESIGN, undoLast, type Match } from '../../engine/match.js';
import { t } from '../i18n/index.js';
import { writeFileAtomic } from '../io.js';
import type { CliContext } from '../main.js';
import { renderBoard } from '../ui/tables.js';
import { selectTheme } from '../ui/select-theme.js';
import { displayWidth, padEndDisplay, padStartDisplay } from '../ui/width.js';
import { AbortedError, type MoveInput } from './inputs.js';

export interface Bot {
  kind: string;
  decide: SyncDecider;
  /** Let go of what the bot holds (an external bot's program). */
  close?(): void;
}

export interface SessionOptions {
  ctx: CliContext;
  match: Match;
  bots: Map<Seat, Bot>;
  input: MoveInput;
  logPath?: string;
  /** Open hands: no hand-off screen, every seat's private events shown. */
  open: boolean;
}

const COMMANDS = ['moves', 'help', 'board', 'pick', 'undo', RESIGN];

export class Session {
  private match: Match;
  /** Lines each seat has not seen yet, tagged with the move they came from (so an undone move can be withdrawn). */
  private readonly pending = new Map<Seat, { move: number; text: string }[]>();
  private screenSeat: Seat | undefined;

  constructor(private readonly o: SessionOptions) {
    this.match = o.match;
  }

  private get game() { return this.match.game; }
  private get c() { return this.o.ctx.colors; }
  private name(seat: Seat): string { return this.match.header.players[seat]!; }
  private humans(): Seat[] { return this.match.header.players.map((_, s) => s).filter((s) => !this.o.bots.has(s)); }

  async run(): Promise<number> {
    this.o.ctx.out(this.c.dim(t().sessionHeader(this.game.name, this.match.header.seed, this.o.logPath)));
    try {
      for (;;) {
        const decision = decisionOf(this.match);
        if (decision.over) return this.finish();
        const bot = this.o.bots.get(decision.seat);
        if (bot) {
          let choice: string;
          try {
            choice = bot.decide({ game: this.game, state: this.match.state, decision, seats: this.match.header.players.length, match: this.match });
          } catch (error) {
            if (!(error instanceof DeciderForfeit)) throw error;
            // A bot that cannot answer loses the game; the log says why.
            this.o.ctx.err(`cardref: ${error.shown}`);
            resign(this.match, decision.seat, error.message);
            this.save();
            continue;
          }
          this.apply(choice, t().botPlayer(this.name(decision.seat), bot.kind));
          continue;
        }
        const done = this.o.input.interactive ? await this.askTerminal(decision.seat) : await this.askLine(decision.seat);
        if (done !== undefined) return done;
      }
    } catch (error) {
      if (error instanceof AbortedError) return this.aborted(error);
      throw error;
    } finally {
      this.o.input.close();
    }
  }

  /** Apply a move, autosave, share its events. */
  private apply(choice: string, who: string): void {
    // Checked before it is described: games describe only legal moves.
    const sentence = describeLegal(this.match, choice);
    const events = playChoice(this.match, choice);
    // Saved before anything is printed: a move the user saw accepted is always in the log.
    this.save();
    this.share(`${who}: ${normalizeChoice(choice)} — ${sentence}`, events);
  }

  /**
   * Piped play prints public lines at once (one shared stdout); at a terminal each seat gets its own queue,
   * shown when that seat next has the screen, so private events reach only their seat.
   */
  private share(line: string, events: GameEvent[]): void {
    if (!this.o.input.interactive) {
      const visible = events.filter((e) => e.to === undefined || this.o.open);
      this.o.ctx.out([line, ...visible.map((e) => `  · ${e.text}`)].join('\n'));
      return;
    }
    const move = this.match.moves.length - 1;
    for (let seat = 0; seat < this.match.header.players.length; seat++) {
      const lines = this.pending.get(seat) ?? [];
      lines.push({ move, text: line });
      for (const e of events) if (e.to === undefined || e.to === seat || this.o.open) lines.push({ move, text: `  · ${e.text}` });
      this.pending.set(seat, lines.slice(-40));
    }
  }

  private flush(seat: Seat): void {
    const lines = this.pending.get(seat) ?? [];
    if (lines.length > 0) this.o.ctx.out(lines.map((l) => l.text).join('\n'));
    this.pending.set(seat, []);
  }

  private save(): void {
    if (this.o.logPath) writeFileAtomic(this.o.logPath, writeLog(matchToLog(this.match)));
  }

  private board(seat: Seat | null): string {
    return renderBoard(this.c, this.game.render(this.game.view(this.match.state, seat)));
  }

  private async handOff(seat: Seat): Promise<void> {
    if (this.o.open || this.humans().length < 2 || this.screenSeat === seat) return;
    process.stdout.write('\x1b[2J\x1b[H');
    await this.o.input.ask(this.c.bold(t().handOff(this.name(seat), seat + 1)), []);
    process.stdout.write('\x1b[2J\x1b[H');
  }

  private async askTerminal(seat: Seat): Promise<number | undefined> {
    if (this.screenSeat !== seat) {
      await this.handOff(seat);
      this.screenSeat = seat;
      this.o.ctx.out(this.board(seat));
      this.flush(seat);
    } else this.flush(seat);
    for (;;) {
      const decision = decisionOf(this.match);
      if (decision.over || decision.seat !== seat) return undefined;
      const label = this.c.bold(`${this.name(seat)}`);
      const typed = (await this.o.input.ask(`${decision.prompt}\n${label} > `, [...decision.choices, ...COMMANDS])).trim();
      const word = typed.toLowerCase();
      if (word === '') continue;
      if (word === 'moves' || word === 'help' || word === '?') { this.o.ctx.out(this.movesText(word !== 'moves')); continue; }
      if (word === 'board') { this.o.ctx.out(this.board(seat)); continue; }
      if (word === 'undo') { this.undo(seat); continue; }
      if (word === RESIGN) {
        const sure = await this.o.input.ask(t().resignConfirm(this.name(seat)), t().yesNo);
        if (t().yesWords.includes(sure.trim().toLowerCase())) { resign(this.match, seat); this.save(); return undefined; }
        continue;
      }
      let choice = typed;
      if (word === 'pick') {
        choice = await this.pick(decision.choices);
      } else if (/^\d+$/.test(word)) {
        const n = Number(word);
        if (n < 1 || n > decision.choices.length) { this.o.ctx.out(this.c.red(t().moveCount(decision.choices.length))); continue; }
        choice = decision.choices[n - 1]!;
      }
      try {
        this.apply(choice, this.name(seat));
        this.flush(seat);
        const next = decisionOf(this.match);
        if (!next.over && next.seat === seat) this.o.ctx.out(this.board(seat));
        return undefined;
      } catch (error) {
        if (!(error instanceof IllegalChoiceError)) throw error;
        this.o.ctx.out(this.illegalText(typed, decision.choices, error.reason));
      }
    }
  }

  private async askLine(seat: Seat): Promise<number | undefined> {
    const decision = decisionOf(this.match);
    if (decision.over) return undefined;
    const typed = await this.o.input.ask('', []);
    if (normalizeChoice(typed) === RESIGN) {
      resign(this.match, seat);
      this.save();
      return undefined;
    }
    try {
      this.apply(typed, this.name(seat));
      return undefined;
    } catch (error) {
      if (!(error instanceof IllegalChoiceError)) throw error;
      const line = (this.o.input as { lineNumber?: number }).lineNumber;
      this.o.ctx.err(`cardref: ${t().stdinIllegal(line, quote(typed), this.name(seat), decision.prompt)}`);
      if (error.reason) this.o.ctx.err(t().illegalBecause(error.reason).trim());
      this.o.ctx.err(t().legalNow(decision.choices.join(' | ')));
      return 2;
    }
  }

  private undo(seat: Seat): void {
    try {
      this.match = undoLast(this.match);
      // Nobody else should later read about a move that no longer happened.
      for (const [other, lines] of this.pending) this.pending.set(other, lines.filter((l) => l.move < this.match.moves.length));
      this.save();
      this.o.ctx.out(this.c.yellow(t().tookBack));
      this.o.ctx.out(this.board(seat));
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      this.o.ctx.out(this.c.red(error.message));
    }
  }

  private async pick(choices: string[]): Promise<string> {
    this.o.input.suspend();
    const { select } = await import('@inquirer/prompts');
    return select({
      message: t().pickTitle,
      choices: choices.map((c) => ({ name: `${padEndDisplay(c, 18)} ${this.game.describe(this.match.state, c)}`, value: c })),
      pageSize: 15,
      theme: selectTheme(this.c),
    });
  }

  private movesText(withHelp: boolean): string {
    const decision = decisionOf(this.match);
    if (decision.over) return '';
    if (withHelp) return this.helpText(decision.prompt, decision.choices);
    return decision.choices.map((c, i) => `${padStartDisplay(String(i + 1), 3)}. ${this.c.bold(padEndDisplay(c, 18))} ${this.game.describe(this.match.state, c)}`).join('\n');
  }

  /** `help`: each kind of move legal now (its first word), how many there are, and one example with its meaning. */
  private helpText(prompt: string, choices: string[]): string {
    const kinds = new Map<string, string[]>();
    for (const choice of choices) {
      const verb = choice.split(' ')[0]!;
      kinds.set(verb, [...(kinds.get(verb) ?? []), choice]);
    }
    const width = Math.max(...[...kinds.keys()].map((verb) => displayWidth(verb)));
    const lines = [...kinds].map(([verb, all]) => {
      const example = all[0]!;
      return `  ${this.c.bold(padEndDisplay(verb, width))}  ${t().helpKind(all.length, example, this.game.describe(this.match.state, example))}`;
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
    return this.c.red(t().illegalMove(quote(typed))) + (reason ? t().illegalBecause(reason) : '') +
      `\n${label}${shown.join(' | ')}${more > 0 ? ` ${t().moreMoves(more)}` : ''}`;
  }

  private finish(): number {
    const decision = decisionOf(this.match);
    if (!decision.over) return 0;
    this.save();
    if (this.o.input.interactive) this.flush(this.screenSeat ?? 0);
    this.o.ctx.out(this.board(null));
    this.o.ctx.out(this.c.bold(t().gameOver(t().result(decision.result, this.match.header.players))));
    if (this.o.logPath) this.o.ctx.out(this.c.dim(t().logSaved(this.o.logPath)));
    return 0;
  }

  private aborted(error: AbortedError): number {
    this.save();
    const where = this.o.logPath ? t().resumeHint(this.game.id, this.o.logPath) : '';
    if (error.endOfInput && !this.o.input.interactive) {
      this.o.ctx.out(t().inputEnded(this.match.moves.length, where));
      return 0;
    }
    this.o.ctx.err(t().abortedLine(where));
    return 130;
  }
}
