/**
 * A seat (`cardref join`) or a watcher (`cardref watch`) of a game another terminal hosts: the play screen of
 * seat-screen.ts fed by the network. It knows only what the host sent (client-table.ts): the board of its
 * observation, the moves told to it, the chat. There is no hand-off: the screen is this seat's alone. Moves, undo,
 * resign and chat go to the host, which decides; the prompt stays open while others think, so `say`, `history`,
 * `board` and `info` work at any time. Piped (no terminal), or with `--bot random`, one decision at a time.
 */
import type { AnyGame, GameResult, Seat } from '../../engine/game.js';
import { showControls } from '../../engine/visible.js';
import type { NetClient, NetFailure } from '../../net/client.js';
import { RemoteTable } from '../../net/client-table.js';
import type { JoinTarget } from '../../net/client-url.js';
import type { HostMessage, WelcomeMessage } from '../../net/messages.js';
import { NET_PROTOCOL_VERSION } from '../../net/messages.js';
import { t } from '../i18n/index.js';
import type { CliContext } from '../main.js';
import { renderBoard } from '../ui/tables.js';
import type { HistoryEntry } from './history.js';
import { AbortedError, type MoveInput } from './inputs.js';
import { SIGNAL_EXIT_CODES, type Interrupt } from './interrupt.js';
import { askRemoteLine, askRemoteTerminal, playBotMove } from './remote-prompt.js';
import { askTableLine } from './remote-table-prompt.js';
import { SeatScreen, type ScreenHost, type SeenBoard } from './seat-screen.js';

/** The exit code of a game this client could not reach, was refused by, or lost (docs/network.md). */
export const NET_EXIT_CODE = 3;

export interface RemoteOptions {
  ctx: CliContext;
  target: JoinTarget;
  input: MoveInput;
  interrupt: Interrupt;
  /** `join --bot random`: the seat's moves are the bot's. */
  bot?: (choices: string[]) => string;
  reconnectSeconds: number;
}

/** A network result (1-based winners) as the CLI's result text reads it. */
export function resultOf(result: { winners: number[]; reason: string; label?: string }): GameResult {
  return { winners: result.winners.map((seat) => seat - 1), reason: result.reason, ...(result.label ? { label: result.label } : {}) };
}

export class RemoteSession implements ScreenHost {
  readonly screen: SeatScreen;
  table!: RemoteTable;
  client!: NetClient;
  gameModule!: AnyGame;
  /** The connection is down and being retried. */
  reconnecting = false;
  /** Why the connection ended for good (set once). */
  failure: NetFailure | undefined;
  private closed = false;
  private readonly waiters = new Set<() => void>();
  /** Messages that came before the table was set up (none in practice: the client delivers after `start`). */
  private early: HostMessage[] = [];

  /** Settles once the game is over or the connection ended for good (a pending prompt gives way). */
  readonly stopped: Promise<void>;
  private stop!: () => void;

  constructor(readonly o: RemoteOptions) {
    this.screen = new SeatScreen(this);
    this.stopped = new Promise((resolve) => { this.stop = resolve; });
  }

  get colors() { return this.o.ctx.colors; }
  get game(): AnyGame { return this.gameModule; }
  get input(): MoveInput { return this.o.input; }
  get seat(): Seat | null { return this.table.seat; }
  get interrupt(): Interrupt { return this.o.interrupt; }
  name(seat: Seat): string { return this.table.name(seat); }
  needsHandOff(): boolean { return false; }
  /** The host keeps the log: nothing here is saved, nothing can fail to be. */
  readonly unsaved = undefined;
  readonly shownLog = '';
  ask(prompt: string, completions: string[]): Promise<string> { return this.interrupt.race(this.o.input.ask(prompt, completions)); }

  boardOf(): SeenBoard {
    return { board: this.table.observation!.board };
  }

  readonly history = {
    entries: (): HistoryEntry[] => this.table.entries.map((entry) => ({ move: entry.moveCount, lines: entry.lines })),
  };

  /** The connection is made: the table it serves, the game's module (for `info` and `help`). */
  start(client: NetClient, welcome: WelcomeMessage, game: AnyGame): void {
    this.client = client;
    this.gameModule = game;
    this.table = new RemoteTable(welcome);
    const { table } = this;
    this.o.ctx.out(this.colors.dim(table.seat === null ? t().netWatchingGame(game.name) : t().netJoined(table.name(table.seat), table.seat + 1, game.name)));
    for (const message of this.early) this.message(message);
    this.early = [];
  }

  // ---- the client's listener ----

  message(message: HostMessage): void {
    if (!this.table) {
      this.early.push(message);
      return;
    }
    this.table.take(message);
    if (!this.o.input.interactive) this.print(message);
    else if (message.type === 'error' && !message.fatal) this.screen.say(this.colors.red(t().netHostSays(this.table.refusal!.message)));
    else if (message.type === 'undone') this.screen.say(this.colors.yellow(t().netUndone(this.table.name(message.seat - 1))));
    else if (message.type === 'hinted' && message.moveCount === this.table.observation?.moveCount) this.screen.say(this.table.hint!.text);
    // A chat line is shown as it comes (and stays in `history`).
    else if (message.type === 'chat') this.screen.say(this.table.entries[this.table.entries.length - 1]!.lines);
    this.changed();
  }

  malformed(problem: string): void {
    this.note(t().netMalformed(problem));
  }

  lost(): void {
    this.reconnecting = true;
    this.table?.forgetLive();
    this.note(t().netReconnecting);
    this.changed();
  }

  back(): void {
    this.reconnecting = false;
    this.note(t().netReconnected);
    this.changed();
  }

  ended(failure: NetFailure | undefined): void {
    this.failure = failure;
    this.closed = true;
    this.changed();
  }

  /** A line about the connection: on the screen's message area, or on stderr when piped. */
  private note(line: string): void {
    if (this.o.input.interactive) this.screen.say(this.colors.yellow(line));
    else this.o.ctx.err(line);
  }

  /** Piped: each move and chat line as it is told (the seat's own forms: nothing another seat may not know). */
  private print(message: HostMessage): void {
    const out = this.o.ctx.out;
    const entry = this.table.entries[this.table.entries.length - 1];
    if ((message.type === 'moved' || message.type === 'chat') && entry) out(entry.lines.join('\n'));
    else if (message.type === 'undone') out(t().netUndone(this.table.name(message.seat - 1)));
  }

  /** Whatever changed: waiters look again, the screen is drawn again with what is typed so far. */
  private changed(): void {
    if (this.closed || this.table?.over) this.stop();
    for (const waiter of [...this.waiters]) waiter();
    if (this.screen.active && this.screen.redraw && (this.table?.observation || this.table?.asked)) {
      this.screen.redraw();
      this.input.refresh?.();
    }
  }

  /** Resolves once `test` holds, the game is over, or the connection ended (or the interrupt: rejects). */
  until(test: () => boolean): Promise<void> {
    return this.interrupt.race(new Promise<void>((resolve) => {
      const check = () => {
        if (!test() && !this.closed && !this.table?.over) return;
        this.waiters.delete(check);
        resolve();
      };
      this.waiters.add(check);
      check();
    }));
  }

  /** Whether the loop must stop asking: over, or the connection ended. */
  get done(): boolean {
    return this.closed || this.table.over;
  }

  /** What the bottom line says when the decision is not this seat's, or the connection is down. */
  statusLine(): string {
    const { table } = this;
    if (this.reconnecting) return this.colors.yellow(t().netReconnecting);
    const parts: string[] = [];
    if (table.seat === null) parts.push(t().netWatching);
    if (table.seats?.waiting) parts.push(t().netWaiting);
    else if (table.deciding !== null && table.deciding !== table.seat) parts.push(t().netThinking(table.name(table.deciding)));
    const gone = table.disconnected();
    if (gone.length > 0) parts.push(t().netDisconnected(gone));
    return this.colors.dim(parts.join(' · '));
  }

  async run(): Promise<number> {
    const { ctx } = this.o;
    const { table } = this;
    this.o.input.onInterrupt?.(() => this.interrupt.raise('SIGINT'));
    if (this.o.input.interactive) this.screen.enter();
    try {
      // The first observation comes right after the welcome.
      // (`host --table`: a question about this seat's own cards may come first, while the setup is told.)
      const begun = () => table.observation !== undefined || table.asked !== undefined;
      await this.until(begun);
      for (;;) {
        this.interrupt.check();
        if (this.closed) return this.lostEnd();
        if (table.over) return this.finish();
        if (!begun()) await this.until(begun);
        else if (table.asked && !this.o.input.interactive) {
          const code = await askTableLine(this);
          if (code !== undefined) return code;
        } else if (this.o.input.interactive) await askRemoteTerminal(this);
        else {
          const code = await (this.o.bot ? playBotMove(this, this.o.bot) : askRemoteLine(this));
          if (code !== undefined) return code;
        }
      }
    } catch (error) {
      if (!(error instanceof AbortedError)) throw error;
      this.client.close();
      this.screen.leave();
      if (error.endOfInput && !this.o.input.interactive) {
        ctx.out(t().netLeft);
        return 0;
      }
      ctx.err(t().netLeft);
      return SIGNAL_EXIT_CODES[error.signal];
    } finally {
      this.client.close();
      this.screen.leave();
      this.o.input.close();
    }
  }

  /** The connection ended without the game's end: why, and exit code 3. */
  private lostEnd(): number {
    this.screen.leave();
    this.o.ctx.err(`cardref: ${failureText(this.failure, this.o.target.shown, this.o.reconnectSeconds)}`);
    return NET_EXIT_CODE;
  }

  private finish(): number {
    const { table } = this;
    this.client.close();
    this.screen.leave();
    const c = this.colors;
    if (table.observation) this.o.ctx.out(renderBoard(c, table.observation.board));
    const result = table.result ?? table.observation?.result ?? null;
    if (result) {
      this.o.ctx.out(c.bold(t().gameOver(t().result(resultOf(result), table.players))));
      return 0;
    }
    // The host stopped before the end (its log keeps the game for `cardref host --resume`).
    this.o.ctx.err(`cardref: ${t().netHostStopped}`);
    return NET_EXIT_CODE;
  }
}

/** The one line that says why a connection could not be made or was given up. */
export function failureText(failure: NetFailure | undefined, where: string, reconnectSeconds: number): string {
  switch (failure?.kind) {
    case 'unreachable': return t().netUnreachable(where, failure.detail);
    case 'refused': return t().netRefused(showControls(failure.message));
    case 'version': return failure.message ? t().netRefused(showControls(failure.message)) : t().netVersion(NET_PROTOCOL_VERSION, String(failure.host));
    case 'timeout': return t().netTimeout(where);
    case 'taken-over': return t().netTakenOver;
    case 'lost': case undefined: return t().netLost(where, reconnectSeconds);
  }
}
