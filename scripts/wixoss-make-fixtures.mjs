// Writes one golden playthrough log per WIXOSS starter matchup (10 pairings) to tests/fixtures/wixoss/, or with
// `boosters`, one per booster-deck matchup below to tests/fixtures/wixoss/boosters/.
// Run after `npm run build`: node scripts/wixoss-make-fixtures.mjs [boosters]. Greedy bot against random bot, fixed seeds.
import { writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makeBot } from '../dist/engine/bots.js';
import { writeLog } from '../dist/engine/log.js';
import { matchToLog } from '../dist/engine/match.js';
import { seedRng } from '../dist/engine/rng.js';
import { selfPlay } from '../dist/engine/selfplay.js';
import { game } from '../dist/games/wixoss/index.js';

const boosters = process.argv[2] === 'boosters';
const decks = ['white-hope', 'red-ambition', 'blue-appli', 'green-wana', 'black-will'];
const out = fileURLToPath(new URL(`../tests/fixtures/wixoss/${boosters ? 'boosters/' : ''}`, import.meta.url));
mkdirSync(out, { recursive: true });
// The booster matchups (decks built for testing, data/wixoss/decks.json); each deck plays at least once.
const BOOSTER_PAIRS = [['wx-tama', 'wx-ulith'], ['wx-eldora', 'wx-midoriko'], ['wx-piruluk', 'wx-tama'], ['wx-ulith', 'wx-eldora']];
const pairs = [];
for (let a = 0; a < decks.length; a++) for (let b = a + 1; b < decks.length; b++) pairs.push([decks[a], decks[b]]);
let n = 0;
for (const [deckA, deckB] of boosters ? BOOSTER_PAIRS : pairs) {
  const header = {
    game: 'wixoss', version: game.version, players: ['Ann', 'Bob'], seed: `golden-${boosters ? 'booster-' : ''}${n}`, decks: [deckA, deckB],
    // Every other matchup is played under the Modern rules, so both variants have golden logs.
    options: n % 2 ? { rules: 'modern' } : {}, orders: {},
  };
  const bots = [makeBot('greedy', seedRng(`ann-${n}`)), makeBot('random', seedRng(`bob-${n}`))];
  const { match, result } = selfPlay(game, header, bots, 20000);
  if (!result) throw new Error(`${deckA} vs ${deckB} did not finish`);
  const file = `${out}${deckA}-vs-${deckB}.log`;
  writeFileSync(file, writeLog(matchToLog(match)));
  console.log(`${file}: ${match.moves.length} moves, ${result.reason}`);
  n++;
}
