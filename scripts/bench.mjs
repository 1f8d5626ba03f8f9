#!/usr/bin/env node
// `npm run bench`: the performance figures of every game against their goals, as one table (or --json).
// Run after `npm run build`; it measures the built code, as users run it.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { GAMES } = await import(join(root, 'dist/games/index.js'));
const { selfPlay } = await import(join(root, 'dist/engine/selfplay.js'));
const { makeBot } = await import(join(root, 'dist/engine/bots.js'));
const { seedRng } = await import(join(root, 'dist/engine/rng.js'));
const { replayLog } = await import(join(root, 'dist/engine/match.js'));
const { matchToLog } = await import(join(root, 'dist/engine/match.js'));

const json = process.argv.includes('--json');
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const rows = [];

// The rate per second of this process's CPU time is shown beside the wall-clock figure: on a shared machine
// the wall clock also counts the time other processes had the core.
function cpuSeconds(since) {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1e6;
}

function header(game, seed) {
  const players = Array.from({ length: game.players.default }, (_, i) => `P${i + 1}`);
  const decks = game.decks ? players.map((_, i) => game.defaultDecks?.[i % game.defaultDecks.length]) : [];
  return { game: game.id, version: game.version, players, seed: String(seed), decks, options: {}, orders: {} };
}

// Cold start: `cardref --version`, `cardref --help` and `cardref rules wixoss` against `node -e 0`, measured first,
// while this process is still small (a big parent makes every spawn slower), the two commands in turn, 20 pairs,
// and the ratio taken pair by pair, so a machine that speeds up or slows down during the runs moves both sides of
// each pair alike. Output goes to /dev/null, as in a script that only wants the exit code.
function wallMs(cmd, args) {
  const t = performance.now();
  spawnSync(cmd, args, { stdio: 'ignore' });
  return performance.now() - t;
}
const middle = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
function coldStart(args) {
  const cli = [process.execPath, [join(root, 'bin/cardref'), ...args]];
  const bare = [process.execPath, ['-e', '0']];
  wallMs(...cli); wallMs(...bare); // warm the file cache
  const pairs = Array.from({ length: 20 }, () => [wallMs(...cli), wallMs(...bare)]);
  rows.push({
    figure: `cold start: cardref ${args.join(' ')}`, value: middle(pairs.map(([a, b]) => a / b)), unit: '× node -e 0', goal: 1.5,
    higherIsBetter: false, note: `median ${middle(pairs.map((p) => p[0])).toFixed(0)} ms vs ${middle(pairs.map((p) => p[1])).toFixed(0)} ms`,
  });
}
coldStart(['--version']);
coldStart(['--help']);
if (GAMES.some((g) => g.id === 'wixoss')) coldStart(['rules', 'wixoss']);

for (const entry of GAMES) {
  const game = await entry.load();
  // Warm-up, as benchmark harnesses do: the JIT settles its optimisations over the first thousands of games, and the
  // goal is the steady rate of a long sim, not the first seconds of a cold process. Warm-up games use other seeds.
  for (let i = 0, until = performance.now() + warmup * 1000; performance.now() < until; i++) {
    selfPlay(game, header(game, `warm${i}`), [makeBot('random', seedRng(`wa${i}`)), makeBot('random', seedRng(`wb${i}`))]);
  }
  // Random self-play of complete games on one core (this process is single-threaded).
  const logs = [];
  let games = 0, moves = 0;
  const start = performance.now();
  const playCpu = process.cpuUsage();
  while (performance.now() - start < seconds * 1000) {
    const bots = [makeBot('random', seedRng(`a${games}`)), makeBot('random', seedRng(`b${games}`))];
    const outcome = selfPlay(game, header(game, games), bots);
    moves += outcome.decisions;
    if (logs.length < 200) logs.push(matchToLog(outcome.match));
    games++;
  }
  const playSeconds = (performance.now() - start) / 1000;
  const playCpuSeconds = cpuSeconds(playCpu);
  // Replay verification of recorded games (after its own warm-up on the same logs).
  for (const until = performance.now() + warmup * 1000; performance.now() < until;) for (const log of logs) replayLog(game, log);
  let replayed = 0;
  const replayStart = performance.now();
  const replayCpu = process.cpuUsage();
  while (performance.now() - replayStart < seconds * 1000) {
    for (const log of logs) {
      const outcome = replayLog(game, log);
      if (outcome.failure) throw new Error(`${game.id}: a recorded game failed to replay: ${outcome.failure.message}`);
      replayed += log.moves.length;
    }
  }
  const replaySeconds = (performance.now() - replayStart) / 1000;
  const replayCpuSeconds = cpuSeconds(replayCpu);
  rows.push({ figure: `${game.id}: random self-play`, value: games / playSeconds, unit: 'games/s', goal: 1000, higherIsBetter: true, note: `${(moves / games).toFixed(0)} decisions/game; ${Math.round(games / playCpuSeconds)}/s of CPU time` });
  rows.push({ figure: `${game.id}: replay verification`, value: replayed / replaySeconds, unit: 'moves/s', goal: 200_000, higherIsBetter: true, note: `${Math.round(replayed / replayCpuSeconds).toLocaleString('en')}/s of CPU time` });
}

// Decisions per second of each level, on positions of a random game (the decisions with more than one move), with
// the level's iteration budget and no time cap (the cap is the safety net this figure says is seldom needed).
const { LEVELS, levelBot } = await import(join(root, 'dist/engine/levels.js'));
const positions = Number(process.env.BENCH_LEVEL_POSITIONS ?? 6);
for (const entry of GAMES) {
  const game = await entry.load();
  const { match } = selfPlay(game, header(game, 'levels'), [makeBot('random', seedRng('la')), makeBot('random', seedRng('lb'))]);
  // A few positions spread over that game, rebuilt from its log; those with one legal move are skipped (no bot
  // searches them).
  const log = matchToLog(match);
  const open = [];
  for (let i = 0; i < positions * 4; i++) {
    const replayed = replayLog(game, log, Math.floor((i * log.moves.length) / (positions * 4))).match;
    const decision = game.decision(replayed.state);
    if (!decision.over && decision.choices.length > 1) open.push({ game, state: replayed.state, decision, seats: log.header.players.length, match: replayed });
  }
  const picked = open.filter((_, i) => i % Math.max(1, Math.floor(open.length / positions)) === 0).slice(0, positions);
  for (const level of LEVELS) {
    const { kind, mcts } = levelBot(level, game);
    const { timeMs, ...budget } = mcts;
    const bot = makeBot(kind, seedRng(`level-${level}`), budget);
    let slowest = 0;
    const started = performance.now();
    const cpu = process.cpuUsage();
    for (const ctx of picked) {
      const t = performance.now();
      bot(ctx);
      slowest = Math.max(slowest, performance.now() - t);
    }
    const perSecond = picked.length / ((performance.now() - started) / 1000);
    const perCpuSecond = picked.length / cpuSeconds(cpu);
    const goal = timeMs ? 1000 / timeMs : 100;
    rows.push({ figure: `${game.id}: ${level} bot decisions`, value: perSecond, unit: 'decisions/s', goal, higherIsBetter: true, note: `${perCpuSecond.toFixed(2)}/s of CPU time; ${picked.length} positions, slowest ${slowest.toFixed(0)} ms${timeMs ? `, cap ${timeMs} ms` : ''}` });
  }
}

// WIXOSS self-play with the booster decks (built for testing), and with random legal decks of the whole pool, against
// the starter decks: the booster cards' abilities must not make a game much slower (goal: at least 70% of the starter
// rate). The kinds of game are played in turn and timed one by one, so a machine that speeds up or slows down
// meanwhile moves every rate alike.
{
  const game = await GAMES.find((g) => g.id === 'wixoss')?.load();
  const boosters = game?.decks.builtin.map((d) => d.id).filter((id) => id.startsWith('wx-')) ?? [];
  if (game && boosters.length > 0) {
    const pairs = boosters.flatMap((a) => boosters.map((b) => [a, b]));
    const boosterHeader = (seed, k) => ({ ...header(game, seed), decks: pairs[k % pairs.length] });
    const play = (h, k) => selfPlay(game, h, [makeBot('random', seedRng(`ba${k}`)), makeBot('random', seedRng(`bb${k}`))]);
    // Random legal decks of the whole pool (the soak's decks), built before the clock starts: 100 pairs in turn.
    const { randomDeckText } = await import(join(root, 'dist/games/wixoss/random-deck.js'));
    const poolDecks = Array.from({ length: 100 }, (_, k) => { const rng = seedRng(`bench-pool-deck-${k}`); return [randomDeckText(rng), randomDeckText(rng)]; });
    const poolHeader = (seed, k) => ({ ...header(game, seed), decks: poolDecks[k % poolDecks.length] });
    // Warmed and timed by this process's CPU time: the pool decks reach far more card code for the JIT to settle, and
    // on a busy machine a wall-clock budget gives only a fraction of the time (the pool rate then reads low and wide).
    const warmCpu = process.cpuUsage();
    for (let i = 0; cpuSeconds(warmCpu) < warmup; i++) { play(header(game, `sw${i}`), i); play(boosterHeader(`bw${i}`, i), i); play(poolHeader(`pw${i}`, i), i); }
    const kinds = { starter: { games: 0, moves: 0, ms: 0, cpu: 0 }, booster: { games: 0, moves: 0, ms: 0, cpu: 0 }, pool: { games: 0, moves: 0, ms: 0, cpu: 0 } };
    const loopCpu = process.cpuUsage();
    for (let k = 0; cpuSeconds(loopCpu) < 3 * seconds; k++) {
      for (const [kind, h] of [['starter', header(game, `bs${k}`)], ['booster', boosterHeader(`bb${k}`, k)], ['pool', poolHeader(`bp${k}`, k)]]) {
        const t = performance.now();
        const cpu = process.cpuUsage();
        const outcome = play(h, k);
        kinds[kind].ms += performance.now() - t;
        kinds[kind].cpu += cpuSeconds(cpu);
        kinds[kind].moves += outcome.decisions;
        kinds[kind].games++;
      }
    }
    const rate = (x) => x.games / (x.ms / 1000);
    // The same ratio by this process's CPU time, which other processes on a busy machine do not move.
    const cpuShare = (x) => Math.round((100 * (x.games / x.cpu)) / (kinds.starter.games / kinds.starter.cpu));
    rows.push({
      figure: `wixoss: random self-play, ${boosters.length} booster decks`, value: rate(kinds.booster), unit: 'games/s', goal: 0.7 * rate(kinds.starter), higherIsBetter: true,
      note: `${(kinds.booster.moves / kinds.booster.games).toFixed(0)} decisions/game; ${Math.round((100 * rate(kinds.booster)) / rate(kinds.starter))}% of the starter-deck rate (${rate(kinds.starter).toFixed(0)} games/s, timed in turn), ${cpuShare(kinds.booster)}% by CPU time`,
    });
    rows.push({
      figure: 'wixoss: random self-play, random pool decks', value: rate(kinds.pool), unit: 'games/s', goal: 0.7 * rate(kinds.starter), higherIsBetter: true,
      note: `${(kinds.pool.moves / kinds.pool.games).toFixed(0)} decisions/game; ${Math.round((100 * rate(kinds.pool)) / rate(kinds.starter))}% of the starter-deck rate (the same starter games), ${cpuShare(kinds.pool)}% by CPU time`,
    });
  }
}

// Memory of a long sim, as its own process reports it.
for (const entry of GAMES.slice(0, 1)) {
  const games = Number(process.env.BENCH_SIM_GAMES ?? 5000);
  const run = spawnSync(process.execPath, [join(root, 'bin/cardref'), 'sim', entry.id, '--games', String(games), '--json'], { encoding: 'utf8', maxBuffer: 1 << 24 });
  const peak = run.status === 0 ? JSON.parse(run.stdout).peakRssMb : NaN;
  rows.push({ figure: `${entry.id}: sim ${games} games peak RSS`, value: peak, unit: 'MB', goal: 200, higherIsBetter: false });
}

// The JSON-lines protocol: observe+act through a pipe to `cardref serve`, against the same calls in-process.
rows.push(...(await (await import('./protocol-bench.mjs')).protocolRows(seconds)));

// Network play: one host process serving 100 games whose seats are remote bots on loopback (net-bench.mjs).
rows.push(...(await (await import('./net-bench.mjs')).netRows()));

for (const row of rows) row.met = row.higherIsBetter ? row.value >= row.goal : row.value <= row.goal;
if (json) {
  console.log(JSON.stringify({ seconds, rows }, null, 2));
} else {
  const fmt = (x) => (x >= 100 ? Math.round(x).toLocaleString('en') : x.toFixed(2));
  const lines = rows.map((r) => [r.figure, `${fmt(r.value)} ${r.unit}`, `${r.higherIsBetter ? '≥' : '≤'} ${fmt(r.goal)}`, r.met ? 'met' : 'NOT met', r.note ?? '']);
  const widths = [0, 1, 2, 3, 4].map((i) => Math.max(...lines.map((l) => l[i].length), ['figure', 'measured', 'goal', '', 'note'][i].length));
  const print = (cells) => console.log(cells.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd());
  print(['figure', 'measured', 'goal', '', 'note']);
  print(widths.map((w) => '-'.repeat(w)));
  lines.forEach(print);
}
