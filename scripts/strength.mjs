#!/usr/bin/env node
// Bot strength table (docs/bots.md): mcts against random and against greedy in every game's default 2-player setup.
// Usage: npm run build && node scripts/strength.mjs [--games 40] [--iterations N] [--seed S] [--only wixoss,pad]
//        [--vs random,greedy] [--mcts '{"rolloutDepth":8}'] [--json]
// Game g uses seed `<seed>-g` and puts mcts in seat g % 2, so seats (and who moves first) alternate; the bots are
// seeded from the game seed, so the same arguments always print the same table.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { loadGame, GAMES } = await import(join(root, 'dist/games/index.js'));
const { buildHeader } = await import(join(root, 'dist/cli/play/header.js'));
const { makeBot } = await import(join(root, 'dist/engine/bots.js'));
const { seedRng } = await import(join(root, 'dist/engine/rng.js'));
const { selfPlay } = await import(join(root, 'dist/engine/selfplay.js'));
const { wilson } = await import(join(root, 'dist/cli/commands/sim.js'));

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const games = Number(arg('games', '40'));
const seed = arg('seed', 'strength');
const only = arg('only', GAMES.map((g) => g.id).join(',')).split(',');
const opponents = arg('vs', 'random,greedy').split(',');
const mcts = JSON.parse(arg('mcts', '{}'));
if (arg('iterations')) mcts.iterations = Number(arg('iterations'));
const json = args.includes('--json');

const pct = (x) => `${(x * 100).toFixed(0)}%`;
const rows = [];
for (const id of only) {
  const game = await loadGame(id);
  for (const opponent of opponents) {
    let win = 0, loss = 0, draw = 0, mctsMs = 0, mctsDecisions = 0, slowest = 0;
    for (let g = 0; g < games; g++) {
      const header = buildHeader(game, { seed: `${seed}-${g}`, players: '2' });
      const me = g % 2;
      const bots = [0, 1].map((seat) => {
        const rng = seedRng(`bot:${header.seed}:${seat}`);
        if (seat !== me) return makeBot(opponent, rng);
        const bot = makeBot('mcts', rng, mcts);
        return (ctx) => {
          const started = performance.now();
          const pick = bot(ctx);
          const ms = performance.now() - started;
          mctsMs += ms;
          slowest = Math.max(slowest, ms);
          mctsDecisions++;
          return pick;
        };
      });
      const { result } = selfPlay(game, header, bots);
      if (result?.winners.length === 1) result.winners[0] === me ? win++ : loss++;
      else draw++; // a shared win, a draw or an unfinished game
    }
    const [lo, hi] = wilson(win, games);
    const row = { game: id, vs: opponent, games, win, loss, draw, winRate: win / games, interval95: [lo, hi], msPerMctsDecision: mctsMs / Math.max(1, mctsDecisions), slowestMs: slowest };
    rows.push(row);
    if (!json) console.log(`${id.padEnd(9)} vs ${opponent.padEnd(7)} ${win}-${loss}-${draw}  ${pct(win / games)} [${pct(lo)}, ${pct(hi)}]  ${row.msPerMctsDecision.toFixed(0)} ms/decision (slowest ${slowest.toFixed(0)} ms)`);
  }
}
if (json) console.log(JSON.stringify({ seed, games, mcts, rows }, null, 2));
else console.log(`mcts settings: ${JSON.stringify(mcts)} (defaults where not given); ${games} games per row, seed ${seed}`);
