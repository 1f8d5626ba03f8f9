#!/usr/bin/env node
// `npm run soak -- --games N [--game ID] [--bots random,greedy] [--move-fuzz N] [--pad-pool N] [--wixoss-pool N [--wixoss-pool-from K]] [--log-mutations N] [--program-games N] [--sweeps 0]`: the shared invariant
// suite over every game, deck pairing, player count and rules option, with random and greedy bots; then one verdict over mutated logs and program
// bots in `sim --workers 4`; then the test files that npm test runs on a sample, in full. Prints the figures; exit 1 on any violation or forfeit. Run after `npm run build` (the npm
// script does it).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { GAMES } = await import(join(root, 'dist/games/index.js'));
const { runInvariants } = await import(join(root, 'dist/engine/kit/invariants.js'));
const { cyclingHeaders, allSetups } = await import(join(root, 'dist/engine/kit/setups.js'));
const { makeBot } = await import(join(root, 'dist/engine/bots.js'));
const { seedRng } = await import(join(root, 'dist/engine/rng.js'));

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const games = Number(arg('games', 1000));
const only = arg('game');
const kinds = arg('bots', 'random,greedy').split(',');
let failed = false;
for (const entry of GAMES.filter((g) => !only || g.id === only)) {
  const game = await entry.load();
  for (const kind of kinds) {
    const started = Date.now();
    const headers = cyclingHeaders(game, `soak-${kind}-`);
    const players = (g) => headers(g).players.length;
    const report = runInvariants(game, {
      games,
      headers,
      maxSteps: 20_000,
      viewEvery: 7,
      deciders: (g) => Array.from({ length: players(g) }, (_, s) => makeBot(kind, seedRng(`soak:${kind}:${g}:${s}`), { iterations: 50 })),
    });
    const secs = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`${game.id.padEnd(9)} ${kind.padEnd(7)} ${report.games} games over ${allSetups(game).length} setups, ${report.steps} decisions, ${report.observations} observations compared, ${report.violations.length} violations, ${secs} s`);
    for (const v of report.violations) console.log(`  ${v}`);
    if (report.violations.length > 0) failed = true;
  }
}
// Garbage move texts (`--move-fuzz N` a game, default 20,000; the tests send 600): random and mutated texts at positions
// of random games in every setup, each legal or refused with IllegalChoiceError, never a crash.
const fuzzTexts = Number(arg('move-fuzz', 20_000));
if (fuzzTexts > 0) {
  const { fuzzGame } = await import(join(root, 'dist/engine/kit/move-fuzz.js'));
  for (const entry of GAMES.filter((g) => !only || g.id === only)) {
    const game = await entry.load();
    const started = Date.now();
    const result = fuzzGame(game, 'soak', fuzzTexts);
    const secs = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`${game.id.padEnd(9)} fuzz    ${result.tried} move texts over ${result.setups} setups, ${result.legal} legal, ${result.crashes.length} crashes, ${secs} s`);
    for (const crash of result.crashes) console.log(`  ${crash}`);
    if (result.crashes.length > 0 || result.legal === 0) failed = true;
  }
}
// Puzzle & Dragons TCG over random legal decks drawn from the whole card pool (`--pad-pool N`, default 20,000 games).
const poolGames = Number(arg('pad-pool', 20_000));
if ((!only || only === 'pad') && poolGames > 0) {
  const { game } = await import(join(root, 'dist/games/pad/index.js'));
  const { randomDeckText } = await import(join(root, 'dist/games/pad/random-deck.js'));
  const started = Date.now();
  const headers = (i) => {
    const rng = seedRng(`soak-pool-deck-${i}`);
    return { game: 'pad', version: game.version, players: ['P1', 'P2'], seed: `soak-pool-${i}`, first: i % 2, decks: [randomDeckText(rng), randomDeckText(rng)], options: {}, orders: {} };
  };
  const report = runInvariants(game, { games: poolGames, seed: 11, headers, maxSteps: 20_000, viewEvery: 40 });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`pad       pool    ${report.games} games between random decks of the whole pool, ${report.steps} decisions, ${report.observations} observations compared, ${report.violations.length} violations, ${secs} s`);
  for (const v of report.violations) console.log(`  ${v}`);
  if (report.violations.length > 0) failed = true;
}
// WIXOSS over random legal decks of the whole supported pool (`--wixoss-pool N`, default 20,000 games), both rule sets.
const wixossPool = Number(arg('wixoss-pool', 20_000));
// `--wixoss-pool-from K` plays games K.. instead of 0.. (decks and seeds of their own), so a long soak can be split
// over processes, one per core: `--wixoss-pool 10000` and `--wixoss-pool 10000 --wixoss-pool-from 10000`.
const wixossPoolFrom = Number(arg('wixoss-pool-from', 0));
if ((!only || only === 'wixoss') && wixossPool > 0) {
  const { game } = await import(join(root, 'dist/games/wixoss/index.js'));
  const { randomDeckText } = await import(join(root, 'dist/games/wixoss/random-deck.js'));
  const started = Date.now();
  const headers = (k) => {
    const i = wixossPoolFrom + k;
    const rules = i % 3 === 2 ? 'modern' : 'seed';
    const rng = seedRng(`soak-wixoss-pool-deck-${i}`);
    return { game: 'wixoss', version: game.version, players: ['P1', 'P2'], seed: `soak-wixoss-pool-${i}`, first: i % 2, decks: [randomDeckText(rng, { rules }), randomDeckText(rng, { rules })], options: { rules }, orders: {} };
  };
  // A long run: every 1,000 games, and at each new violation, a progress line (the final report repeats them).
  let seen = 0;
  const afterGame = (r) => {
    for (; seen < r.violations.length; seen++) console.log(`  (after ${r.games} games) ${r.violations[seen]}`);
    if (r.games % 1000 === 0) console.log(`wixoss    pool    ${r.games} games so far, ${r.steps} decisions, ${r.violations.length} violations, ${((Date.now() - started) / 1000).toFixed(0)} s`);
  };
  const report = runInvariants(game, { games: wixossPool, seed: 12 + wixossPoolFrom, headers, maxSteps: 20_000, viewEvery: 40, afterGame });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`wixoss    pool    ${report.games} games between random decks of the whole pool${wixossPoolFrom ? ` (games ${wixossPoolFrom}..)` : ''}, ${report.steps} decisions, ${report.observations} observations compared, ${report.violations.length} violations, ${secs} s`);
  for (const v of report.violations) console.log(`  ${v}`);
  if (report.violations.length > 0) failed = true;
}
// One verdict on a log (`--log-mutations N`, default 5,000): the shipped logs mutated N ways, each read by replay,
// the protocol's load and the library's openLog (scripts/log-verdicts.mjs), which must all accept or all refuse it.
const logMutations = Number(arg('log-mutations', 5000));
if (!only && logMutations > 0) {
  const { compareVerdicts } = await import(join(root, 'scripts/log-verdicts.mjs'));
  const started = Date.now();
  const v = await compareVerdicts({ count: logMutations, seed: 'soak' });
  console.log(`logs      mutated ${v.tried} logs, replay accepted ${v.accepted} and refused ${v.refused}, load/openLog disagreed on ${v.disagreements}, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  for (const d of v.disagreementsShown) console.log(`  ${d.from}: ${d.how} (replay ${d.replay}, load ${d.load}, openLog ${d.library})`);
  if (v.disagreements > 0) failed = true;
}
// Program bots (examples/random-bot.mjs) in both seats of `sim --workers 4` (`--program-games N`, default 1,000): a
// bot that answers every question must never forfeit. The waits of several threads once took a late wake-up for a
// timeout ("no answer within 10000 ms" after a few ms).
const programGames = Number(arg('program-games', 1000));
if ((!only || only === 'eatpaint') && programGames > 0) {
  const started = Date.now();
  const bot = `cmd:node ${join(root, 'examples/random-bot.mjs')}`;
  const run = spawnSync(process.execPath, [join(root, 'bin/cardref'), 'sim', 'eatpaint', '--games', String(programGames), '--workers', '4', '--seed', 'soak-program', '--bots', `${bot},${bot}`, '--json'],
    { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, maxBuffer: 64 * 1024 * 1024 });
  const forfeits = (run.stderr.match(/forfeits the game/g) ?? []).length;
  const played = run.status === 0 ? JSON.parse(run.stdout).games : 0;
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`eatpaint  program ${played} games of two program bots in 4 worker threads, ${forfeits} forfeits, exit ${run.status}, ${secs} s`);
  if (run.stderr) console.log(run.stderr.trimEnd().split('\n').map((l) => `  ${l}`).join('\n'));
  if (forfeits > 0 || run.status !== 0 || played !== programGames) failed = true;
}
// Test files that npm test runs on a sample (`--sweeps 0` leaves them out): jest runs them with CARDREF_SOAK=1
// (tests/support/sweep.ts), and each then plays its whole sweep.
const SWEEPS = [
  'tests/cli/screen.test.ts', // every game at 80x24, 100x30 and 120x40, in English and Chinese (npm test: 8 of the 24)
  'tests/move-table.test.ts', // the move audit, 1,000 games a game in English and 200 in Chinese (npm test: 200 and 40)
  'tests/games/wixoss/transcripts-invariants.test.ts', // the transcript invariants, 80 starter and 120 pool games (npm test: 8 and 12)
  'tests/games/pad/transcript-invariants.test.ts', // the transcript invariants, 150 built-in and 200 pool games (npm test: 15 and 20)
  'tests/cli/crash-safety.test.ts', // kill -9 at 32 points of a game, --resume after each (npm test: 4)
  'tests/cli/explain-logs.test.ts', // replay --explain over every fixture log (npm test: every other one of each folder)
  'tests/engine/observation-invariant.test.ts', // the observation differential every 3 steps, 30 games of each kind a game (npm test: 3)
];
if (!only && arg('sweeps', '1') !== '0') {
  const started = Date.now();
  const run = spawnSync(process.execPath, [join(root, 'node_modules/jest/bin/jest.js'), '-w', '1', ...SWEEPS], {
    cwd: root, encoding: 'utf8', env: { ...process.env, CARDREF_SOAK: '1' }, maxBuffer: 64 * 1024 * 1024,
  });
  const tests = /^Tests:\s+(.*)$/m.exec(run.stderr)?.[1] ?? 'no summary';
  console.log(`sweeps    jest    ${SWEEPS.length} files in full, ${tests}, exit ${run.status}, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (run.status !== 0) {
    console.log(run.stderr.trimEnd().split('\n').map((l) => `  ${l}`).join('\n'));
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
