/**
 * `cardref join <URL>`: a seat of a game another terminal hosts; `cardref watch <URL>` (watch.ts) the public table.
 * The URL is checked first, then the connection made (client.ts), the game's module loaded for `info` and `help`,
 * and the remote session (play/remote-session.ts) runs until the game ends, the connection is lost for good, or
 * Ctrl+C/SIGTERM: then the terminal is restored and the seat waits at the host for a rejoin.
 */
import { UserError, quote } from '../../engine/errors.js';
import { randomItem, seedRng } from '../../engine/rng.js';
import { NetClient, NetError, type ClientListener } from '../../net/client.js';
import { parseJoinUrl } from '../../net/client-url.js';
import { loadCliGame } from '../game-lookup.js';
import { t } from '../i18n/index.js';
import { integerOption } from '../integers.js';
import type { CliContext } from '../main.js';
import { AbortedError, LineInput, TerminalInput } from '../play/inputs.js';
import { Interrupt, SIGNAL_EXIT_CODES } from '../play/interrupt.js';
import { failureText, NET_EXIT_CODE, RemoteSession } from '../play/remote-session.js';

export interface JoinOptions {
  bot?: string;
  reconnect?: string;
}

/** The only bot that plays from a seat's own view (the others search the whole state, which only the host has). */
const REMOTE_BOTS = ['random'];

export default async function join(ctx: CliContext, [url]: string[], options: JoinOptions): Promise<number> {
  return joinTable(ctx, url!, options, false);
}

export async function joinTable(ctx: CliContext, url: string, options: JoinOptions, watcher: boolean): Promise<number> {
  const target = parseJoinUrl(url);
  if ('problem' in target) throw new UserError(t().netBadUrl(quote(url, 80)));
  if (options.bot !== undefined && !REMOTE_BOTS.includes(options.bot)) throw new UserError(t().netBotUnavailable(options.bot));
  const reconnectSeconds = integerOption(options.reconnect, '--reconnect', 0, 86_400) ?? 120;
  const interrupt = new Interrupt().listen();
  const interactive = Boolean(process.stdin.isTTY) && options.bot === undefined;
  const input = interactive ? new TerminalInput() : new LineInput();
  const rng = seedRng(String(Date.now()));
  const session = new RemoteSession({
    ctx, target, input, interrupt, reconnectSeconds,
    bot: options.bot === undefined ? undefined : (choices) => randomItem(rng, choices),
  });
  // The listener forwards to the session (set up once the welcome tells the game).
  const listener: ClientListener = {
    message: (message) => session.message(message),
    malformed: (problem) => session.malformed(problem),
    lost: () => session.lost(),
    back: () => session.back(),
    ended: (failure) => session.ended(failure),
  };
  try {
    let client: NetClient;
    try {
      client = await interrupt.race(NetClient.connect(target, listener, { reconnectMs: reconnectSeconds * 1000 }));
    } catch (error) {
      if (error instanceof AbortedError) {
        ctx.err(t().netLeft);
        return SIGNAL_EXIT_CODES[error.signal];
      }
      if (!(error instanceof NetError)) throw error;
      ctx.err(`cardref: ${failureText(error.failure, target.shown, reconnectSeconds)}`);
      return NET_EXIT_CODE;
    }
    if ((client.welcome.seat === null) !== watcher) {
      client.close();
      throw new UserError(watcher ? t().netNotWatchLine : t().netNotJoinLine);
    }
    let game;
    try {
      game = await loadCliGame(client.welcome.game);
    } catch (error) {
      client.close();
      throw error;
    }
    session.start(client, client.welcome, game);
    return await session.run();
  } finally {
    input.close();
    interrupt.release();
  }
}
