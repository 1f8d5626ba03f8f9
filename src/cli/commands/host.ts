/**
 * `cardref host`: a game served over WebSocket (src/net/). The host's terminal plays one seat with the play screen
 * (or, `--seat none`, prints the public table); every other seat without a bot is played from another terminal
 * with its own join line. The play session stays the referee: remote seats are its bots (host-table.ts).
 */
import { existsSync, rmSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { Readable } from 'node:stream';
import { createInterface } from 'node:readline';
import { UserError } from '../../engine/errors.js';
import type { Seat } from '../../engine/game.js';
import { decisionOf, startMatch, type Match } from '../../engine/match.js';
import { showControls } from '../../engine/visible.js';
import { hostCommand, HOST_WORDS, seatLines, type HostCommandContext } from '../../net/host-commands.js';
import { newSecret, newSecrets, loadSecrets, saveSecrets, secretsPath, type TableSecrets } from '../../net/host-secrets.js';
import { HostServer } from '../../net/host-server.js';
import { HostTable, type SeatKind } from '../../net/host-table.js';
import { tableUrl } from '../../net/host-url.js';
import { NET_PROTOCOL_VERSION } from '../../net/messages.js';
import { mctsBudget } from '../bot-options.js';
import { loadCliGame } from '../game-lookup.js';
import { t } from '../i18n/index.js';
import { integerOption } from '../integers.js';
import type { CliContext } from '../main.js';
import { buildHeader } from '../play/header.js';
import { AbortedError, LineInput, TerminalInput, type MoveInput } from '../play/inputs.js';
import { Interrupt, SIGNAL_EXIT_CODES, whileListening } from '../play/interrupt.js';
import { parseSeatOptions } from '../play/seat-options.js';
import type { Bot } from '../play/session-options.js';
import { VERSION } from '../version.js';
import { askDecks, botSeats, checkTable, claimLog, makeBots, resumeMatch, type PlayOptions } from './play.js';

interface HostOptions extends PlayOptions {
  seat?: string;
  listen?: string;
  port?: string;
}

export default async function host(ctx: CliContext, args: string[], options: HostOptions): Promise<number> {
  return whileListening((interrupt) => hostListening(ctx, args, options, interrupt));
}

async function hostListening(ctx: CliContext, [gameId]: string[], options: HostOptions, interrupt: Interrupt): Promise<number> {
  const game = await loadCliGame(gameId!);
  refuseOneTerminalOptions(options);
  const atTable = Boolean(options.table);
  if (atTable) {
    checkTable(options);
    if (options.seat === 'none') throw new UserError(t().hostTableSeatNone);
  }
  const interactive = Boolean(process.stdin.isTTY);
  const listen = options.listen ?? '127.0.0.1';
  const givenPort = integerOption(options.port, '--port', 0, 65_535);
  // A hosted game is always saved: `host --resume` needs its log.
  const logPath = claimLog(game, options, true, (text) => ctx.err(`cardref: ${text}`))!;
  let decks;
  if (!options.resume) {
    try {
      decks = await askDecks(ctx, game, options, interactive, interrupt.signal);
    } catch (error) {
      const stopped = interrupt.fromPrompt(error);
      if (!(stopped instanceof AbortedError)) throw stopped;
      ctx.err(t().abortedNothingSaved);
      return SIGNAL_EXIT_CODES[stopped.signal];
    }
  }
  const match = options.resume
    ? await resumeMatch(ctx, game, options.resume, options, atTable)
    : startMatch(game, buildHeader(game, options, decks!, (text) => ctx.err(`cardref: ${text}`)), { record: true });
  // `--table`: the match begins once the table has told its setup; until then `match` only stands in for its header
  // (the table shows nobody its cards: host-table.ts `telling`).
  const setup = atTable && !options.resume ? { game, header: match.header } : undefined;
  const seats = match.header.players.length;
  const botKinds = botSeats(options, seats, vsKeeps(options, seats));
  const hostSeat = chooseSeat(options.seat, seats, botKinds);
  const kinds: SeatKind[] = match.header.players.map((_, seat) => (seat === hostSeat ? 'host' : botKinds.has(seat) ? 'bot' : 'remote'));
  const { secrets, fresh } = tableSecrets(logPath, kinds, Boolean(options.resume));

  const budget = mctsBudget(options);
  const timeout = integerOption(options.botTimeout, '--bot-timeout', 1, 3_600_000) ?? 10_000;
  const bots = makeBots(match, botKinds, budget, timeout);
  let session: import('../play/session.js').Session | undefined;
  const table = new HostTable(match, kinds, secrets, { version: VERSION, tableSetup: setup !== undefined }, {
    notice: (kind, _seat, text) => {
      const line = kind === 'chat' ? text
        : kind === 'joined' ? t().hostJoined(showControls(text))
          : kind === 'version' ? t().hostVersionRefused(text, NET_PROTOCOL_VERSION) : t().hostLeft(showControls(text));
      if (session?.screen.active) {
        session.screen.say(line);
        session.screen.redraw?.();
        session.input.refresh?.();
      } else ctx.out(line);
    },
  });
  const server = new HostServer(table);
  // A resumed game listens where its join lines point (the port kept beside the log), unless --port says otherwise.
  const port = givenPort ?? secrets.port ?? 7777;
  let bound: number;
  try {
    bound = await server.listen(listen, port);
  } catch (error) {
    await server.close();
    if (fresh) rmSync(secretsPath(logPath), { force: true });
    throw new UserError(t().hostCannotListen(listen, port, (error as Error).message));
  }
  if (secrets.port !== bound) saveSecrets(secretsPath(logPath), { ...secrets, port: bound });
  printLines(ctx, table, secrets, listen, bound, match.header.players);

  const stopWaiting = async (error: unknown): Promise<number> => {
    const stopped = interrupt.fromPrompt(error);
    if (!(stopped instanceof AbortedError)) throw stopped;
    table.finish();
    await server.close();
    for (const bot of bots.values()) bot.close?.();
    if (fresh) rmSync(secretsPath(logPath), { force: true });
    ctx.err(t().abortedNothingSaved);
    return SIGNAL_EXIT_CODES[stopped.signal];
  };
  if (kinds.includes('remote')) {
    ctx.out(ctx.colors.dim(t().hostWaiting));
    try {
      await interrupt.race(table.untilJoined());
    } catch (error) {
      return stopWaiting(error);
    }
  }
  ctx.out(seatLines(table).join('\n'));

  const commands: HostCommandContext = {
    table,
    hostName: hostSeat === null ? t().hostChatName : match.header.players[hostSeat]!,
    makeBot: (seat, kind) => makeBots(session!.match, new Map([[seat, kind]]), budget, timeout).get(seat)!,
    seatBot: (seat, bot) => { session!.o.bots.set(seat, bot); },
    atTable,
  };
  const remoteTerminal = hostSeat !== null && interactive;
  for (const [seat, kind] of kinds.entries()) {
    if (kind === 'remote') bots.set(seat, remoteTerminal ? withHostPrompt(table.remoteBot(seat), () => session!, commands, hostSeat, seat) : table.remoteBot(seat));
  }
  const input: MoveInput = hostSeat === null ? new LineInput(Readable.from([])) : interactive ? new TerminalInput() : new LineInput();
  const Session = (await import('../play/session.js')).Session;
  session = new Session({
    ctx, ...(setup ? { setup } : { match }), bots, input, logPath, open: false, interrupt, command: 'host', listener: table, hostCommand: (typed) => hostCommand(commands, typed),
    table: atTable,
    ...(atTable ? { remoteTable: { owns: (seat: Seat) => kinds[seat] === 'remote', ask: table.askTable.bind(table) } } : {}),
  });
  // The host's own seat has the screen from the start: while the others think, it shows that seat's view.
  if (hostSeat !== null) session.screen.seat = hostSeat;
  table.attach(session);
  const stopCommands = hostSeat === null ? readHostCommands(ctx, commands) : undefined;
  for (const bot of bots.values()) bot.gameStart?.();
  table.start();
  try {
    const code = await session.run();
    // Stopped while a table game's setup was told: there is no match, and no log.
    if ((session.currentMatch as Match | undefined) === undefined) {
      if (fresh) rmSync(secretsPath(logPath), { force: true });
      return code;
    }
    const end = decisionOf(session.currentMatch);
    if (end.over) {
      for (const bot of bots.values()) bot.gameEnd?.(end.result, session.currentMatch.moves.length);
      // The game is over: its join lines open nothing any more.
      rmSync(secretsPath(logPath), { force: true });
    } else if (session.currentMatch.moves.length === 0 && fresh && !existsSync(logPath)) rmSync(secretsPath(logPath), { force: true });
    return code;
  } finally {
    stopCommands?.();
    table.finish();
    await server.close();
    for (const bot of bots.values()) bot.close?.();
  }
}

/** The options of the play screen at one terminal, which a hosted game has no use for: one line says why. */
function refuseOneTerminalOptions(options: HostOptions): void {
  const given = (['open', 'handoff'] as const).find((key) => options[key]);
  if (given) throw new UserError(t().hostOneTerminal(`--${given}`));
}

/** The seat `--vs` leaves free: the host's own (`--seat`, by default the first seat `--bot` leaves), none for none. */
function vsKeeps(options: HostOptions, seats: number): Seat | null {
  if (options.seat === 'none') return null;
  if (options.seat !== undefined) return integerOption(options.seat, '--seat', 1, seats)! - 1;
  const named = parseSeatOptions(options.bot, seats, 'bot');
  return Array.from({ length: seats }, (_, seat) => seat).find((seat) => !named.has(seat)) ?? null;
}

/** `--seat N|none`; default: the first seat no bot takes (none when bots take every seat). */
function chooseSeat(given: string | undefined, seats: number, bots: Map<Seat, string>): Seat | null {
  if (given === 'none') return null;
  if (given === undefined) {
    const free = Array.from({ length: seats }, (_, s) => s).find((s) => !bots.has(s));
    return free ?? null;
  }
  const seat = integerOption(given, '--seat', 1, seats)! - 1;
  if (bots.has(seat)) throw new UserError(t().hostSeatIsBot(seat + 1));
  return seat;
}

/** The secrets of this table: kept beside the log on `--resume` (a seat that became remote gets a new one). */
function tableSecrets(logPath: string, kinds: SeatKind[], resume: boolean): { secrets: TableSecrets; fresh: boolean } {
  const path = secretsPath(logPath);
  const remote = new Set(kinds.flatMap((kind, seat) => (kind === 'remote' ? [seat] : [])));
  if (resume && existsSync(path)) {
    const kept = loadSecrets(path, kinds.length);
    const seats = kept.seats.map((secret, seat) => (remote.has(seat) ? secret ?? newSecret() : secret));
    const secrets = { ...kept, seats };
    saveSecrets(path, secrets);
    return { secrets, fresh: false };
  }
  if (!resume && existsSync(path)) throw new UserError(t().hostSecretsExist(showControls(path)));
  const secrets = newSecrets(kinds.length, remote);
  saveSecrets(path, secrets);
  return { secrets, fresh: true };
}

/** A join line per remote seat, the watch line, and once, for a host others can reach, who can take a seat. */
function printLines(ctx: CliContext, table: HostTable, secrets: TableSecrets, listen: string, port: number, players: string[]): void {
  const address = reachableAddress(listen);
  table.kinds.forEach((kind, seat) => {
    if (kind === 'remote') ctx.out(t().hostJoinLine(seat + 1, showControls(players[seat]!), `cardref join ${tableUrl(address, port, secrets.seats[seat]!)}`));
  });
  ctx.out(t().hostWatchLine(`cardref watch ${tableUrl(address, port, secrets.watch)}`));
  if (!['127.0.0.1', '::1', 'localhost'].includes(listen)) ctx.err(ctx.colors.yellow(t().hostOpenWarning(listen)));
}

/** The address a join line names: the one listened on, or for a wildcard this machine's first outside address. */
function reachableAddress(listen: string): string {
  if (listen !== '0.0.0.0' && listen !== '::') return listen;
  const outside = Object.values(networkInterfaces()).flat().find((i) => i && !i.internal && (listen === '::' || i.family === 'IPv4'));
  return outside?.address ?? (listen === '::' ? '::1' : '127.0.0.1');
}

/**
 * A remote seat's bot whose wait keeps a prompt open at the host's terminal for the host's words (`replace 2
 * hard` for a player who dropped, `say`), closed when the seat's move comes.
 */
function withHostPrompt(remote: Bot, session: () => import('../play/session.js').Session, commands: HostCommandContext, hostSeat: Seat, seat: Seat): Bot {
  return {
    ...remote,
    decideAsync: (ctx, signal) => {
      const answer = remote.decideAsync!(ctx, signal);
      let waiting = true;
      const { screen, colors } = session();
      // The host's view, who is thinking, and what the host was last told (a drop, a chat line) above the prompt.
      screen.redraw = () => {
        const name = showControls(session().name(seat));
        const connected = commands.table.seatStates()[seat]!.connected;
        screen.draw(hostSeat, connected ? colors.dim(t().botThinking(name)) : colors.yellow(t().hostLeft(name)));
      };
      screen.redraw();
      const prompt = async () => {
        while (waiting) {
          let typed: string;
          try {
            typed = (await session().ask('> ', HOST_WORDS)).trim();
          } catch {
            return;
          }
          if (!waiting || !typed) continue;
          const said = hostCommand(commands, typed) ?? t().hostWordsOnly(HOST_WORDS.join(', '));
          session().screen.say(said);
          session().screen.redraw?.();
        }
      };
      void prompt();
      return answer.finally(() => {
        waiting = false;
        session().withdrawQuestion();
      });
    },
  };
}

/** `--seat none`: the host's words are read from stdin, one per line, while the game runs. */
function readHostCommands(ctx: CliContext, commands: HostCommandContext): () => void {
  if (!process.stdin.readable) return () => {};
  const lines = createInterface({ input: process.stdin, terminal: false });
  lines.on('line', (typed) => {
    if (!typed.trim()) return;
    ctx.out(hostCommand(commands, typed) ?? t().hostWordsOnly(HOST_WORDS.join(', ')));
  });
  lines.on('error', () => {});
  return () => lines.close();
}
