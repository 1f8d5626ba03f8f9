import { makeBot, BOT_KINDS, type BotKind } from '../../engine/bots.js';
import { UserError } from '../../engine/errors.js';
import type { AnyGame, Seat } from '../../engine/game.js';
import { parseLog } from '../../engine/log.js';
import { replayLog, startMatch, type Match } from '../../engine/match.js';
import { seedRng } from '../../engine/rng.js';
import { loadCliGame } from '../game-lookup.js';
import { t } from '../i18n/index.js';
import { readUserFile } from '../io.js';
import type { CliContext } from '../main.js';
import { buildHeader, seatCount, type HeaderOptions } from '../play/header.js';
import { LineInput, TerminalInput } from '../play/inputs.js';
import { parseSeatOptions } from '../play/seat-options.js';
import { Session, type Bot } from '../play/session.js';
import { selectTheme } from '../ui/select-theme.js';
import type { MctsOptions } from '../../engine/mcts.js';
import { mctsBudget, type BudgetOptions } from '../bot-options.js';

interface PlayOptions extends HeaderOptions, BudgetOptions {
  bot?: string[];
  log?: string;
  resume?: string;
  open?: boolean;
}

export default async function play(ctx: CliContext, [gameId]: string[], options: PlayOptions): Promise<number> {
  const game = await loadCliGame(gameId!);
  const interactive = Boolean(process.stdin.isTTY);
  const match = options.resume ? resumeMatch(ctx, game, options.resume) : startMatch(game, buildHeader(game, options, await askDecks(ctx, game, options, interactive), (text) => ctx.err(`cardref: ${text}`)));
  const bots = makeBots(match, options.bot, mctsBudget(options));
  const logPath = options.log ?? options.resume ?? (interactive ? defaultLogPath(game.id) : undefined);
  const session = new Session({
    ctx,
    match,
    bots,
    input: interactive ? new TerminalInput() : new LineInput(),
    logPath,
    open: Boolean(options.open),
  });
  return session.run();
}

function resumeMatch(ctx: CliContext, game: AnyGame, path: string): Match {
  const log = parseLog(readUserFile(path, t().logFile), path);
  if (log.header.game !== game.id) throw new UserError(t().otherGameLog(path, log.header.game, game.id));
  const outcome = replayLog(game, log);
  if (outcome.failure) {
    throw new UserError(t().cannotResume(`${path}:${outcome.failure.line}`, outcome.failure.message, path), 2);
  }
  ctx.out(ctx.colors.dim(t().resumed(path, outcome.match.moves.length)));
  return outcome.match;
}

function makeBots(match: Match, values: string[] | undefined, mcts: MctsOptions): Map<Seat, Bot> {
  const bots = new Map<Seat, Bot>();
  for (const [seat, kind] of parseSeatOptions(values, match.header.players.length, 'bot')) {
    if (!BOT_KINDS.includes(kind as BotKind)) throw new UserError(t().unknownBot(kind, BOT_KINDS.join(', ')));
    // Bots get their own RNG: reproducible from the seed, and blind to the game's deck order.
    bots.set(seat, { kind, decide: makeBot(kind as BotKind, seedRng(`bot:${match.header.seed}:${seat}`), mcts) });
  }
  return bots;
}

/** On a terminal, seats without --deck pick a built-in deck from a list; elsewhere the defaults apply. */
async function askDecks(ctx: CliContext, game: AnyGame, options: PlayOptions, interactive: boolean): Promise<Map<Seat, string>> {
  const chosen = new Map<Seat, string>();
  if (!game.decks || !interactive) return chosen;
  const seats = seatCount(game, options.players);
  const given = parseSeatOptions(options.deck, seats, 'deck');
  const { select } = await import('@inquirer/prompts');
  for (let seat = 0; seat < seats; seat++) {
    if (given.has(seat)) continue;
    const id = await select({
      message: t().deckForSeat(seat + 1),
      choices: game.decks.builtin.map((d) => ({ name: `${d.name}  (${d.id})`, value: d.id, description: d.description })),
      default: game.defaultDecks?.[seat % game.defaultDecks.length],
      theme: selectTheme(ctx.colors),
    });
    chosen.set(seat, id);
  }
  return chosen;
}

function defaultLogPath(gameId: string): string {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `cardref-${gameId}-${stamp}.log`;
}
