/**
 * External bots: `play --bot 2=cmd:"python3 mybot.py"`, `sim --bots cmd:"…",mcts`. The program speaks the bot side
 * of docs/protocol.md: it is sent one `hello` line when it starts, a `game-start` and a `game-end` line around each
 * game, and one `decide` line with its seat's observation per decision, which it answers with `{"move": "…"}`.
 *
 * Deciders are synchronous (the sim loop and MCTS are), so the program is driven from a worker thread and the main
 * thread sleeps on `Atomics.wait` until the answer or the timeout: no change to any game loop. The play session
 * waits without blocking (`decideAsync`), so Ctrl+C and SIGTERM are handled while the program thinks. A program that
 * answers an illegal move or malformed JSON, does not answer in time, or dies, forfeits: `DeciderForfeit` makes
 * its seat concede with the reason (and the offending line) in the log. It is restarted for the next game.
 */
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { DeciderForfeit, type DecideContext, type SyncDecider } from '../engine/deciders.js';
import { quote } from '../engine/errors.js';
import { withContentLang } from '../engine/i18n.js';
import { normalizeChoice } from '../engine/match.js';
import type { GameResult } from '../engine/game.js';
import { observation, resultData } from '../protocol/observe.js';
import { BOT_MESSAGES, BOT_PROTOCOL_VERSION, MAX_LINE_BYTES, validate } from '../protocol/schema.js';
import type { WorkerReply } from './external-bot-worker.js';
import { en, type Messages } from './i18n/messages.js';
import { t } from './i18n/index.js';

export const COMMAND_PREFIX = 'cmd:';
export const DEFAULT_BOT_TIMEOUT_MS = 10_000;
/** Extra time for the first answer of a freshly started program (an interpreter's start-up is not thinking). */
export const STARTUP_ALLOWANCE_MS = 10_000;

export function isCommandBot(kind: string): boolean {
  return kind.startsWith(COMMAND_PREFIX) && kind.length > COMMAND_PREFIX.length;
}

/**
 * `sim --bots` text split into the seats' bots at its commas, except commas inside '…' or "…": a command's own
 * comma is quoted, as the shell that runs it will read it (`cmd:node bot.mjs --pair "a,b",mcts`).
 */
export function splitBotKinds(text: string): string[] {
  const kinds: string[] = [];
  let quote: string | undefined;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quote) { if (ch === quote) quote = undefined; }
    else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === ',') { kinds.push(text.slice(start, i).trim()); start = i + 1; }
  }
  kinds.push(text.slice(start).trim());
  return kinds;
}

type BotWhy = Messages['botWhy'];
/** Why a program forfeits (`sim --json`'s `forfeitReasons[].reason`, docs/json.md); its text is in `botWhy`. */
export const FORFEIT_REASONS = ['illegal', 'malformed', 'unasked', 'timeout', 'tooLong', 'died', 'noStart'] as const;
export type ForfeitReason = (typeof FORFEIT_REASONS)[number];
type Failure = (why: BotWhy) => string;

interface Running {
  worker: Worker;
  port: MessagePort;
  /** [0]: the worker sets it to 1 and wakes us when it posted an answer; [1]: the program's pid while it runs. */
  signal: Int32Array;
  answered: boolean;
}

/** How often a waiting play session looks for the program's answer (and the event loop runs: Ctrl+C, SIGTERM). */
const POLL_MS = 15;
/**
 * How long a line that is no answer waits for a second line: when the program's real answer follows it, the first
 * was written unasked (a reply to `hello` or `game-start` that crossed the question), and is reported as such.
 */
const EXTRA_LINE_MS = 200;
/** How long closing waits for what was sent to reach the program. */
const CLOSE_WAIT_MS = 1000;

/** What a program is told when a game begins (`game-start`); the seed is never sent: it would tell hidden cards. */
export interface GameStart {
  game: string;
  /** 1-based number of the game in the run (`sim`), 1 in `play`. */
  number: number;
  players: string[];
  /** The bot's seat's deck as the log has it (a built-in id or a deck list), null for a game without decks. */
  deck: string | undefined;
  options: Record<string, string>;
}

export interface ExternalBot {
  decide: SyncDecider;
  /**
   * The same decision without blocking the thread: signals and keys are handled while the program thinks. When
   * `signal` aborts, the program is ended and the promise rejects with the signal's reason: nobody forfeits.
   */
  decideAsync(ctx: DecideContext, signal: AbortSignal): Promise<string>;
  /** A game begins: the program is started if it is not running (the first game, or after a forfeit) and told. */
  gameStart(game: GameStart): void;
  /** The game is over: the program is told how it ended (not one that forfeited: that one was ended at once). */
  gameEnd(result: GameResult | undefined, moveCount: number): void;
  /** Close the program's stdin (it should exit) and let go of it. */
  close(): void;
}

/** `kind` is `cmd:PROGRAM`; `seat` 0-based. */
export function externalBot(kind: string, seat: number, timeoutMs = DEFAULT_BOT_TIMEOUT_MS): ExternalBot {
  const command = kind.slice(COMMAND_PREFIX.length).trim();
  let running: Running | undefined;
  let current: GameStart | undefined;

  const send = (message: object) => running?.port.postMessage({ kind: 'send', line: JSON.stringify(message) });

  const start = (game: string): Running => {
    const flag = new SharedArrayBuffer(8);
    const { port1, port2 } = new MessageChannel();
    const worker = new Worker(new URL('./external-bot-worker.js', import.meta.url), {
      workerData: { command, flag, port: port2, maxLine: MAX_LINE_BYTES },
      transferList: [port2],
      stdout: false,
      stderr: false,
    });
    worker.unref();
    port1.unref();
    const r = { worker, port: port1, signal: new Int32Array(flag), answered: false };
    port1.postMessage({ kind: 'send', line: JSON.stringify({ type: 'hello', protocol: BOT_PROTOCOL_VERSION, role: 'bot', game, seat: seat + 1 }) });
    return r;
  };

  const gameStart = (game: GameStart) => {
    current = game;
    running ??= start(game.game);
    send({ type: 'game-start', game: game.game, number: game.number, seat: seat + 1, players: game.players, deck: game.deck ?? null, options: game.options });
  };

  const gameEnd = (result: GameResult | undefined, moveCount: number) => {
    if (!current) return;
    send({ type: 'game-end', game: current.game, number: current.number, moveCount, result: result ? resultData(result) : null });
  };

  const stop = (kill = false) => {
    if (!running) return;
    const { port, signal } = running;
    const pid = Atomics.load(signal, 1);
    port.postMessage({ kind: kill ? 'kill' : 'close' });
    running = undefined;
    // Killed from here too: the process may exit before the worker thread reads the message.
    if (kill && pid > 0) {
      try { process.kill(-pid, 'SIGKILL'); } catch { /* already gone */ }
    }
    if (kill) return;
    // The lines sent last (`game-end`) must reach the program before this process may exit and take the thread along.
    for (const deadline = performance.now() + CLOSE_WAIT_MS; performance.now() < deadline;) {
      const reply = waitForReply(port, signal, deadline - performance.now()) as WorkerReply | undefined;
      if (reply?.kind === 'closed') return;
    }
  };

  const forfeit = (ctx: DecideContext, reason: ForfeitReason, failure: Failure): never => {
    stop(true); // whatever it writes late must not answer the next question
    const name = ctx.match?.header.players[seat] ?? `P${seat + 1}`;
    const english = `${en.botForfeit(seat + 1, name, failure(en.botWhy))} [${COMMAND_PREFIX}${command}]`;
    throw new DeciderForfeit(seat, english, t().botForfeit(seat + 1, name, failure(t().botWhy)), reason);
  };

  /** Sends the question; the time the answer may take, and whether it is the program's first. */
  const post = (ctx: DecideContext): { r: Running; limit: number; first: boolean } => {
    // A caller that announces no game still gets a running program.
    if (!running) gameStart(current ?? { game: ctx.game.id, number: 1, players: playersOf(ctx), deck: ctx.match?.header.decks[seat], options: ctx.match?.header.options ?? {} });
    const r = running!;
    const { game, state, decision } = ctx;
    const seen = withContentLang('en', () =>
      observation(game, state, decision, seat, playersOf(ctx), ctx.match?.moves.length ?? 0));
    r.port.postMessage({ kind: 'ask', line: JSON.stringify({ type: 'decide', observation: seen }) });
    return { r, limit: r.answered ? timeoutMs : timeoutMs + STARTUP_ALLOWANCE_MS, first: !r.answered };
  };

  const received = (r: Running): WorkerReply | undefined => {
    const got = receiveMessageOnPort(r.port);
    if (got) r.answered = true;
    return got?.message as WorkerReply | undefined;
  };

  const waitAsync = async (r: Running, limit: number, signal: AbortSignal): Promise<WorkerReply | undefined> => {
    const deadline = performance.now() + limit;
    for (;;) {
      const reply = received(r);
      if (reply) return reply;
      if (signal.aborted) {
        stop(true);
        throw signal.reason;
      }
      const left = deadline - performance.now();
      if (left <= 0) return undefined;
      await pause(Math.min(left, POLL_MS), signal);
    }
  };

  /** The program's reply as a legal move, or its seat's forfeit. */
  const answer = (ctx: DecideContext, r: Running, first: boolean, reply: WorkerReply | undefined): string => {
    const { game, state, decision } = ctx;
    if (!reply) return forfeit(ctx, 'timeout', (w) => w.timeout(timeoutMs));
    switch (reply.kind) {
      case 'unasked': return forfeit(ctx, 'unasked', (w) => w.unasked(quote(reply.line)));
      case 'tooLong': return forfeit(ctx, 'tooLong', (w) => w.tooLong(MAX_LINE_BYTES));
      // The shell's "not found" and "not executable", before any answer: the program never ran.
      case 'died': return first && /^exit code 12[67]$/.test(reply.how)
        ? forfeit(ctx, 'noStart', (w) => w.shellRefused(reply.how))
        : forfeit(ctx, 'died', (w) => w.died(reply.how));
      case 'noStart': return forfeit(ctx, 'noStart', (w) => w.noStart(reply.why));
      case 'closed': throw new Error('a program bot answered after it was closed');
    }
    const move = namedMove(reply.line);
    if (move === undefined) {
      if (answersNext(r)) return forfeit(ctx, 'unasked', (w) => w.unasked(quote(reply.line)));
      return forfeit(ctx, 'malformed', (w) => w.malformed(quote(reply.line)));
    }
    if (decision.choices.includes(move)) return move;
    const normal = normalizeChoice(move);
    if (decision.choices.includes(normal)) return normal;
    let reason: string | undefined;
    try { reason = withContentLang('en', () => game.explain?.(state, normal)); } catch { reason = undefined; }
    return forfeit(ctx, 'illegal', (w) => w.illegal(quote(move), reason));
  };

  /** Whether the program's next line (if it comes within EXTRA_LINE_MS) is an answer: the line before it was not. */
  const answersNext = (r: Running): boolean => {
    r.port.postMessage({ kind: 'more' });
    const next = waitForReply(r.port, r.signal, EXTRA_LINE_MS) as WorkerReply | undefined;
    return next !== undefined && (next.kind === 'line' || next.kind === 'unasked') && namedMove(next.line) !== undefined;
  };

  const decide: SyncDecider = (ctx) => {
    const { r, limit, first } = post(ctx);
    const reply = waitForReply(r.port, r.signal, limit);
    if (reply) r.answered = true;
    return answer(ctx, r, first, reply as WorkerReply | undefined);
  };

  const decideAsync = async (ctx: DecideContext, signal: AbortSignal): Promise<string> => {
    if (signal.aborted) throw signal.reason;
    const { r, limit, first } = post(ctx);
    return answer(ctx, r, first, await waitAsync(r, limit, signal));
  };

  return { decide, decideAsync, gameStart, gameEnd, close: () => stop() };
}

/** The names at the table (`P1`, `P2`… when the caller has no match). */
function playersOf(ctx: DecideContext): string[] {
  return ctx.match?.header.players ?? Array.from({ length: ctx.seats }, (_, s) => `P${s + 1}`);
}

/** The move a line of the program names (`{"move": "…"}`), or undefined when the line is no such answer. */
function namedMove(line: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return undefined;
  }
  return validate(BOT_MESSAGES.answer, parsed) ? undefined : (parsed as { move: string }).move;
}

/**
 * The next message on `port`, sleeping on `flag[0]` (which the sender sets to 1, then wakes us) until it comes or
 * `limitMs` have really passed (then undefined). A wake-up alone proves nothing: the sender's wake-up for the previous
 * message can arrive after we already wait for the next one.
 */
export function waitForReply(port: MessagePort, flag: Int32Array, limitMs: number): unknown {
  const deadline = performance.now() + limitMs;
  for (;;) {
    // Cleared before looking: a message posted after the look sets it again, so the wait below returns at once.
    Atomics.store(flag, 0, 0);
    const got = receiveMessageOnPort(port);
    if (got) return got.message;
    const left = deadline - performance.now();
    if (left <= 0) return undefined;
    Atomics.wait(flag, 0, 0, left);
  }
}

/** `ms` milliseconds, or until `signal` aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
