#!/usr/bin/env node
/**
 * Writes the EAT/PAINT golden playthroughs: one seeded bot game per side pairing, as a game log with, after each
 * move, a `# state:` comment (life, hand, deck, trash per seat) that tests/games/eatpaint/golden.test.ts checks.
 * Run `npm run build` first, then `node scripts/eatpaint-golden.mjs`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { game } from '../dist/games/eatpaint/index.js';
import { makeBot } from '../dist/engine/bots.js';
import { decisionOf, playChoice, startMatch, matchToLog } from '../dist/engine/match.js';
import { writeLog } from '../dist/engine/log.js';
import { seedRng } from '../dist/engine/rng.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'tests', 'fixtures', 'eatpaint');
mkdirSync(outDir, { recursive: true });

const GAMES = [
  { name: 'dragon-mirror', decks: ['sabil-apra', 'himeria-kasis'], bots: ['greedy', 'greedy'] },
  { name: 'dragon-vs-magician', decks: ['sabil-apra', 'aika-red'], bots: ['greedy', 'greedy'] },
  { name: 'magician-vs-dragon', decks: ['rio-blue', 'himeria-rain'], bots: ['greedy', 'random'] },
  { name: 'magician-mirror', decks: ['aika-yellow', 'rio-red'], bots: ['greedy', 'greedy'] },
];

/** The public summary written after every move (what the golden test compares). */
export function summary(state) {
  return state.sides.map((s, i) => `${i + 1}:L${s.life} H${s.hand.length} D${s.deck.length} T${s.trash.length}`).join(' ');
}

for (const g of GAMES) {
  const header = { game: 'eatpaint', version: game.version, players: ['Ann', 'Ben'], seed: `golden-${g.name}`, decks: g.decks, options: {}, orders: {} };
  const match = startMatch(game, header);
  const rng = seedRng(`golden-bots-${g.name}`);
  const bots = g.bots.map((k) => makeBot(k, rng));
  const states = [];
  for (let step = 0; step < 3000; step++) {
    const decision = decisionOf(match);
    if (decision.over) break;
    playChoice(match, bots[decision.seat]({ game, state: match.state, decision }));
    states.push(summary(match.state));
  }
  const text = writeLog(matchToLog(match)).split('\n');
  // Interleave the summaries after the move lines (the header ends at the first blank line).
  const blank = text.indexOf('');
  const out = [`# EAT/PAINT golden playthrough "${g.name}" (${g.bots.join(' vs ')} bots), written by scripts/eatpaint-golden.mjs`, ...text.slice(0, blank + 1)];
  text.slice(blank + 1).forEach((line, i) => {
    out.push(line);
    if (i < states.length) out.push(`# state: ${states[i]}`);
  });
  writeFileSync(join(outDir, `${g.name}.log`), out.join('\n').replace(/\n+$/, '\n'));
  console.log(`${g.name}: ${states.length} moves, ${text.find((l) => l.startsWith('result:'))}`);
}
