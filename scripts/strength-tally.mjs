#!/usr/bin/env node
// Tallies the per-game lines `scripts/strength.mjs` writes on stderr, so one row split over several processes
// (--from) is counted as one, and paired rows are also read deal by deal (docs/bots.md, "EAT/PAINT: equal time,
// deal by deal"). Usage: node scripts/strength-tally.mjs run-0.err run-400.err …
// Games 2k and 2k+1 of a paired row are one deal with the seats swapped. A deal won by each bot from the same seat
// ("split") says nothing about the bots; one a bot won from both seats counts for it, and the sign test asks how
// likely two equal bots would divide those deals as unevenly.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Exact two-sided sign test: the chance that a fair coin splits `a + b` tosses at least this unevenly. */
export function signTest(a, b) {
  const n = a + b;
  if (n === 0) return 1;
  let tail = 0;
  let term = 0.5 ** n; // C(n, 0) / 2^n, then C(n, i) / 2^n step by step
  for (let i = 0; i <= Math.min(a, b); i++) {
    tail += term;
    term = (term * (n - i)) / (i + 1);
  }
  return Math.min(1, 2 * tail);
}

/** The deals of paired games, from outcomes by game number ('W' | 'L' | 'D', from the first bot's side). */
export function dealView(outcomes) {
  const view = { split: 0, wonBoth: 0, lostBoth: 0, withDraw: 0 };
  for (const [game, first] of outcomes) {
    if (game % 2 !== 0) continue;
    const second = outcomes.get(game + 1);
    if (second === undefined) continue; // a run cut short mid-deal
    if (first === 'D' || second === 'D') view.withDraw++;
    else if (first !== second) view.split++;
    else if (first === 'W') view.wonBoth++;
    else view.lostBoth++;
  }
  return { ...view, signTestP: signTest(view.wonBoth, view.lostBoth) };
}

/** One line of the deal view, as strength.mjs and this script print it. */
export function describeDeals(view) {
  const decided = view.wonBoth + view.lostBoth;
  const share = decided === 0 ? '' : ` (${((100 * view.wonBoth) / decided).toFixed(1)}% of ${decided})`;
  return `deals: ${view.split} split by seat, ${view.wonBoth} won from both seats, ${view.lostBoth} lost from both${share}, ${view.withDraw} with a draw; sign test p = ${view.signTestP.toPrecision(2)}`;
}

const LINE = /^(\S+) (\S+) game (\d+) ([WLD])( \(\S+ first\))?/;

async function tally(files) {
  const rows = new Map(); // "game pairing" -> { outcomes, firstWins, decided }
  for (const file of files) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const match = LINE.exec(line);
      if (!match) continue;
      const [, game, pairing, number, outcome, firstMark] = match;
      const key = `${game} ${pairing}`;
      const row = rows.get(key) ?? { outcomes: new Map(), firstWins: 0, decided: 0 };
      rows.set(key, row);
      row.outcomes.set(Number(number), outcome);
      if (outcome !== 'D') {
        row.decided++;
        if ((outcome === 'W') === (firstMark !== undefined)) row.firstWins++;
      }
    }
  }
  const { wilson } = await import(join(root, 'dist/cli/commands/sim.js'));
  for (const [key, row] of rows) {
    const results = [...row.outcomes.values()];
    const win = results.filter((o) => o === 'W').length;
    const loss = results.filter((o) => o === 'L').length;
    const games = results.length;
    const [lo, hi] = wilson(win, games);
    const pct = (x) => `${(100 * x).toFixed(1)}%`;
    console.log(`${key}: ${games} games, ${win}-${loss}-${games - win - loss}, ${pct(win / games)} [${pct(lo)}, ${pct(hi)}]; the first mover won ${row.firstWins} of ${row.decided} decided`);
    console.log(`  ${describeDeals(dealView(row.outcomes))} (if the games were paired)`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = process.argv.slice(2);
  if (files.length === 0) {
    console.error('usage: node scripts/strength-tally.mjs FILE… (the stderr of scripts/strength.mjs runs)');
    process.exit(2);
  }
  await tally(files);
}
