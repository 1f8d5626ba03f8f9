import { mkdirSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { BOT_NAMES, isBotName, type BotName } from '../../engine/bots.js';
import { UserError } from '../../engine/errors.js';
import { mctsBudget, type BudgetOptions } from '../bot-options.js';
import { integerOption } from '../integers.js';
import { loadCliGame } from '../game-lookup.js';
import { t } from '../i18n/index.js';
import type { CliContext } from '../main.js';
import { buildHeader, seatCount, type HeaderOptions } from '../play/header.js';
import { isCommandBot, splitBotKinds } from '../external-bot.js';
import { addTotals, emptyTotals, runSlice, seedOf, type SliceRequest, type SliceTotals } from '../sim/slice.js';
import { truncateDisplay } from '../ui/width.js';

interface SimOptions extends HeaderOptions, BudgetOptions {
  games: string;
  bots: string;
  logDir?: string;
  workers?: string;
  botTimeout?: string;
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
  const game = await loadCliGame(gameId!);
  const games = integerOption(options.games, '--games', 1, 10_000_000)!;
  const workers = integerOption(options.workers, '--workers', 1, 64) ?? 1;
  const mcts = mctsBudget(options);
  const seats = seatCount(game, options.players);
  const kinds = splitBotKinds(options.bots);
  for (const kind of kinds) {
    if (!isBotName(kind) && !isCommandBot(kind)) throw new UserError(t().unknownBot(kind, [...BOT_NAMES, 'cmd:PROGRAM'].join(', ')));
  }
  // Fewer bots than seats go round the table again; more is a mistake (a bot that would never play).
  if (kinds.length > seats) throw new UserError(t().tooManyBots(kinds.length, game.id, seats));
  const botTimeoutMs = integerOption(options.botTimeout, '--bot-timeout', 1, 3_600_000) ?? 10_000;
  const seatKinds = Array.from({ length: seats }, (_, s) => kinds[s % kinds.length] as BotName);
  const baseSeed = options.seed ?? '1';
  // Validates decks and options once (and warns once about an overruled --first).
  const first = buildHeader(game, { ...options, seed: seedOf(baseSeed, 0) }, new Map(), (text) => ctx.err(`cardref: ${text}`));
  // The last game's seed must be a valid seed too (a 64-digit seed counted up grows a digit).
  if (games > 1) buildHeader(game, { ...options, seed: seedOf(baseSeed, games - 1) });
  if (options.logDir) makeLogDir(options.logDir);

  const { players: _p, ...headerOptions } = options;
  void _p;
  const request: SliceRequest = {
    gameId: game.id, options: { ...headerOptions, players: String(seats) }, seatKinds, baseSeed, from: 0, to: games,
    logDir: options.logDir, mcts, lang: ctx.lang, botTimeoutMs,
  };
  let done = 0;
  const progress = !ctx.json && process.stderr.isTTY;
  const started = Date.now();
  let shown = 0;
  const tick = () => {
    done++;
    const now = Date.now();
    // A few redraws a second at most, and always the last one.
    if (progress && (now - shown >= 100 || done === games)) {
      shown = now;
      process.stderr.write(`\r${progressLine(done, games, now - started)}\x1b[K`);
    }
  };
  const totals = workers > 1 ? await runInWorkers(request, workers, tick) : await runSlice(request, tick);
  if (progress) process.stderr.write('\n');
  const seconds = (Date.now() - started) / 1000;

  const rows = seatKinds.map((kind, seat) => {
    const [lo, hi] = wilson(totals.wins[seat]!, games);
    const forfeitReasons = [...totals.forfeits[seat]!].sort((a, b) => a.firstGame - b.firstGame)
      .map(({ reason, games: count, firstSeed, firstMessage }) => ({ reason, games: count, firstSeed, firstMessage }));
    const forfeits = forfeitReasons.reduce((sum, f) => sum + f.games, 0);
    return {
      seat: seat + 1, bot: kind, deck: first.decks[seat] ?? '', wins: totals.wins[seat]!, winRate: totals.wins[seat]! / games, interval95: [lo, hi],
      forfeits, forfeitReasons,
    };
  });
  // A program bot that forfeited (could not start, died, timed out, answered nonsense) makes the run exit 2: its
  // seat's figures are not its play.
  const exitCode = rows.some((r) => r.forfeits > 0) ? 2 : 0;
  const summary = {
    game: game.id, games, seed: baseSeed, seats: rows, draws: totals.draws, lostToGame: totals.lostToGame, unfinished: totals.unfinished,
    meanDecisions: totals.totalDecisions / games, maxDecisions: totals.maxDecisions, seconds, workers,
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  };
  if (ctx.json) {
    ctx.out(JSON.stringify(summary, null, 2));
    return exitCode;
  }
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  // Loaded here, not at the top: a usage error or --json does not pay for the table code (and string-width).
  const { renderTable } = await import('../ui/tables.js');
  ctx.out(renderTable(ctx.colors, t().simHead,
    rows.map((r) => [String(r.seat), r.bot, truncateDisplay(r.deck, 22), String(r.wins), pct(r.winRate), `${pct(r.interval95[0]!)}–${pct(r.interval95[1]!)}`])));
  ctx.out(t().simSummary({ games, draws: totals.draws, lostToGame: totals.lostToGame, unfinished: totals.unfinished, mean: summary.meanDecisions.toFixed(1), max: totals.maxDecisions, seconds: seconds.toFixed(1) }));
  for (const r of rows) {
    if (r.forfeits > 0) ctx.err(`cardref: ${t().simForfeits(r.seat, r.forfeits, r.forfeitReasons.map((f) => `${f.reason} ${f.games}`).join(', '))}`);
  }
  return exitCode;
}

/** `[####      ] 40/100 · 12s elapsed · about 18s left`: the estimate assumes the games left take as long as the ones done. */
export function progressLine(done: number, games: number, elapsedMs: number): string {
  const width = 30, filled = Math.round((done / games) * width);
  const bar = `[${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${done}/${games}`;
  const left = done >= games ? undefined : duration((elapsedMs / done) * (games - done));
  return `${bar} · ${t().simTime(duration(elapsedMs), left)}`;
}

/** `42s`, `3m 05s`, `1h 02m`. */
export function duration(ms: number): string {
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m}m ${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(m / 60)}h ${String(m % 60).padStart(2, '0')}m`;
}

/** The folder for `--log-dir`, made if missing; a file there (or on the way there) is a usage error, not a crash. */
function makeLogDir(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    throw new UserError(t().logDirUnusable(dir, (error as NodeJS.ErrnoException).code ?? (error as Error).message));
  }
}

function runInWorkers(request: SliceRequest, workers: number, tick: () => void): Promise<SliceTotals> {
  const per = Math.ceil(request.to / workers);
  const slices = Array.from({ length: workers }, (_, w) => ({ ...request, from: w * per, to: Math.min(request.to, (w + 1) * per) }))
    .filter((s) => s.from < s.to);
  const totals = emptyTotals(request.seatKinds.length);
  return Promise.all(slices.map((slice) => new Promise<void>((resolve, reject) => {
    const worker = new Worker(new URL('../sim/worker.js', import.meta.url), { workerData: slice });
    worker.on('message', (m: { kind: string; totals?: SliceTotals; message?: string }) => {
      if (m.kind === 'game') tick();
      else if (m.kind === 'done') { addTotals(totals, m.totals!); resolve(); }
      else reject(new UserError(t().workerFailed(m.message)));
    });
    worker.on('error', reject);
  }))).then(() => totals);
}
