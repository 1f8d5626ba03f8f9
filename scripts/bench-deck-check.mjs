#!/usr/bin/env node
// The cost of checking a huge bad deck list (issue 12: "did you mean" once cost 0.6 ms per unknown name, so a
// 100,000-line list of junk took a minute). For each game with decks: a list of LINES (100000) lines of unknown
// names, `cardref check` timed as a whole process (median of RUNS, 3), against the 2 s goal; and, in this process,
// the suggestion search alone per unknown name (what the first 100 problems of a deck pay).
// Run after `npm run build`: `node scripts/bench-deck-check.mjs [--json]`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lines = Number(process.env.LINES ?? 100_000);
const runs = Number(process.env.RUNS ?? 3);
const json = process.argv.includes('--json');
const GOAL_SECONDS = 2;

// Reproducible junk names: 5-19 lower-case letters, none a card name.
let state = 12345;
const next = () => (state = (state * 1103515245 + 12345) % 2147483648);
const junk = () => Array.from({ length: 5 + (next() % 15) }, () => String.fromCharCode(97 + (next() % 26))).join('');
const names = Array.from({ length: lines }, junk);

const dir = mkdtempSync(join(tmpdir(), 'cardref-deck-bench-'));
const rows = [];
try {
  const { GAMES } = await import(join(root, 'dist/games/index.js'));
  for (const game of GAMES) {
    const module = await game.load();
    if (!module.decks) continue;
    const file = join(dir, `${game.id}.txt`);
    writeFileSync(file, names.map((n) => `4 ${n}\n`).join(''));
    const times = [];
    let code = null;
    for (let r = 0; r < runs; r++) {
      const start = performance.now();
      code = spawnSync(process.execPath, [join(root, 'bin/cardref'), 'check', game.id, file], { stdio: 'ignore', env: { ...process.env, NO_COLOR: '1' } }).status;
      times.push((performance.now() - start) / 1000);
    }
    times.sort((a, b) => a - b);
    rows.push({ game: game.id, lines, exit: code, seconds: Number(times[Math.floor(times.length / 2)].toFixed(2)), goal: GOAL_SECONDS });
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

// The suggestion search alone, uncapped, on the WIXOSS and PAD name indexes.
const { cardIndex: wixossIndex } = await import(join(root, 'dist/games/wixoss/cards/db.js'));
const { cardIndex: padIndex } = await import(join(root, 'dist/games/pad/cards/catalogue.js'));
const perName = {};
for (const [id, index] of [['wixoss', wixossIndex()], ['pad', padIndex()]]) {
  const sample = names.slice(0, 20_000);
  const start = performance.now();
  for (const n of sample) index.suggest(n);
  perName[id] = Number(((performance.now() - start) / sample.length * 1000).toFixed(1));
}

if (json) console.log(JSON.stringify({ check: rows, suggestMicroseconds: perName }, null, 2));
else {
  for (const r of rows) {
    console.log(`check ${r.game.padEnd(9)} ${r.lines} bad lines: ${r.seconds.toFixed(2)} s (median of ${runs}, exit ${r.exit}) ${r.seconds < r.goal ? 'ok' : 'OVER'} (goal < ${r.goal} s)`);
  }
  for (const [id, us] of Object.entries(perName)) console.log(`suggest ${id.padEnd(9)} ${us} µs per unknown name (uncapped search)`);
}
