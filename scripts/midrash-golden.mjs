#!/usr/bin/env node
/**
 * Writes the Midrash golden playthroughs: seeded greedy-bot games as logs with, after each move, a `# state:`
 * comment (round, and per seat MANA, magic level, wisdom, open mansions, merits) that
 * tests/games/midrash/golden.test.ts checks, plus the final `result:` line replay verifies.
 * The solo fixtures take the first seed of their series that ends as wanted (a win, a loss).
 * Run `npm run build` first, then `node scripts/midrash-golden.mjs`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { game } from '../dist/games/midrash/index.js';
import { greedyDecider } from '../dist/engine/bots.js';
import { decisionOf, playChoice, startMatch, matchToLog } from '../dist/engine/match.js';
import { writeLog } from '../dist/engine/log.js';
import { seedRng } from '../dist/engine/rng.js';
import { wisdomOf } from '../dist/games/midrash/rules/territory.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'tests', 'fixtures', 'midrash');
mkdirSync(outDir, { recursive: true });

const GAMES = [
  { name: 'solo-win', players: ['Tina'], mode: 'normal', want: (r) => r.winners.length === 1 },
  { name: 'solo-hard-loss', players: ['Tina'], mode: 'hard', want: (r) => r.winners.length === 0 },
  { name: 'three-players', players: ['Ann', 'Ben', 'Cai'], mode: 'normal', want: (r) => r.winners.length === 1 },
  { name: 'four-players', players: ['Ann', 'Ben', 'Cai', 'Dee'], mode: 'normal', want: (r) => r.winners.length === 1 },
];

/** The public summary written after every move (what the golden test compares). */
export function summary(state) {
  const seats = state.seats.map((s, i) =>
    `${i + 1}:M${s.mana} L${s.magic} W${wisdomOf(state, s)} O${s.slots.filter((x) => !x.waste).length} R${s.merits.length}`);
  return `r${state.round} ${seats.join(' ')}`;
}

function playOne(g, seed) {
  const header = { game: 'midrash', version: game.version, players: g.players, seed, decks: [], options: { mode: g.mode }, orders: {} };
  const match = startMatch(game, header);
  const bots = g.players.map((_, i) => greedyDecider(seedRng(`${seed}-bot${i}`)));
  const states = [];
  for (let step = 0; step < 5000; step++) {
    const decision = decisionOf(match);
    if (decision.over) return { match, states, result: decision.result };
    playChoice(match, bots[decision.seat]({ game, state: match.state, decision, seats: g.players.length }));
    states.push(summary(match.state));
  }
  // No round limit (the rulebook has none): a game the bots stall is simply not taken as a fixture.
  return { match, states, result: undefined };
}

for (const g of GAMES) {
  let played;
  for (let i = 0; !played; i++) {
    const attempt = playOne(g, `golden-${g.name}-${i}`);
    if (attempt.result && g.want(attempt.result)) played = attempt;
  }
  const text = writeLog(matchToLog(played.match)).split('\n');
  const blank = text.indexOf('');
  const out = [`# Midrash golden playthrough "${g.name}" (greedy bots), written by scripts/midrash-golden.mjs`, ...text.slice(0, blank + 1)];
  text.slice(blank + 1).forEach((line, i) => {
    out.push(line);
    if (i < played.states.length) out.push(`# state: ${played.states[i]}`);
  });
  writeFileSync(join(outDir, `${g.name}.log`), out.join('\n').replace(/\n+$/, '\n'));
  console.log(`${g.name}: ${played.states.length} moves, ${text.find((l) => l.startsWith('result:'))}`);
}
