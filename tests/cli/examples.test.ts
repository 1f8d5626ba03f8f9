/**
 * Every example we print works: each `cardref` line of the README (its ```sh blocks and the command table) and of
 * every command's `--help` (English and Chinese) runs with the built CLI in a fresh folder, with stdin closed (or the
 * example's own piped input), exits 0 and finds something. The files examples name are made first: `my-deck.txt`
 * (a legal WIXOSS deck) and `game.log` (a WIXOSS game in progress, 24 moves in: the examples go up to `--at 20`, and
 * `replay --explain` thinks about each of its moves, so a longer game only costs time).
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cardref, ROOT } from '../support/cli.js';

const COMMANDS = ['games', 'rules', 'cards', 'check', 'play', 'replay', 'sim'];

/** The README's example command lines: ```sh blocks (comments dropped) and `npx cardref …` in its tables. */
function readmeExamples(): string[] {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const lines: string[] = [];
  for (const block of readme.matchAll(/```sh\n([\s\S]*?)```/g)) {
    for (const line of block[1]!.split('\n')) lines.push(line.replace(/\s+#\s.*$/, '').trim());
  }
  for (const row of readme.split('\n').filter((l) => l.startsWith('|'))) {
    // (A pipe inside a table cell is written `\|`.)
    for (const code of row.matchAll(/`([^`]*\bcardref\b[^`]*)`/g)) lines.push(code[1]!.replace(/\\\|/g, '|').trim());
  }
  return lines.filter((l) => /\bcardref\b/.test(l));
}

/** The example lines after "Examples:" in a help text, without their descriptions (two or more spaces apart). */
function helpExamples(help: string): string[] {
  const out: string[] = [];
  let inExamples = false;
  for (const line of help.split('\n')) {
    if (/^(Examples|示例)[:：]/.test(line)) inExamples = true;
    else if (!line.trim()) inExamples = false;
    else if (inExamples && /\bcardref\b/.test(line)) out.push(line.trim().split(/\s{2,}/)[0]!);
  }
  return out;
}

const helps = ['en', 'zh'].flatMap((lang) => [[], ...COMMANDS.map((c) => [c])].map((args) => cardref(['--lang', lang, ...args, '--help']).stdout));
const fromHelp = helps.flatMap(helpExamples);
const fromReadme = readmeExamples();
const examples = [...new Set([...fromReadme, ...fromHelp].map((l) => l.replace(/\bnpx cardref\b/g, 'cardref')))];

/** A legal deck (WD01 as printed) and a WIXOSS game 24 moves in, from a bot game's log. */
const DECK = ['[lrig]', ...[1, 2, 3, 4, 5, 6, 7, 8].map((k) => `1 WD01-00${k}`), '[main]', ...[9, 10, 11, 12, 13, 14, 15, 16, 17, 18].map((k) => `4 WD01-${String(k).padStart(3, '0')}`)].join('\n');
let gameLog = '';
const MOVES_IN_LOG = 24;

beforeAll(() => {
  const dir = mkdtempSync(join(tmpdir(), 'cardref-examples-'));
  expect(cardref(['sim', 'wixoss', '--games', '1', '--seed', '3', '--log-dir', join(dir, 'logs')]).code).toBe(0);
  const log = readFileSync(join(dir, 'logs', readdirSync(join(dir, 'logs'))[0]!), 'utf8').split('\n');
  const blank = log.indexOf('');
  gameLog = [...log.slice(0, blank + 1), ...log.slice(blank + 1).filter((l) => l && !l.startsWith('result:')).slice(0, MOVES_IN_LOG)].join('\n') + '\n';
});

/** Runs one example line in its own folder through `sh`, with `cardref` on the PATH as the built CLI. */
function runExample(line: string) {
  const dir = mkdtempSync(join(tmpdir(), 'cardref-example-'));
  mkdirSync(join(dir, 'bin'));
  writeFileSync(join(dir, 'bin', 'cardref'), `#!/bin/sh\nexec "${process.execPath}" "${join(ROOT, 'bin', 'cardref')}" "$@"\n`);
  chmodSync(join(dir, 'bin', 'cardref'), 0o755);
  writeFileSync(join(dir, 'my-deck.txt'), `${DECK}\n`);
  writeFileSync(join(dir, 'game.log'), gameLog);
  // As in a checkout or the installed package: the example bot that external-bot examples name.
  cpSync(join(ROOT, 'examples'), join(dir, 'examples'), { recursive: true });
  // A completion script sourced into the shell shows itself by what it registered; bash for `source <(…)`.
  const script = line.startsWith('source <(') ? `${line} && complete -p cardref` : line;
  const result = spawnSync('bash', ['-c', script], {
    cwd: dir,
    input: '',
    encoding: 'utf8',
    // HOME is the example's folder: an install line (`… > ~/.config/…`) writes there, not into the user's home.
    env: { ...process.env, HOME: dir, PATH: `${join(dir, 'bin')}:${process.env.PATH}`, NO_COLOR: '1', FORCE_COLOR: '', LC_ALL: '', LANG: 'C.UTF-8', XDG_STATE_HOME: join(dir, 'state') },
    timeout: 120_000,
  });
  // An example that writes its output to a file shows it there.
  const target = /> ~\/(\S+)$/.exec(line);
  const stdout = target ? readFileSync(join(dir, target[1]!), 'utf8') : result.stdout;
  return { code: result.status, stdout, stderr: result.stderr };
}

describe('examples', () => {
  it('are found in the README and in every help', () => {
    // The README's other ```sh lines are npm scripts, not cardref examples.
    expect(fromReadme.length).toBeGreaterThanOrEqual(15);
    expect(fromHelp.length).toBeGreaterThanOrEqual(20);
    for (const command of COMMANDS) expect(examples.some((l) => l.includes(`cardref ${command}`))).toBe(true);
    expect(examples).toContain('cardref cards wixoss --where type=ARTS');
    expect(examples).toContain('cardref cards wixoss --search "life burst" --json');
  });

  it.each(examples)('%s', (line) => {
    const run = runExample(line);
    expect({ line, code: run.code, stderr: run.stderr }).toEqual({ line, code: 0, stderr: '' });
    expect(run.stdout.trim().length).toBeGreaterThan(0);
    expect(run.stdout).not.toMatch(/No card matches|没有匹配的卡牌/);
    if (line.includes('--json')) {
      const doc = JSON.parse(run.stdout);
      if ('cards' in doc) expect(doc.cards.length).toBeGreaterThan(0);
    }
    if (/\bcheck\b/.test(line)) expect(run.stdout).toMatch(/is a legal|是合法的/);
    if (/\bcards\b/.test(line)) expect(run.stdout).toMatch(/WD0\d-\d{3}/);
  }, 180_000);
});
