#!/usr/bin/env node
// `npm run soak -- --games N [--game ID] [--bots random,greedy] [--pad-pool N] [--wixoss-pool N]`: the shared invariant suite over every game,
// deck pairing, player count and rules option, with random and greedy bots. Prints the figures; exit 1 on any
// violation. Run after `npm run build` (the npm script does it).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { GAMES } = await import(join(root, 'dist/games/index.js'));
const { runInvariants } = await import(join(root, 'dist/engine/invariants.js'));
const { cyclingHeaders, allSetups } = await import(join(root, 'dist/engine/setups.js'));
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
    console.log(`${game.id.padEnd(9)} ${kind.padEnd(7)} ${report.games} games over ${allSetups(game).length} setups, ${report.steps} decisions, ${report.observations} observations compared, ${report.violations.length} violations, ${report.hiddenQuestions.length} questions asked or skipped by hidden cards, ${secs} s`);
    for (const v of report.violations) console.log(`  ${v}`);
    for (const v of report.hiddenQuestions.slice(0, 5)) console.log(`  (question) ${v}`);
    if (report.violations.length > 0) failed = true;
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
  console.log(`pad       pool    ${report.games} games between random decks of the whole pool, ${report.steps} decisions, ${report.observations} observations compared, ${report.violations.length} violations, ${report.hiddenQuestions.length} questions asked or skipped by hidden cards, ${secs} s`);
  for (const v of report.violations) console.log(`  ${v}`);
  if (report.violations.length > 0) failed = true;
}
// WIXOSS over random legal decks of the whole supported pool (`--wixoss-pool N`, default 20,000 games), both rule sets.
const wixossPool = Number(arg('wixoss-pool', 20_000));
if ((!only || only === 'wixoss') && wixossPool > 0) {
  const { game } = await import(join(root, 'dist/games/wixoss/index.js'));
  const { randomDeckText } = await import(join(root, 'dist/games/wixoss/random-deck.js'));
  const started = Date.now();
  const headers = (i) => {
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
  const report = runInvariants(game, { games: wixossPool, seed: 12, headers, maxSteps: 20_000, viewEvery: 40, afterGame });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`wixoss    pool    ${report.games} games between random decks of the whole pool, ${report.steps} decisions, ${report.observations} observations compared, ${report.violations.length} violations, ${report.hiddenQuestions.length} questions asked or skipped by hidden cards, ${secs} s`);
  for (const v of report.violations) console.log(`  ${v}`);
  if (report.violations.length > 0) failed = true;
}
process.exit(failed ? 1 : 0);
