#!/usr/bin/env node
// Bot strength tables (docs/bots.md): pairings of bots or levels in every game's default 2-player setup.
// Usage: npm run build && node scripts/strength.mjs [--games 40] [--pairs normal:easy,hard:normal] [--seed S]
//        [--only wixoss,pad] [--iterations N] [--mcts '{"rolloutDepth":8}'] [--cap] [--json] [--from G]
//        [--time MS] [--filing DIR] [--decks random|ID,ID…] [--paired]
// A pairing a:b plays a (any bot name: random, greedy, mcts, easy, normal, hard) against b; without --pairs,
// mcts:random,mcts:greedy. Game g uses seed `<seed>-g` and puts a in seat g % 2, so seats (and who moves first)
// alternate; the bots are seeded from the game seed. Levels play their iteration budget without their time cap
// (so the same arguments always print the same table); the table counts the decisions that went over the cap, and
// --cap keeps the caps (the results then depend on the machine's speed). --mcts and --iterations set `mcts` only.
// --time MS: an equal time budget instead, MS ms per decision for every searching bot of a pairing and no iteration
// cap (levels keep their other settings); the results then depend on the machine's speed and load.
// --decks random: each deal gives each seat a random built-in deck (seeded by the deal), not the game's default pair
// (--decks ID,ID…: a random one of these);
// --paired: games 2k and 2k+1 are the same deal (seed `<seed>-k`) with the bots' seats swapped, so what the deal and
// the seat give (EAT/PAINT's default decks: the faster character moves first and wins most games) cancels out.
// A paired row also prints its deals: split by seat, won or lost from both seats, and the sign test over the
// deals a bot won from both seats; `node scripts/strength-tally.mjs FILE…` tallies the stderr of runs split by --from.
// --filing DIR adds the bot `filing`: the search of the commit issue #18 was filed at (cd08d25, built in DIR) with
// that day's evaluations (scripts/filing-bot.mjs), e.g. --filing ../filing-build --pairs normal:filing --time 100.
// It also adds `filing-eval`: today's normal search playing that day's evaluations, to tell the search from them.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { loadGame, GAMES } = await import(join(root, 'dist/games/index.js'));
const { buildHeader } = await import(join(root, 'dist/cli/play/header.js'));
const { makeBot, resolveBot, isBotName } = await import(join(root, 'dist/engine/bots.js'));
const { seedRng, randomInt } = await import(join(root, 'dist/engine/rng.js'));
const { selfPlay } = await import(join(root, 'dist/engine/selfplay.js'));
const { wilson } = await import(join(root, 'dist/cli/commands/sim.js'));
const { filingDecider, filingEvaluations, loadFilingSearch } = await import('./filing-bot.mjs');
const { dealView, describeDeals } = await import('./strength-tally.mjs');

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const games = Number(arg('games', '40'));
// --from G plays games G.. (seeds `<seed>-G`…), so one row can be split over several processes.
const from = Number(arg('from', '0'));
const seed = arg('seed', 'strength');
const only = arg('only', GAMES.map((g) => g.id).join(',')).split(',');
const pairs = arg('pairs', arg('vs', 'random,greedy').split(',').map((b) => `mcts:${b}`).join(',')).split(',').map((p) => p.split(':'));
const filingDir = arg('filing');
const filingSearch = filingDir === undefined ? undefined : await loadFilingSearch(filingDir);
const filingEval = filingDir === undefined ? undefined : await filingEvaluations(filingDir);
for (const name of pairs.flat()) {
  const filingBot = name === 'filing' || name === 'filing-eval';
  if (filingBot ? !filingSearch : !isBotName(name)) throw new Error(`unknown bot ${name}${filingBot ? ' (it needs --filing DIR)' : ''}`);
}
const mcts = JSON.parse(arg('mcts', '{}'));
if (arg('iterations')) mcts.iterations = Number(arg('iterations'));
const keepCap = args.includes('--cap');
// An equal time budget per decision (ms) for every searching bot, with no iteration cap.
const timeMs = arg('time') === undefined ? undefined : Number(arg('time'));
if (timeMs !== undefined && !(timeMs > 0)) throw new Error('--time takes a positive number of milliseconds');
const json = args.includes('--json');
// --decks random: any built-in deck; --decks ID,ID,…: a seeded pick among these built-in decks only.
const deckChoice = arg('decks');
const randomDecks = deckChoice !== undefined;
if (deckChoice !== undefined && !/^[\w-]+(,[\w-]+)*$/.test(deckChoice)) throw new Error('--decks takes "random" or deck ids with commas');
const paired = args.includes('--paired');

/** The decks of a deal: the game's defaults, or with --decks random a seeded pick of built-in decks per seat. */
function dealDecks(game, deal) {
  if (!randomDecks || !game.decks) return new Map();
  const rng = seedRng(`${seed}-decks-${deal}`);
  const all = game.decks.builtin.map((d) => d.id);
  const ids = deckChoice === 'random' ? all : deckChoice.split(',');
  for (const id of ids) if (!all.includes(id)) throw new Error(`--decks: ${id} is not a built-in ${game.id} deck (${all.join(', ')})`);
  return new Map([0, 1].map((seat) => [seat, ids[randomInt(rng, ids.length)]]));
}

/**
 * A bot as the table plays it, timed per decision with more than one legal move. A searching bot's
 * determinizations (one per iteration) are counted too, so a row shows the iterations each side got.
 */
function timedBot(name, game, rng, times) {
  const counted = Object.create(game, { determinize: { value: (...a) => { times.samples++; return game.determinize(...a); } } });
  if (name === 'filing-eval') {
    Object.defineProperty(counted, 'evaluate', { value: filingEval.get(game.id) ?? game.evaluate });
    name = 'normal';
  }
  let bot, cap, searches;
  if (name === 'filing') {
    bot = filingDecider(filingSearch, filingEval, counted, rng, { timeMs });
    searches = true;
  } else {
    const { kind, mcts: budget } = resolveBot(name, mcts, game.id);
    cap = timeMs === undefined ? budget.timeMs : undefined;
    const options = timeMs !== undefined ? { ...budget, iterations: 1_000_000, timeMs }
      : name === 'mcts' || keepCap ? budget : { ...budget, timeMs: undefined };
    const decide = makeBot(kind, rng, options);
    searches = kind === 'mcts';
    bot = searches ? (ctx) => decide({ ...ctx, game: counted }) : decide;
  }
  times.searches = searches;
  return (ctx) => {
    if (ctx.decision.choices.length === 1) return ctx.decision.choices[0];
    const started = performance.now();
    const pick = bot(ctx);
    const ms = performance.now() - started;
    times.total += ms;
    times.decisions++;
    times.slowest = Math.max(times.slowest, ms);
    if (cap !== undefined && ms > cap) times.overCap++;
    return pick;
  };
}

const pct = (x) => `${(x * 100).toFixed(0)}%`;
const rows = [];
for (const id of only) {
  const game = await loadGame(id);
  for (const [a, b] of pairs) {
    let win = 0, loss = 0, draw = 0;
    const outcomes = new Map(); // game number -> W | L | D, for the deal view of paired rows
    const times = [a, b].map(() => ({ total: 0, decisions: 0, slowest: 0, overCap: 0, samples: 0, searches: false }));
    const started = performance.now();
    for (let g = from; g < from + games; g++) {
      const deal = paired ? Math.floor(g / 2) : g;
      const header = buildHeader(game, { seed: `${seed}-${deal}`, players: '2' }, dealDecks(game, deal));
      const me = g % 2;
      let firstSeat;
      const bots = [0, 1].map((seat) => {
        const rng = seedRng(`bot:${header.seed}:${seat}`);
        const bot = seat === me ? timedBot(a, game, rng, times[0]) : timedBot(b, game, rng, times[1]);
        return (ctx) => { firstSeat ??= ctx.decision.seat; return bot(ctx); };
      });
      const { result } = selfPlay(game, header, bots);
      const outcome = result?.winners.length === 1 ? (result.winners[0] === me ? 'W' : 'L') : 'D'; // D: a shared win, a draw or an unfinished game
      outcomes.set(g, outcome);
      if (outcome === 'W') win++;
      else if (outcome === 'L') loss++;
      else draw++;
      // One line per game on stderr, so a run cut short still tells what it played.
      // Who decided first: in some games (Midrash: the second seat starts with a supply) the seat order weighs a lot.
      const decks = randomDecks ? ` [${header.decks.join(' v ')}]` : '';
      process.stderr.write(`${id} ${a}:${b} game ${g} ${outcome}${firstSeat === me ? ` (${a} first)` : ''}${decks}\n`);
    }
    const [lo, hi] = wilson(win, games);
    const side = (t) => ({ meanMs: t.total / Math.max(1, t.decisions), slowestMs: t.slowest, decisions: t.decisions, overCap: t.overCap, ...(t.searches ? { meanIterations: t.samples / Math.max(1, t.decisions) } : {}) });
    const row = { game: id, bot: a, vs: b, games, win, loss, draw, winRate: win / games, interval95: [lo, hi], [a]: side(times[0]), [`vs ${b}`]: side(times[1]), seconds: (performance.now() - started) / 1000, ...(paired ? { deals: dealView(outcomes) } : {}) };
    rows.push(row);
    if (!json) {
      const ms = (t) => `${(t.total / Math.max(1, t.decisions)).toFixed(0)} ms mean, ${t.slowest.toFixed(0)} max${t.searches ? `, ${(t.samples / Math.max(1, t.decisions)).toFixed(0)} iterations mean` : ''}${t.overCap ? `, ${t.overCap} over cap` : ''}`;
      console.log(`${id.padEnd(9)} ${a.padEnd(6)} vs ${b.padEnd(6)} ${win}-${loss}-${draw}  ${pct(win / games)} [${pct(lo)}, ${pct(hi)}]  ${a}: ${ms(times[0])}; ${b}: ${ms(times[1])}; ${row.seconds.toFixed(0)} s`);
      if (paired) console.log(`          ${describeDeals(row.deals)}`);
    }
  }
}
const budgetNote = timeMs === undefined ? '' : `; equal time budget: ${timeMs} ms per decision for each searching bot, no iteration cap (these rows depend on the machine's speed and load; both bots share one process and alternate seats, so load hits both alike)`;
const dealNote = `${randomDecks ? '; random built-in decks per deal' : ''}${paired ? '; paired deals (games 2k, 2k+1: one deal, seats swapped)' : ''}`;
const filingNote = filingDir === undefined ? '' : `; filing = cd08d25's search (${filingDir}) with that day's evaluate`;
if (json) console.log(JSON.stringify({ seed, games, mcts, keepCap, timeMs, filing: filingDir, randomDecks, paired, rows }, null, 2));
else console.log(`mcts settings: ${JSON.stringify(mcts)} (defaults where not given); ${games} games per row, seed ${seed}${keepCap ? ', level time caps kept' : ''}${budgetNote}${dealNote}${filingNote}`);
