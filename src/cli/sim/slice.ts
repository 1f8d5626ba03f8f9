/**
 * Plays games [from, to) of a sim run and sums them up. Game g always uses seed base+g and its own bot RNGs,
 * so splitting the range over worker threads gives exactly the single-thread results.
 */
import { join } from 'node:path';
import { makeBot, type BotName } from '../../engine/bots.js';
import { UNFINISHED } from '../../engine/game.js';
import { writeLog } from '../../engine/log.js';
import { matchToLog } from '../../engine/match.js';
import { seedRng } from '../../engine/rng.js';
import { selfPlay } from '../../engine/selfplay.js';
import { loadGame } from '../../games/index.js';
import { externalBot, isCommandBot } from '../external-bot.js';
import { setLang, t, type Lang } from '../i18n/index.js';
import { writeFileAtomic } from '../io.js';
import { buildHeader, type HeaderOptions } from '../play/header.js';
import type { MctsOptions } from '../../engine/mcts.js';

export interface SliceRequest {
  gameId: string;
  options: HeaderOptions;
  /** A built-in bot kind or `cmd:PROGRAM` per seat. */
  seatKinds: (BotName | string)[];
  baseSeed: string;
  from: number;
  to: number;
  logDir?: string;
  /** MCTS budget per decision (`--iterations`, `--think-ms`). */
  mcts: MctsOptions;
  /** Language of error messages (worker threads start in English otherwise). */
  lang?: Lang;
  /** How long a `cmd:` bot may take per move. */
  botTimeoutMs?: number;
}

export interface SliceTotals {
  games: number;
  wins: number[];
  draws: number;
  /** Games nobody at the table won that were no draw (a solo game lost to the automated opponent). */
  lostToGame: number;
  /** Games that hit the step limit or a chosen bound (result label `unfinished`). */
  unfinished: number;
  totalDecisions: number;
  maxDecisions: number;
  /** Per seat: the games its program bot forfeited, by reason. */
  forfeits: ForfeitTally[][];
}

/** The games a seat's bot forfeited for one reason, and the first of them (by game number: the same with any --workers). */
export interface ForfeitTally {
  reason: string;
  games: number;
  firstGame: number;
  firstSeed: string;
  firstMessage: string;
}

/** Seed of game `g`: a numeric seed counts up exactly (as a BigInt: `99999999999999999999` + 1 is not itself). */
export function seedOf(baseSeed: string, g: number): string {
  return /^\d+$/.test(baseSeed) ? String(BigInt(baseSeed) + BigInt(g)) : `${baseSeed}-${g}`;
}

export function emptyTotals(seats: number): SliceTotals {
  return {
    games: 0, wins: new Array(seats).fill(0), draws: 0, lostToGame: 0, unfinished: 0, totalDecisions: 0, maxDecisions: 0,
    forfeits: Array.from({ length: seats }, () => []),
  };
}

/** Counts `more` into a seat's tallies: its reason's games, and its first game if `more` came earlier. */
function addForfeit(tallies: ForfeitTally[], more: ForfeitTally): void {
  const same = tallies.find((f) => f.reason === more.reason);
  if (!same) { tallies.push({ ...more }); return; }
  same.games += more.games;
  if (more.firstGame < same.firstGame) Object.assign(same, { firstGame: more.firstGame, firstSeed: more.firstSeed, firstMessage: more.firstMessage });
}

export function addTotals(into: SliceTotals, more: SliceTotals): void {
  into.games += more.games;
  more.wins.forEach((w, s) => (into.wins[s]! += w));
  into.draws += more.draws;
  into.lostToGame += more.lostToGame;
  into.unfinished += more.unfinished;
  into.totalDecisions += more.totalDecisions;
  into.maxDecisions = Math.max(into.maxDecisions, more.maxDecisions);
  more.forfeits.forEach((tallies, s) => tallies.forEach((f) => addForfeit(into.forfeits[s]!, f)));
}

export async function runSlice(req: SliceRequest, onGame?: () => void): Promise<SliceTotals> {
  if (req.lang) setLang(req.lang);
  const game = await loadGame(req.gameId);
  const totals = emptyTotals(req.seatKinds.length);
  // A program per `cmd:` seat, kept for the whole slice.
  const external = req.seatKinds.map((kind, seat) => (isCommandBot(kind) ? externalBot(kind, seat, req.botTimeoutMs) : undefined));
  for (let g = req.from; g < req.to; g++) {
    const header = buildHeader(game, { ...req.options, seed: seedOf(req.baseSeed, g) });
    const deciders = req.seatKinds.map((kind, seat) =>
      external[seat]?.decide ?? makeBot(kind as BotName, seedRng(`bot:${header.seed}:${seat}`), req.mcts, game));
    external.forEach((bot, seat) => bot?.gameStart({ game: game.id, number: g + 1, players: header.players, deck: header.decks[seat], options: header.options }));
    const outcome = selfPlay(game, header, deciders);
    for (const bot of external) bot?.gameEnd(outcome.result, outcome.match.moves.length);
    const forfeit = outcome.forfeit;
    if (forfeit) {
      process.stderr.write(`cardref: ${t().simForfeit(header.seed, forfeit.shown)}\n`);
      addForfeit(totals.forfeits[forfeit.seat]!, { reason: forfeit.reason, games: 1, firstGame: g, firstSeed: header.seed, firstMessage: forfeit.message });
    }
    totals.games++;
    totals.totalDecisions += outcome.decisions;
    totals.maxDecisions = Math.max(totals.maxDecisions, outcome.decisions);
    // Unfinished: the step limit, or a bound the options chose (a game's round limit).
    if (!outcome.result || outcome.result.label === UNFINISHED) totals.unfinished++;
    else if (outcome.result.winners.length === 1) totals.wins[outcome.result.winners[0]!]!++;
    else if (outcome.result.winners.length === 0 && outcome.result.label) totals.lostToGame++;
    else totals.draws++;
    if (req.logDir) writeFileAtomic(join(req.logDir, `${game.id}-${header.seed}.log`), writeLog(matchToLog(outcome.match)));
    onGame?.();
  }
  // (Should a game throw, the programs still end: their threads do not keep the process alive, and their stdin closes.)
  for (const bot of external) bot?.close();
  return totals;
}
