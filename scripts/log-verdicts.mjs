#!/usr/bin/env node
// One verdict on a log wherever it is read: the shipped logs (tests/fixtures, examples/) mutated many ways (lines
// changed, deleted, duplicated, swapped, inserted; result lines made false; names, header values and line endings
// altered), each read by `cardref replay` (the built CLI, run in this process), the protocol's `load` (`cardref
// serve`) and the library's `openLog`. They must agree on accepting or refusing every one.
//
//   node scripts/log-verdicts.mjs [--mutations 1000] [--seed 1] [--json]     (after npm run build)
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The shipped logs: every fixture and example. */
export function shippedLogs() {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.log')) files.push(path);
    }
  };
  walk(join(root, 'tests/fixtures'));
  walk(join(root, 'examples'));
  return files.sort().map((path) => ({ name: path.slice(root.length + 1), text: readFileSync(path, 'utf8') }));
}

/** `count` mutations of `logs`, each `{ from, how, text }`; the same seed gives the same mutations. */
export async function mutations(logs, count, seed) {
  const { seedRng, randomInt } = await import(join(root, 'dist/engine/rng.js'));
  const rng = seedRng(`log-verdicts:${seed}`);
  const pick = (xs) => xs[randomInt(rng, xs.length)];
  const out = [];
  for (let n = 0; n < count; n++) {
    const log = logs[n % logs.length];
    const lines = log.text.replace(/\n$/, '').split('\n');
    const players = (/^players:\s*(.*)$/m.exec(log.text)?.[1] ?? 'Ann').split(',').map((p) => p.trim());
    const moves = lines.filter((l) => /^[^#>\s][^:]*: /.test(l) && !/^(game|version|players|seed|first|deck\.\d|option\.\w+|order\.\w+|result):/.test(l));
    const cards = [...new Set(lines.filter((l) => l.startsWith('>')).flatMap((l) => l.replace(/^>[^:]*:/, '').trim().split(/\s+/)))];
    // An operator that finds nothing to change on this log (no chance lines, no result line) gives way to another.
    for (;;) {
      const copy = [...lines];
      const how = pick(OPERATORS).apply({ lines: copy, at: randomInt(rng, lines.length), players, moves, cards, pick, int: (k) => randomInt(rng, k) });
      if (how === 'nothing') continue;
      out.push({ from: log.name, how, text: `${copy.join('\n')}\n` });
      break;
    }
  }
  return out;
}

const withResult = (lines) => lines.findIndex((l) => l.startsWith('result:'));
const replaceAt = (lines, at, line) => lines.splice(at, 1, line);

const OPERATORS = [
  { apply: ({ lines, at }) => (lines.splice(at, 1), `delete line ${at + 1}`) },
  { apply: ({ lines, at }) => (lines.splice(at, 0, lines[at]), `duplicate line ${at + 1}`) },
  { apply: ({ lines, at }) => (at + 1 < lines.length ? (lines.splice(at, 2, lines[at + 1], lines[at]), `swap lines ${at + 1}-${at + 2}`) : 'nothing') },
  { apply: ({ lines, at }) => (lines.length = at, `cut after line ${at}`) },
  { apply: ({ lines, at, moves, pick }) => (lines.splice(at, 0, pick(moves) ?? 'Ann: pass'), `insert a move at line ${at + 1}`) },
  {
    // Another move for the same player, or the same move for another player.
    apply: ({ lines, at, moves, players, pick, int }) => {
      const i = lines.findIndex((l, k) => k >= at && moves.includes(l));
      if (i < 0) return 'nothing';
      const [who, ...rest] = lines[i].split(': ');
      const move = rest.join(': ');
      if (int(2) === 0) replaceAt(lines, i, `${who}: ${pick(moves).split(': ').slice(1).join(': ')}`);
      else replaceAt(lines, i, `${pick(players.filter((p) => p !== who)) ?? who}: ${move}`);
      return `change the move at line ${i + 1}`;
    },
  },
  {
    // A number in a move or a header line off by one.
    apply: ({ lines, at, int }) => {
      const i = lines.findIndex((l, k) => k >= at && /\d/.test(l) && !l.startsWith('#'));
      if (i < 0) return 'nothing';
      replaceAt(lines, i, lines[i].replace(/\d+(?!.*\d)/, (d) => String(Math.max(0, Number(d) + (int(2) ? 1 : -1)))));
      return `change a number on line ${i + 1}`;
    },
  },
  {
    apply: ({ lines, at, cards, pick }) => {
      const i = lines.findIndex((l, k) => k >= at && l.startsWith('>'));
      if (i < 0 || cards.length === 0) return 'nothing';
      const words = lines[i].split(' ');
      words[words.length - 1] = pick(cards);
      replaceAt(lines, i, words.join(' '));
      return `change a told card on line ${i + 1}`;
    },
  },
  {
    // A false result line: another winner, a draw, the game still running, or a reason made up (the reason is free).
    apply: ({ lines, players, pick }) => {
      const said = pick([...players.map((p) => `${p} wins (made up)`), 'draw (made up)', 'in progress', `${players.join(' & ')} wins (both)`, 'lost (made up)', 'demon wins (made up)']);
      const i = withResult(lines);
      if (i < 0) lines.push(`result: ${said}`);
      else replaceAt(lines, i, `result: ${said}`);
      return `result: ${said}`;
    },
  },
  {
    apply: ({ lines, pick }) => {
      const i = withResult(lines);
      if (i < 0) return 'nothing';
      const text = lines[i].slice('result:'.length).trim();
      const who = text.replace(/\s*\(.*$/, '');
      replaceAt(lines, i, pick([`result: ${who}`, `result: ${who.toUpperCase()} (another reason)`, `result:${who}(x)`, `result: ${who}s (x)`, `result: ${who} (`]));
      return `reword the result on line ${i + 1}`;
    },
  },
  {
    // A header value changed: the seed, the version, the game, a deck, an option, the first seat.
    apply: ({ lines, pick }) => {
      const edit = pick([
        ['seed', 'seed: other-seed'], ['seed', 'seed: bad seed!'], ['version', 'version: 2'], ['game', 'game: chess'], ['game', 'game: PAD'],
        ['first', 'first: 3'], ['option.', 'option.rules: bogus'], ['option.', 'option.nosuch: 1'], ['deck.1', 'deck.1: nosuch-deck'], ['deck.2', 'deck.2: 3 nosuch card'],
      ]);
      const i = lines.findIndex((l) => l.startsWith(edit[0]));
      const blank = lines.indexOf('');
      if (i >= 0) replaceAt(lines, i, edit[1]);
      else lines.splice(blank < 0 ? 0 : blank, 0, edit[1]);
      return `header ${edit[1]}`;
    },
  },
  {
    // A player's name changed in the players line, or made one no name may be.
    apply: ({ lines, players, pick }) => {
      const i = lines.findIndex((l) => l.startsWith('players:'));
      if (i < 0) return 'nothing';
      const name = pick(players);
      const other = pick(['Zed', '> 1', 'result', `${name}\u001b]0;x\u0007`, `${name} (A)`, name.toLowerCase(), '#x', 'A:B', pick(players)]);
      replaceAt(lines, i, `players: ${players.map((p) => (p === name ? other : p)).join(', ')}`);
      return `rename ${name} to ${JSON.stringify(other)}`;
    },
  },
  {
    apply: ({ lines, at, pick }) => (lines.splice(at, 0, pick(['', '# a comment', '   ', '> 1: x', '>', 'result:', 'no colon here', 'Ann:', '\u001b[2J'])), `insert junk at line ${at + 1}`),
  },
  { apply: ({ lines }) => (lines.forEach((l, k) => { lines[k] = `${l}\r`; }), 'CRLF line ends') },
];

/** Runs the built CLI's `main` in this process on `args`; returns its exit code (output is dropped). */
async function cliExit(main, args) {
  const sink = new Writable({ write(_chunk, _encoding, done) { done(); } });
  const swap = (name) => {
    const before = Object.getOwnPropertyDescriptor(process, name);
    Object.defineProperty(process, name, { configurable: true, enumerable: true, get: () => sink });
    return () => Object.defineProperty(process, name, before);
  };
  const restores = [swap('stdout'), swap('stderr')];
  process.exitCode = undefined;
  try {
    await main(['node', 'cardref', ...args]);
    return process.exitCode ?? 0;
  } finally {
    for (const restore of restores) restore();
    process.exitCode = undefined;
  }
}

/** Every mutation read the three ways; the figures and the mutations they disagree on. */
export async function compareVerdicts({ count, seed }) {
  process.env.LC_ALL = 'C.UTF-8';
  const { main } = await import(pathToFileURL(join(root, 'dist/cli/main.js')).href);
  const { ProtocolServer } = await import(join(root, 'dist/protocol/server.js'));
  const { openLog } = await import(join(root, 'dist/index.js'));
  const { GAMES } = await import(join(root, 'dist/games/index.js'));
  const server = new ProtocolServer({ games: await Promise.all(GAMES.map((g) => g.load())) });
  server.handle({ type: 'hello', protocol: 1 });
  const dir = mkdtempSync(join(tmpdir(), 'cardref-verdicts-'));
  const figures = { tried: 0, accepted: 0, refused: 0, disagreements: 0 };
  const disagreements = [];
  try {
    for (const [n, m] of (await mutations(shippedLogs(), count, seed)).entries()) {
      const file = join(dir, `m${n}.log`);
      writeFileSync(file, m.text);
      const replay = (await cliExit(main, ['replay', file])) === 0;
      const load = server.handle({ type: 'load', log: m.text });
      if (load.ok) server.handle({ type: 'end', gameId: load.gameId });
      let library = true;
      try {
        await openLog(m.text);
      } catch {
        library = false;
      }
      figures.tried++;
      figures[replay ? 'accepted' : 'refused']++;
      if (replay !== load.ok || replay !== library) {
        figures.disagreements++;
        if (disagreements.length < 20) disagreements.push({ from: m.from, how: m.how, replay, load: load.ok, library, error: load.error?.message });
      }
      rmSync(file);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return { ...figures, disagreementsShown: disagreements };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i < 0 ? fallback : process.argv[i + 1];
  };
  const summary = await compareVerdicts({ count: Number(arg('mutations', 1000)), seed: arg('seed', '1') });
  if (process.argv.includes('--json')) console.log(JSON.stringify(summary));
  else {
    console.log(`${summary.tried} mutated logs: replay accepted ${summary.accepted}, refused ${summary.refused}; load and openLog disagreed on ${summary.disagreements}`);
    for (const d of summary.disagreementsShown) console.log(`  ${d.from}: ${d.how} (replay ${d.replay ? 'accepts' : 'refuses'}, load ${d.load ? 'accepts' : 'refuses'}, openLog ${d.library ? 'accepts' : 'refuses'}) ${d.error ?? ''}`);
  }
  process.exitCode = summary.disagreements > 0 ? 1 : 0;
}
