#!/usr/bin/env node
// Midrash balance measurement (docs/midrash-balance.md): greedy self-play with the engine's selfPlay.
// Usage: npm run build && node scripts/midrash-balance.mjs [games per setup, default 200] [--solo] [--json]
// (--solo: only the 1-player setups, e.g. for a larger sample of the solo win rate).
// Seeds are `bal<players><mode>-<i>`, bots seeded `greedy-<i>-<seat>`, so the table is reproducible.
// 2-4 player games are bounded by `--option round-limit=30` (what `sim` uses): a game that reaches it is "unfinished".
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { game } = await import(join(root, 'dist/games/midrash/index.js'));
const { selfPlay } = await import(join(root, 'dist/engine/selfplay.js'));
const { greedyDecider } = await import(join(root, 'dist/engine/bots.js'));
const { seedRng } = await import(join(root, 'dist/engine/rng.js'));
const { catalogue } = await import(join(root, 'dist/games/midrash/cards/load.js'));
const { activeCards, wisdomOf } = await import(join(root, 'dist/games/midrash/rules/territory.js'));

const games = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 200);
const json = process.argv.includes('--json');
const cat = catalogue();
const setups = [[1, 'normal'], [1, 'hard'], [2, 'normal'], [3, 'normal'], [4, 'normal']].filter(([players]) => players === 1 || !process.argv.includes('--solo'));
const ROUND_LIMIT = '30';

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
}

const rows = [];
const winningTerritory = {}; // card id -> number of winning territories holding it (active)
let wins = 0;
for (const [players, mode] of setups) {
  const rounds = [], endings = {}, finalWisdom = [], winTurns = [], byDemon = {};
  let won = 0, unfinished = 0;
  const started = Date.now();
  for (let i = 0; i < games; i++) {
    const header = { game: 'midrash', version: game.version, players: Array.from({ length: players }, (_, s) => `P${s + 1}`), seed: `bal${players}${mode}-${i}`, decks: [], options: players === 1 ? { mode } : { mode, 'round-limit': ROUND_LIMIT }, orders: {} };
    const bots = Array.from({ length: players }, (_, s) => greedyDecider(seedRng(`greedy-${i}-${s}`)));
    const { match, result } = selfPlay(game, header, bots, 20000);
    if (!result) { unfinished++; continue; }
    const state = match.state;
    rounds.push(state.round);
    if (state.solo) {
      const d = (byDemon[cat.idOf[state.solo.demon]] ??= { games: 0, wins: 0 });
      d.games++;
      if (result.winners.length === 1) d.wins++;
    }
    finalWisdom.push(Math.max(...state.seats.map((seat) => wisdomOf(state, seat))));
    if (result.winners.length === 1) {
      won++;
      winTurns.push(state.round);
      const winner = state.seats[result.winners[0]];
      const ids = new Set();
      for (const slot of winner.slots) for (const c of activeCards(slot)) ids.add(cat.idOf[c]);
      for (const id of ids) winningTerritory[id] = (winningTerritory[id] ?? 0) + 1;
      wins++;
    }
    const ending = players === 1 ? (result.winners.length ? result.reason.split(':')[0] : 'lost') : result.label === 'unfinished' ? `unfinished at round ${ROUND_LIMIT}` : 'wisdom 10';
    endings[ending] = (endings[ending] ?? 0) + 1;
  }
  rows.push({ players, mode, games, winRate: players === 1 ? won / games : undefined, medianRounds: median(rounds), medianWinTurn: median(winTurns), medianTopWisdom: median(finalWisdom), unfinished, endings, byDemon, seconds: (Date.now() - started) / 1000 });
}
const share = Object.entries(winningTerritory).map(([id, n]) => ({ id, share: n / wins })).sort((a, b) => b.share - a.share);
if (json) console.log(JSON.stringify({ rows, share }, null, 2));
else {
  console.log('| players | mode | games | greedy solo wins | median rounds (all games) | median round of a win | median best wisdom at the end | endings | s |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const endings = Object.entries(r.endings).map(([k, v]) => `${k} ${v}`).join(', ');
    console.log(`| ${r.players} | ${r.mode} | ${r.games} | ${r.winRate === undefined ? '-' : `${(r.winRate * 100).toFixed(0)}%`} | ${r.medianRounds} | ${r.medianWinTurn} | ${r.medianTopWisdom} | ${endings}${r.unfinished ? `, unfinished ${r.unfinished}` : ''} | ${r.seconds.toFixed(1)} |`);
  }
  for (const r of rows.filter((x) => x.players === 1)) {
    console.log(`solo ${r.mode} by demon: ${Object.entries(r.byDemon).sort().map(([id, d]) => `${id} ${d.wins}/${d.games} (${((d.wins / d.games) * 100).toFixed(0)}%)`).join(', ')}`);
  }
  console.log(`\nCards most often in winning territories (${wins} wins):`);
  console.log(share.slice(0, 8).map((s) => `${s.id} ${(s.share * 100).toFixed(0)}%`).join(', '));
}
