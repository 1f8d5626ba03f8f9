import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { makeBot, BOT_KINDS, type BotKind } from '../../engine/bots.js';
import { UserError } from '../../engine/errors.js';
import { writeLog } from '../../engine/log.js';
import { matchToLog } from '../../engine/match.js';
import { seedRng } from '../../engine/rng.js';
import { selfPlay } from '../../engine/selfplay.js';
import { loadGame } from '../../games/index.js';
import { writeFileAtomic } from '../io.js';
import type { CliContext } from '../main.js';
import { buildHeader, seatCount, type HeaderOptions } from '../play/header.js';
import { renderTable } from '../ui/tables.js';

interface SimOptions extends HeaderOptions {
  games: string;
  bots: string;
  logDir?: string;
}

/** Wilson score interval: honest bounds even for win rates near 0% or 100%. */
export function wilson(wins: number, n: number): [number, number] {
  if (n === 0) return [0, 0];
  const z = 1.96, p = wins / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export default async function sim(ctx: CliContext, [gameId]: string[], options: SimOptions): Promise<number> {
  const game = await loadGame(gameId!);
  const games = Number(options.games);
  if (!Number.isInteger(games) || games < 1 || games > 10_000_000) throw new UserError('--games must be a whole number from 1');
  const seats = seatCount(game, options.players);
  const kinds = options.bots.split(',').map((k) => k.trim());
  for (const kind of kinds) if (!BOT_KINDS.includes(kind as BotKind)) throw new UserError(`unknown bot "${kind}" (bots: ${BOT_KINDS.join(', ')})`);
  const seatKinds = Array.from({ length: seats }, (_, s) => kinds[s % kinds.length] as BotKind);
  const baseSeed = options.seed ?? '1';
  const seedOf = (g: number) => (/^\d+$/.test(baseSeed) ? String(Number(baseSeed) + g) : `${baseSeed}-${g}`);
  if (options.logDir) mkdirSync(options.logDir, { recursive: true });

  const wins = new Array<number>(seats).fill(0);
  let draws = 0, unfinished = 0, totalDecisions = 0, maxDecisions = 0;
  const progress = !ctx.json && process.stderr.isTTY;
  const started = Date.now();
  for (let g = 0; g < games; g++) {
    const header = buildHeader(game, { ...options, seed: seedOf(g) });
    const deciders = seatKinds.map((kind, seat) => makeBot(kind, seedRng(`bot:${header.seed}:${seat}`)));
    const outcome = selfPlay(game, header, deciders);
    totalDecisions += outcome.decisions;
    maxDecisions = Math.max(maxDecisions, outcome.decisions);
    if (!outcome.result) unfinished++;
    else if (outcome.result.winners.length === 1) wins[outcome.result.winners[0]!]!++;
    else draws++;
    if (options.logDir) writeFileAtomic(join(options.logDir, `${game.id}-${header.seed}.log`), writeLog(matchToLog(outcome.match)));
    if (progress && (g % 5 === 0 || g === games - 1)) {
      const width = 30, done = Math.round(((g + 1) / games) * width);
      process.stderr.write(`\r[${'#'.repeat(done)}${' '.repeat(width - done)}] ${g + 1}/${games}`);
    }
  }
  if (progress) process.stderr.write('\n');
  const seconds = (Date.now() - started) / 1000;
  const header = buildHeader(game, { ...options, seed: seedOf(0) });
  const rows = seatKinds.map((kind, seat) => {
    const [lo, hi] = wilson(wins[seat]!, games);
    return { seat: seat + 1, bot: kind, deck: header.decks[seat] ?? '', wins: wins[seat]!, winRate: wins[seat]! / games, interval95: [lo, hi] };
  });
  const summary = {
    game: game.id, games, seed: baseSeed, seats: rows, draws, unfinished,
    meanDecisions: totalDecisions / games, maxDecisions, seconds,
  };
  if (ctx.json) {
    ctx.out(JSON.stringify(summary, null, 2));
    return 0;
  }
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  ctx.out(renderTable(ctx.colors, ['seat', 'bot', 'deck', 'wins', 'win rate', '95% interval'],
    rows.map((r) => [String(r.seat), r.bot, r.deck.length > 24 ? `${r.deck.slice(0, 21)}…` : r.deck, String(r.wins), pct(r.winRate), `${pct(r.interval95[0]!)}–${pct(r.interval95[1]!)}`])));
  ctx.out(`${games} games · draws ${draws} · unfinished ${unfinished} · decisions per game: mean ${summary.meanDecisions.toFixed(1)}, max ${maxDecisions} · ${seconds.toFixed(1)} s`);
  return 0;
}
