/**
 * The hosted table: who sits where (the host's seat, remote seats, bots), which connection holds each remote seat,
 * the watchers, and what each of them is pushed. The play session (cli/play/session.ts) stays the referee loop: a
 * remote seat is a `Bot` of the session (`remoteBot`) whose answer comes over the network, and the session tells
 * the table of every move, undo and resignation (`SessionListener`), which the table pushes to every connection as
 * that connection may know it.
 */
import { IllegalChoiceError, UserError } from '../engine/errors.js';
import type { Seat } from '../engine/game.js';
import { decisionOf, describeLegal, normalizeChoice, RESIGN, type Match } from '../engine/match.js';
import type { Bot, SessionListener, SharedMove } from '../cli/play/session-options.js';
import { DecisionWithdrawn } from '../cli/play/session-options.js';
import { contentLang } from '../engine/i18n.js';
import type { MctsOptions } from '../engine/mcts.js';
import { copyPlain } from '../engine/plain.js';
import type { Lang } from '../cli/i18n/index.js';
import type { ChanceOutcome } from '../engine/chance.js';
import type { ChanceQuestion } from '../engine/table-chance.js';
import { HintSearches } from './host-hint.js';
import { moveInLang, type StateBefore } from './move-in-lang.js';
import { TableQuestions } from './host-table-questions.js';
import { inLang } from './lang.js';
import { chatLine } from './chat.js';
import { movedFrame, observationFrame, type Recipient } from './host-frames.js';
import { admit, type TableSecrets } from './host-secrets.js';
import type { Connection, FrameHandler } from './host-server.js';
import { NET_PROTOCOL_VERSION, type ClientMessage, type HostMessage, type JoinMessage, type ObservationMessage, type SeatsMessage } from './messages.js';

export type SeatKind = 'host' | 'remote' | 'bot';

/** The session as the table uses it (cli/play/session.ts `Session`). */
export interface HostedSession {
  /** Undefined while a table game's setup is told (`host --table`). */
  readonly match: Match | undefined;
  /** `undo`: the rules of hotseat undo; a `UserError` saying why not. */
  takeBack(wholeMove: boolean): string;
  resign(seat: Seat): void;
  /** The question open at the host's terminal is settled elsewhere. */
  withdrawQuestion(): void;
}

export interface TableNews {
  /** A line for the host's own screen (a join, a drop, a chat line); a chat line comes made visible (chat.ts), other outside text is the caller's to make visible. */
  notice(kind: 'joined' | 'left' | 'chat' | 'version', seat: Seat | null, text: string): void;
}

interface Waiting { resolve(move: string): void; reject(error: Error): void }

export class HostTable implements FrameHandler, SessionListener {
  private readonly connections: (Connection | undefined)[];
  private readonly joinedOnce: boolean[];
  private readonly watchers = new Set<Connection>();
  private readonly seatOf = new Map<Connection, Recipient>();
  /** The language each connection reads its texts in (its `join`'s, else the host's). */
  private readonly langOf = new Map<Connection, Lang>();
  /** The host's own language: the session's texts (move sentences, events) are in it. */
  private readonly hostLang: Lang = contentLang();
  /**
   * The state before the next move, kept while a connection reads another language than the host's: that move's
   * sentences and events are made again from it in that language (`translated`).
   */
  private before: StateBefore | undefined;
  /** A hint searched (or being searched) for a seat's decision at a move count; stopped once the game moves on. */
  private readonly hints = new HintSearches();
  /** The observation last sent to each connection, as JSON: an unchanged one is not sent again. */
  private readonly lastSent = new Map<Connection, string>();
  private lastSeats = '';
  /** A remote seat the session waits on, and a move that came before the session asked (between moves). */
  private readonly waiting = new Map<Seat, Waiting>();
  private readonly early = new Map<Seat, { move: string; moveCount: number }>();
  /** The move count at which each seat's last answer was handed to the session. */
  private readonly answeredAt = new Map<Seat, number>();
  /** Resignations that came while a bot of the host was thinking: made once its move is in. */
  private readonly queuedResigns = new Set<Seat>();
  private session: HostedSession | undefined;
  private started = false;
  private finished = false;
  private versionToldAt = 0;
  private allJoined: (() => void) | undefined;
  /** `host --table`: the question to the table a remote seat is answering. */
  private readonly questions: TableQuestions;

  constructor(
    private initial: Match,
    readonly kinds: SeatKind[],
    private readonly secrets: TableSecrets,
    private readonly server: { version: string; hintBudget?: MctsOptions; tableSetup?: boolean },
    private readonly news: TableNews = { notice: () => {} },
  ) {
    this.connections = kinds.map(() => undefined);
    this.joinedOnce = kinds.map(() => false);
    this.questions = new TableQuestions(initial.game, () => this.players);
    this.telling = Boolean(server.tableSetup);
  }

  get match(): Match { return this.session?.match ?? this.initial; }
  /**
   * `host --table`: the setup is being told, so there is no match to show yet (`initial` only stands in for its
   * header, its cards dealt by no one): connections are sent who sits where, and their table questions, only.
   */
  private telling: boolean;
  private get players(): string[] { return this.match.header.players; }

  /** The session plays from now on; until then the table shows the match it was made with. */
  attach(session: HostedSession): void { this.session = session; }

  /** Resolves once every remote seat has joined at least once (at once when there is none). */
  untilJoined(): Promise<void> {
    return new Promise((resolve) => {
      this.allJoined = resolve;
      this.checkJoined();
    });
  }

  /** The game begins: moves are taken from now on. */
  start(): void {
    this.started = true;
    // Everyone is sent its observation again: a move sent while the table waited was refused (`not-started`).
    this.lastSent.clear();
    this.push();
  }

  /**
   * What the table holds for its connections: joined seats and watchers, connections it keeps anything for
   * (seat, language, last frame sent) and hint searches. Each falls back once a connection closes
   * (tests/net/host-leaks.test.ts measures it).
   */
  load(): { seats: number; watchers: number; tracked: number; hints: number } {
    const tracked = new Set([...this.seatOf.keys(), ...this.langOf.keys(), ...this.lastSent.keys()]).size;
    return { seats: this.connections.filter(Boolean).length, watchers: this.watchers.size, tracked, hints: this.hints.size };
  }

  /** Who is connected, for the host's screen while it waits. */
  seatStates(): SeatsMessage['seats'] {
    return this.kinds.map((kind, seat) => ({
      seat: seat + 1, name: this.players[seat]!, kind, connected: kind !== 'remote' || this.connections[seat] !== undefined,
    }));
  }

  /** The session's bot for remote `seat`: its move is the one its connection sends. */
  remoteBot(seat: Seat): Bot {
    return {
      kind: 'remote',
      remote: true,
      decide: () => { throw new Error('a remote seat answers over the network only'); },
      decideAsync: (_, signal) => this.awaitMove(seat, signal),
    };
  }

  /** `replace N LEVEL` at the host: the seat is the bot's from now on; its connection is told and closed. */
  replaced(seat: Seat): void {
    this.kinds[seat] = 'bot';
    const connection = this.connections[seat];
    if (connection) {
      connection.send({ type: 'taken-over' });
      connection.close(1000);
      this.forget(connection);
    }
    this.withdraw(seat);
    this.push();
  }

  /** The game ended (`result` null: stopped before its end): everyone is told, and every connection closed. */
  finish(): void {
    if (this.finished) return;
    this.finished = true;
    const decision = decisionOf(this.match);
    const over = (lang: Lang): HostMessage => ({
      type: 'over', result: decision.over && !this.telling ? inLang(lang, () => observationFrame(this.match, null)).observation.result : null,
    });
    this.push();
    for (const connection of [...this.everyone()]) {
      connection.send(over(this.langOf.get(connection) ?? this.hostLang));
      connection.close(1000);
    }
    for (const waiting of this.waiting.values()) waiting.reject(new DecisionWithdrawn());
    this.waiting.clear();
    this.questions.withdraw();
    this.hints.drop();
    this.before = undefined;
  }

  // ---- the session's news ----

  /** A table game's setup is told: the match begins, and everyone is sent its observation. */
  setupTold(): void {
    this.telling = false;
    this.lastSent.clear();
    this.push();
  }

  /**
   * `host --table`: a question to the table for remote `seat` (table-session.ts), asked at that seat's terminal
   * only; its answer, or undefined for `undo`.
   */
  askTable(seat: Seat, question: ChanceQuestion, told: ChanceOutcome[], heading: string): Promise<string | undefined> {
    const answer = this.questions.ask(seat, question, told, heading);
    this.sendQuestion();
    return answer;
  }

  moved(move: SharedMove): void {
    const count = this.match.moves.length;
    const inLangs = new Map<Lang, SharedMove>([[this.hostLang, move]]);
    for (const connection of this.everyone()) {
      const lang = this.langOf.get(connection) ?? this.hostLang;
      if (!inLangs.has(lang)) inLangs.set(lang, moveInLang(this.match, this.before, move, lang));
      connection.send(movedFrame(inLangs.get(lang)!, this.seatOf.get(connection)!, count));
    }
    this.before = undefined;
    this.hints.drop();
    const resigns = [...this.queuedResigns];
    this.queuedResigns.clear();
    for (const seat of resigns) this.resign(seat);
    this.push();
  }

  undone(seat: Seat): void {
    this.answeredAt.clear();
    this.before = undefined;
    this.hints.drop();
    for (const connection of this.everyone()) connection.send({ type: 'undone', seat: seat + 1, moveCount: this.match.moves.length });
    this.push();
  }

  resigned(seat: Seat): void {
    this.hints.drop();
    const count = this.match.moves.length;
    for (const connection of this.everyone()) connection.send({ type: 'moved', seat: seat + 1, text: RESIGN, events: [], moveCount: count });
    this.push();
  }

  // ---- the connections' frames ----

  message(connection: Connection, message: ClientMessage): void {
    if (this.finished) return;
    if (message.type === 'join') return this.join(connection, message);
    if (!connection.joined) return connection.refuse('not-joined', 'send "join" with your secret first');
    const seat = this.seatOf.get(connection)!;
    if (message.type === 'say') return this.say(seat, message.text);
    if (seat === null) return connection.refuse('watcher', 'a watcher can only chat (say)');
    if (message.type === 'tell') return this.tell(connection, seat, message.answer);
    if (!this.started || this.telling) return connection.refuse('not-started', 'the game begins once every seat has joined and the table has told its setup');
    if (message.type === 'act') return this.act(connection, seat, message.move);
    if (message.type === 'hint') return this.hint(connection, seat);
    return this.undo(connection, seat);
  }

  closed(connection: Connection): void {
    const seat = this.seatOf.get(connection);
    this.forget(connection);
    if (seat === undefined || seat === null || this.finished) return;
    this.news.notice('left', seat, this.players[seat]!);
    this.push();
  }

  private join(connection: Connection, message: JoinMessage): void {
    if (connection.joined) return connection.refuse('already-joined', 'this connection has joined already');
    if (message.protocol !== NET_PROTOCOL_VERSION) {
      // Said on the host's side too, at most once in 10 seconds (a client cannot fill the host's screen).
      if (Date.now() - this.versionToldAt > 10_000) {
        this.versionToldAt = Date.now();
        this.news.notice('version', null, String(message.protocol));
      }
      return connection.refuse('version', `this host speaks network protocol ${NET_PROTOCOL_VERSION}, the client ${message.protocol}: use the same cardref version on both sides`, { fatal: true });
    }
    const admission = admit(this.secrets, message.secret);
    // The same answer for every wrong secret, and for a seat the host gave to a bot: nothing tells which seats exist.
    if (!admission || ('seat' in admission && this.kinds[admission.seat] !== 'remote')) {
      return connection.refuse('bad-secret', 'this secret opens no seat of this table', { fatal: true });
    }
    connection.joined = true;
    const recipient = 'seat' in admission ? admission.seat : null;
    this.seatOf.set(connection, recipient);
    this.langOf.set(connection, message.lang ?? this.hostLang);
    if (recipient === null) this.watchers.add(connection);
    else {
      const before = this.connections[recipient];
      if (before) {
        before.send({ type: 'taken-over' });
        this.forget(before);
        before.close(1000);
      }
      this.connections[recipient] = connection;
      this.joinedOnce[recipient] = true;
      this.news.notice('joined', recipient, this.players[recipient]!);
    }
    connection.send({ type: 'welcome', protocol: NET_PROTOCOL_VERSION, server: this.server.version, game: this.match.game.id, seat: recipient === null ? null : recipient + 1, players: this.players });
    this.lastSeats = '';
    this.push();
    // A seat back while the table waits for its answer is asked again.
    if (recipient !== null && this.questions.seat === recipient) this.sendQuestion();
    this.checkJoined();
  }

  /** The open table question, to the seat it is for (when connected), in that connection's language. */
  private sendQuestion(): void {
    const seat = this.questions.seat;
    const connection = seat === undefined ? undefined : this.connections[seat];
    if (!connection) return;
    const frame = this.questions.frame(this.langOf.get(connection) ?? this.hostLang);
    if (frame) connection.send(frame);
  }

  /** `tell`: the seat's answer to its table question; a card that cannot be there is refused with why, and asked again. */
  private tell(connection: Connection, seat: Seat, answer: string): void {
    const told = this.questions.tell(seat, answer, this.langOf.get(connection) ?? this.hostLang);
    if (told === 'not-asked') return connection.refuse('not-your-decision', 'no question to the table is yours to answer now');
    if (told === 'settled') return;
    connection.refuse('bad-answer', told.error);
    this.sendQuestion();
  }

  private act(connection: Connection, seat: Seat, move: string): void {
    const decision = decisionOf(this.match);
    if (decision.over) return connection.refuse('game-over', 'the game is over');
    if (normalizeChoice(move) === RESIGN) {
      // A seat that resigned from a game the others play on (Midrash, 3-4 seats) has left it: once is all.
      if (this.match.left?.includes(seat) || this.queuedResigns.has(seat)) return connection.refuse('game-over', 'you have left this game');
      return this.resign(seat);
    }
    // A second move for the same decision (sent before the first was made) is refused like any out of turn.
    if (decision.seat !== seat || this.early.has(seat) || this.answeredAt.get(seat) === this.match.moves.length) {
      return connection.refuse('not-your-decision', `it is ${this.players[decision.seat]}'s decision (seat ${decision.seat + 1})`);
    }
    try {
      describeLegal(this.match, move, seat, decision);
    } catch (error) {
      if (!(error instanceof IllegalChoiceError)) throw error;
      return connection.refuse('illegal-move', error.message, { legal: decision.choices });
    }
    const waiting = this.waiting.get(seat);
    if (!waiting) {
      this.early.set(seat, { move, moveCount: this.match.moves.length });
      return;
    }
    this.waiting.delete(seat);
    this.answeredAt.set(seat, this.match.moves.length);
    waiting.resolve(move);
  }

  private undo(connection: Connection, seat: Seat): void {
    const decision = decisionOf(this.match);
    if (decision.over || decision.seat !== seat || !this.waiting.has(seat) || !this.session) {
      return connection.refuse('not-your-decision', 'you can take back your last move only while it is your decision again');
    }
    try {
      this.session.takeBack(false);
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      return connection.refuse('cannot-undo', error.message);
    }
    this.withdraw(seat);
  }

  private resign(seat: Seat): void {
    const decision = decisionOf(this.match);
    if (decision.over || !this.session) return;
    // A bot of the host mid-search would come back with a move for a game that changed: its seat moves first.
    if (this.kinds[decision.seat] === 'bot' && !this.queuedResigns.has(seat)) {
      this.queuedResigns.add(seat);
      return;
    }
    this.session.resign(seat);
    for (const waiting of this.waiting.keys()) this.withdraw(waiting);
    this.session.withdrawQuestion();
  }

  private say(from: Recipient, text: string): void {
    const name = from === null ? 'watcher' : this.players[from]!;
    for (const connection of this.everyone()) connection.send({ type: 'chat', from: name, text });
    this.news.notice('chat', from, chatLine(name, text));
  }

  /** The host's own chat line (`say` at its prompt). */
  hostSays(name: string, text: string): void {
    for (const connection of this.everyone()) connection.send({ type: 'chat', from: name, text });
  }

  private awaitMove(seat: Seat, signal: AbortSignal): Promise<string> {
    const early = this.early.get(seat);
    this.early.delete(seat);
    // A move sent before the session asked counts only for the decision it was checked against (two moves sent at
    // once: the second came while the first was being made).
    if (early !== undefined && early.moveCount === this.match.moves.length) return Promise.resolve(early.move);
    // Asked again for the same decision (at a table, `undo` took back the move whose cards were being told): the
    // seat's next `act` is its answer, not a second one.
    this.answeredAt.delete(seat);
    return new Promise<string>((resolve, reject) => {
      const aborted = () => { this.waiting.delete(seat); reject(signal.reason as Error); };
      if (signal.aborted) return aborted();
      signal.addEventListener('abort', aborted, { once: true });
      this.waiting.set(seat, {
        resolve: (move) => { signal.removeEventListener('abort', aborted); resolve(move); },
        reject: (error) => { signal.removeEventListener('abort', aborted); reject(error); },
      });
      this.push();
    });
  }

  /** The session stops waiting for `seat` and asks again whoever decides now. */
  private withdraw(seat: Seat): void {
    this.early.delete(seat);
    const waiting = this.waiting.get(seat);
    this.waiting.delete(seat);
    waiting?.reject(new DecisionWithdrawn());
  }

  private forget(connection: Connection): void {
    // Frames it still sends before its close (a seat taken over, handed to a bot) are answered `not-joined`.
    connection.joined = false;
    const seat = this.seatOf.get(connection);
    this.seatOf.delete(connection);
    this.langOf.delete(connection);
    this.lastSent.delete(connection);
    this.watchers.delete(connection);
    if (seat !== undefined && seat !== null && this.connections[seat] === connection) {
      this.connections[seat] = undefined;
      this.lastSeats = '';
    }
  }

  private *everyone(): Iterable<Connection> {
    for (const connection of this.connections) if (connection) yield connection;
    yield* this.watchers;
  }

  /** Seats (when changed) and each connection's observation (when changed), to everyone. */
  private push(): void {
    const telling = this.telling;
    const decision = decisionOf(this.match);
    const seats: SeatsMessage = {
      type: 'seats', seats: this.seatStates(), deciding: decision.over || !this.started || telling ? null : decision.seat + 1, waiting: !this.started,
    };
    const seatsText = JSON.stringify(seats);
    const seatsChanged = seatsText !== this.lastSeats;
    this.lastSeats = seatsText;
    // Each frame is built once for every (recipient, language) that has a connection.
    const built = new Map<string, { frame: ObservationMessage; text: string }>();
    for (const connection of this.everyone()) {
      if (seatsChanged) connection.send(seats);
      // While the setup is told there is no match: only who sits where.
      if (telling) continue;
      const recipient = this.seatOf.get(connection)!;
      const lang = this.langOf.get(connection) ?? this.hostLang;
      const key = `${recipient}/${lang}`;
      if (!built.has(key)) {
        const frame = inLang(lang, () => observationFrame(this.match, recipient));
        built.set(key, { frame, text: JSON.stringify(frame) });
      }
      const { frame, text } = built.get(key)!;
      if (this.lastSent.get(connection) === text) continue;
      this.lastSent.set(connection, text);
      connection.send(frame);
    }
    if (!telling) this.keepBefore();
  }

  /** The state the next move starts from, while some connection reads another language than the host's. */
  private keepBefore(): void {
    const count = this.match.moves.length;
    if (this.before?.moveCount === count || decisionOf(this.match).over) return;
    const others = [...this.langOf.values()].some((lang) => lang !== this.hostLang);
    this.before = others ? { moveCount: count, state: copyPlain(this.match.state) } : undefined;
  }

  /**
   * `move` in `lang`: the same move made again on a copy of the state before it, with the texts in that language
   * (the game is deterministic from a state, its RNG included). Without that state (a connection of this language
   * joined mid-move), the host's texts.
   */


  /** `hint`: the seat's own decision searched from its view (host-hint.ts), answered in the connection's language. */
  private hint(connection: Connection, seat: Seat): void {
    const decision = decisionOf(this.match);
    if (decision.over || decision.seat !== seat) {
      return connection.refuse('not-your-decision', 'a hint is for your own decision, while it is yours');
    }
    const moveCount = this.match.moves.length;
    this.hints.lineFor(this.match, decision, seat, this.server.hintBudget).then((line) => {
      const lang = this.langOf.get(connection);
      if (lang === undefined || this.finished) return;
      connection.send({ type: 'hinted', moveCount, text: inLang(lang, line) });
    }, () => {});
  }

  private checkJoined(): void {
    if (!this.allJoined) return;
    if (this.kinds.every((kind, seat) => kind !== 'remote' || this.joinedOnce[seat])) {
      const done = this.allJoined;
      this.allJoined = undefined;
      done();
    }
  }
}
