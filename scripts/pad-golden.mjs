#!/usr/bin/env node
/**
 * Writes the Puzzle & Dragons TCG golden playthroughs: one seeded greedy-bot game per B01 deck order and two later-set matchups, as a game log with,
 * after each move, a `# state:` comment (life, hand, deck, discard, column sizes, monster stacks per seat) that
 * tests/games/pad/golden.test.ts checks while replaying. Run `npm run build` first, then `node scripts/pad-golden.mjs`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeBot } from '../dist/engine/bots.js';
import { writeLog } from '../dist/engine/log.js';
import { decisionOf, matchToLog, playChoice, startMatch } from '../dist/engine/match.js';
import { seedRng } from '../dist/engine/rng.js';
import { game } from '../dist/games/pad/index.js';
import { padSummary } from '../dist/games/pad/summary.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'tests', 'fixtures', 'pad');
mkdirSync(outDir, { recursive: true });

const GAMES = [
  { name: 'fire-dark-vs-water-wood-light', decks: ['fire-dark', 'water-wood-light'] },
  { name: 'water-wood-light-vs-fire-dark', decks: ['water-wood-light', 'fire-dark'] },
  // Two later-set matchups (built-in test decks of B02, B03 and B04).
  { name: 'b02-fire-light-vs-b04-fire-dark', decks: ['b02-fire-light', 'b04-fire-dark'] },
  { name: 'b03-fire-light-vs-b02-fire-light', decks: ['b03-fire-light', 'b02-fire-light'] },
];

for (const g of GAMES) {
  const header = { game: 'pad', version: game.version, players: ['Ann', 'Ben'], seed: `golden-${g.name}`, decks: g.decks, options: {}, orders: {} };
  const match = startMatch(game, header);
  const rng = seedRng(`golden-bots-${g.name}`);
  const bots = [makeBot('greedy', rng), makeBot('greedy', rng)];
  const states = [];
  for (let step = 0; step < 4000; step++) {
    const decision = decisionOf(match);
    if (decision.over) break;
    playChoice(match, bots[decision.seat]({ game, state: match.state, decision }));
    states.push(padSummary(match.state));
  }
  if (!decisionOf(match).over) throw new Error(`${g.name}: the game did not end`);
  const text = writeLog(matchToLog(match)).split('\n');
  const blank = text.indexOf('');
  const out = [`# Puzzle & Dragons TCG golden playthrough "${g.name}" (greedy bots), written by scripts/pad-golden.mjs`, ...text.slice(0, blank + 1)];
  text.slice(blank + 1).forEach((line, i) => {
    out.push(line);
    if (i < states.length) out.push(`# state: ${states[i]}`);
  });
  writeFileSync(join(outDir, `${g.name}.log`), out.join('\n'));
  console.log(`${g.name}: ${states.length} moves, ${text.filter((l) => l.startsWith('result:'))[0]}`);
}
