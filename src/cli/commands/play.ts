import { BOT_NAMES, greedyDecider, isBotName, resolveBot } from '../../engine/bots.js';
import { randomDecider } from '../../engine/deciders.js';
import { isLevel, LEVELS } from '../../engine/levels.js';
import { forcedChoice, mctsDecider, MctsMemory, MctsSearch } from '../../engine/mcts.js';
import { UserError } from '../../engine/errors.js';
import { showControls } from '../../engine/visible.js';
import { selfPlayOptions, type AnyGame, type Seat } from '../../engine/game.js';
import type { ChanceOutcome } from '../../engine/chance.js';
import type { GameLog, LogHeader } from '../../engine/log.js';
import { decisionOf, playChoice, replayLog, replayProblem, RESIGN, startMatch, type Match } from '../../engine/match.js';
import { seedRng } from '../../engine/rng.js';
import { loadCliGame } from '../game-lookup.js';
import { t } from '../i18n/index.js';
import { openLog, withLogLines } from '../log-file.js';
import type { CliContext } from '../main.js';
import { buildHeader, seatCount, type HeaderOptions } from '../play/header.js';
import { autosaveLog, checkLogTarget, lockLog } from '../play/log-file.js';
import { AbortedError, LineInput, TerminalInput } from '../play/inputs.js';
import { Interrupt, SIGNAL_EXIT_CODES, whileListening } from '../play/interrupt.js';
import { parseSeatOptions } from '../play/seat-options.js';
import type { Bot } from '../play/session.js';
// The play screen (and the wrapping and tables it draws with) loads only once a game starts: a usage error before
// that, the common case of a short run, does not pay for it.
const loadSession = async () => (await import('../play/session.js')).Session;
import { selectTheme, wrappedChoice } from '../ui/select-theme.js';
import { terminalColumns } from '../ui/wrap.js';
import type { MctsOptions } from '../../engine/mcts.js';
import { mctsBudget, type BudgetOptions } from '../bot-options.js';
import { integerOption } from '../integers.js';
import { externalBot, isCommandBot } from '../external-bot.js';

export interface PlayOptions extends HeaderOptions, BudgetOptions {
  bot?: string[];
  vs?: string;
  botTimeout?: string;
  log?: string;
  resume?: string;
  open?: boolean;
  handoff?: boolean;
  force?: boolean;
  table?: boolean;
}

export default async function play(ctx: CliContext, args: string[], options: PlayOptions): Promise<number> {
  // Ctrl+C and the stop signals, for the whole command: the deck picker and the session give way to them.
  return whileListening((interrupt) => playListening(ctx, args, options, interrupt));
}

async function playListening(ctx: CliContext, [gameId]: string[], options: PlayOptions, interrupt: Interrupt): Promise<number> {
  const game = await loadCliGame(gameId!);
  const interactive = Boolean(process.stdin.isTTY);
  const table = Boolean(options.table);
  if (table) checkTable(options);
  // The log is checked and locked before anything is read or asked: a second cardref on it stops here.
  const logPath = claimLog(game, options, interactive, (text) => ctx.err(`cardref: ${text}`));
  let decks: Map<Seat, string> | undefined;
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
  if (table && !options.resume) {
    // The match begins once the table has told its setup (the opening hands): the session asks for it.
    const header = buildHeader(game, options, decks!, (text) => ctx.err(`cardref: ${text}`));
    const input = interactive ? new TerminalInput() : new LineInput();
    const Session = await loadSession();
    return new Session({ ctx, setup: { game, header }, table, bots: new Map(), input, logPath, open: Boolean(options.open), handoff: Boolean(options.handoff), interrupt }).run();
  }
  const match = options.resume
    ? await resumeMatch(ctx, game, options.resume, options, table)
    : startMatch(
      game, boundedWithoutHumans(game, buildHeader(game, options, decks!, (text) => ctx.err(`cardref: ${text}`)), options),
      // Every card is written as it became known ("> " lines): the log is a transcript, which replays without the PRNG.
      { record: true },
    );
  const bots = makeBots(match, botSeats(options, match.header.players.length), mctsBudget(options), integerOption(options.botTimeout, '--bot-timeout', 1, 3_600_000) ?? 10_000);
  const Session = await loadSession();
  const session = new Session({
    ctx,
    match,
    bots,
    input: interactive ? new TerminalInput() : new LineInput(),
    logPath,
    open: Boolean(options.open),
    handoff: Boolean(options.handoff),
    table,
    interrupt,
  });
  for (const bot of bots.values()) bot.gameStart?.();
  try {
    const code = await session.run();
    const played = session.currentMatch;
    const end = decisionOf(played);
    // A program bot hears how the game ended (one left unfinished is resumed later: no end yet).
    if (end.over) for (const bot of bots.values()) bot.gameEnd?.(end.result, played.moves.length);
    return code;
  } finally {
    for (const bot of bots.values()) bot.close?.();
  }
}

/** Options a resumed game cannot take: its log already fixes them. */
const FIXED_BY_LOG = { players: '--players', name: '--name', deck: '--deck', seed: '--seed', first: '--first', rules: '--rules', option: '--option' } as const;

/** `--table` is played by people with their own cards: bots are refused before a log is claimed. */
export function checkTable(options: PlayOptions): void {
  if (options.bot !== undefined || options.vs !== undefined) throw new UserError(t().tableNoBots);
}

export async function resumeMatch(ctx: CliContext, game: AnyGame, path: string, options: PlayOptions, table = false): Promise<Match> {
  const { log } = await openLog(path);
  if (log.header.game !== game.id) throw new UserError(t().otherGameLog(path, log.header.game, game.id));
  const ignored = Object.entries(FIXED_BY_LOG).filter(([key]) => options[key as keyof typeof FIXED_BY_LOG] !== undefined).map(([, flag]) => flag);
  if (ignored.length > 0) ctx.err(t().resumeIgnores(ignored.join(', '), showControls(path)));
  const outcome = withLogLines(path, () => replayLog(game, log));
  const problem = replayProblem(outcome);
  if (problem) throw new UserError(t().cannotResume(`${path}:${problem.line}`, problem.message, path), 2);
  const decision = decisionOf(outcome.match);
  if (decision.over) throw new UserError(t().resumeFinished(showControls(path), t().result(decision.result, log.header.players)));
  if (table) {
    if (!outcome.match.opening) throw new UserError(t().tableResumeSeeded(path));
    // The table goes on telling: what nobody has named yet is asked, not dealt.
    delete outcome.match.state.rng.told.open;
  }
  ctx.out(ctx.colors.dim(t().resumed(showControls(path), outcome.match.moves.length)));
  return (log.opening && sameSeededGame(game, log)) || outcome.match;
}

/**
 * A transcript cardref wrote of a seeded game: its seed gives every outcome it names, so the resumed game goes on
 * as that seeded game would have (the cards nobody named yet where the seed put them); undefined otherwise (a
 * table game: then the cards not named yet are dealt at random from those still possible).
 */
function sameSeededGame(game: AnyGame, log: GameLog): Match | undefined {
  const said = (outcomes: ChanceOutcome[] | undefined) => JSON.stringify((outcomes ?? []).map((o) => [o.key, o.name]));
  try {
    const match = startMatch(game, log.header, { record: true });
    if (said(match.opening) !== said(log.opening)) return undefined;
    for (const move of log.moves) {
      if (move.choice === RESIGN) return undefined;
      playChoice(match, move.choice);
      if (said(match.moves[match.moves.length - 1]!.outcomes) !== said(move.outcomes)) return undefined;
    }
    return match;
  } catch {
    return undefined;
  }
}

/**
 * `--vs LEVEL`: the computer at that level in every seat but `human` (seat 1; for `host`, the seat its terminal
 * plays, none for `--seat none`) (Solo Midrash has no other seat: its demon plays on as ever); a seat `--bot` names
 * keeps that bot.
 */
function withVs(level: string | undefined, bots: string[] | undefined, seats: number, human: Seat | null): string[] | undefined {
  if (level === undefined) return bots;
  if (!isLevel(level)) throw new UserError(t().unknownLevel(level, LEVELS.join(', ')));
  const named = parseSeatOptions(bots, seats, 'bot');
  const added = Array.from({ length: seats }, (_, s) => s).filter((s) => s !== human && !named.has(s)).map((s) => `${s + 1}=${level}`);
  return [...(bots ?? []), ...added];
}

/** The bot of each seat `--bot` and `--vs` give the computer. */
export function botSeats(options: PlayOptions, seats: number, human: Seat | null = 0): Map<Seat, string> {
  return parseSeatOptions(withVs(options.vs, options.bot, seats, human), seats, 'bot');
}

/**
 * A game with no human seat takes the bounds the game sets for self-play (`selfPlayOptions`: Midrash's round limit),
 * written into its header, as `sim` does: random play need never end a game whose rules have no limit. An option
 * the user gave (`--option round-limit=off`) stands.
 */
function boundedWithoutHumans(game: AnyGame, header: LogHeader, options: PlayOptions): LogHeader {
  const seats = header.players.length;
  return botSeats(options, seats).size < seats ? header : { ...header, options: selfPlayOptions(game, header.options) };
}

export function makeBots(match: Match, seats: Map<Seat, string>, budget: MctsOptions, timeoutMs: number | undefined): Map<Seat, Bot> {
  const bots = new Map<Seat, Bot>();
  for (const [seat, kind] of seats) {
    if (isCommandBot(kind)) {
      const external = externalBot(kind, seat, timeoutMs);
      const { header } = match;
      bots.set(seat, {
        kind: 'cmd', decide: external.decide, decideAsync: external.decideAsync, close: external.close, gameEnd: external.gameEnd,
        gameStart: () => external.gameStart({ game: match.game.id, number: 1, players: header.players, deck: header.decks[seat], options: header.options }),
      });
      continue;
    }
    if (!isBotName(kind)) throw new UserError(t().unknownBot(kind, [...BOT_NAMES, 'cmd:PROGRAM'].join(', ')));
    // Bots get their own RNG: reproducible from the seed, and blind to the game's deck order.
    const rng = seedRng(`bot:${match.header.seed}:${seat}`);
    const { kind: algorithm, mcts } = resolveBot(kind, budget, match.game);
    if (algorithm !== 'mcts') {
      bots.set(seat, { kind, decide: algorithm === 'greedy' ? greedyDecider(rng) : randomDecider(rng) });
      continue;
    }
    // The play screen runs the search itself, in slices (see Session); `decide` is the same search in one go. Both
    // share the seat's tree memory, so tree reuse sees every search of the seat.
    const memory = new MctsMemory();
    bots.set(seat, {
      kind,
      decide: mctsDecider(rng, mcts, memory),
      search: (ctx) => (forcedChoice(ctx.game, ctx.state, ctx.decision.choices) === undefined ? new MctsSearch(ctx, rng, mcts, memory) : undefined),
    });
  }
  return bots;
}

/** On a terminal, seats without --deck pick a built-in deck from a list; elsewhere the defaults apply. */
export async function askDecks(ctx: CliContext, game: AnyGame, options: PlayOptions, interactive: boolean, signal: AbortSignal): Promise<Map<Seat, string>> {
  const chosen = new Map<Seat, string>();
  if (!game.decks || !interactive) return chosen;
  const seats = seatCount(game, options.players);
  const given = parseSeatOptions(options.deck, seats, 'deck');
  const { select } = await import('@inquirer/prompts');
  for (let seat = 0; seat < seats; seat++) {
    if (given.has(seat)) continue;
    const id = await select({
      message: t().deckForSeat(seat + 1),
      choices: deckChoices(game.decks.builtin, terminalColumns() ?? 80),
      default: game.defaultDecks?.[seat % game.defaultDecks.length],
      theme: selectTheme(ctx.colors),
    }, { signal });
    chosen.set(seat, id);
  }
  return chosen;
}

/** The deck picker's choices: each built-in deck's name and id, its description shown under the list when chosen. */
export function deckChoices(decks: readonly { id: string; name: string; description: string }[], columns: number) {
  return decks.map((d) => wrappedChoice({ name: `${d.name}  (${d.id})`, value: d.id, description: d.description }, columns));
}

/**
 * Where this game is saved: `--log`, else the resumed log, else (at a terminal) a fresh autosave in the state
 * folder. Whichever it is, it is checked (never a link, FIFO, device, folder or someone else's file) and locked.
 */
export function claimLog(game: AnyGame, options: PlayOptions, interactive: boolean, warn: (text: string) => void): string | undefined {
  if (options.log !== undefined) {
    checkLogTarget('log', options.log, game.id, Boolean(options.force));
    lockLog(options.log);
    return options.log;
  }
  if (options.resume !== undefined) {
    // Resuming reads the log first (it must be a log of this game); here only what it is and who holds it.
    checkLogTarget('resume', options.resume, game.id, true);
    lockLog(options.resume);
    return options.resume;
  }
  return interactive ? autosaveLog(game.id, undefined, warn) : undefined;
}
