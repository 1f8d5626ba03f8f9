/** Bad input on every path gets one clear line naming the file and line, the documented exit code, no stack. */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cardref } from '../support/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'cardref-bad-'));
const file = (name: string, text: string | Buffer) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const noStack = (text: string) => expect(text).not.toMatch(/\n\s+at .*\(|internal error/);

describe('bad moves on stdin', () => {
  const nasty: [string, string][] = [
    ['random words', 'summon the dragon please'],
    ['a huge number', `summon ${'9'.repeat(400)} 1`],
    ['a negative index', 'mulligan -1'],
    ['control characters', 'keep\u0007\u001b[2J'],
    ['unicode', '保留 🂡 ｋｅｅｐ'],
    ['a 1 MB line', 'x'.repeat(1 << 20)],
  ];
  it.each(nasty)('%s: exit 2 naming the stdin line, with the legal moves', (_name, line) => {
    const run = cardref(['play', 'wixoss', '--seed', '3'], { input: `${line}\n` });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^cardref: stdin line 1: illegal move/);
    expect(run.stderr).toMatch(/legal now: /);
    expect(run.stderr.length).toBeLessThan(4000); // the 1 MB line is not echoed back whole
    noStack(run.stderr);
  });
});

describe('bad logs', () => {
  const good = join(dir, 'good.log');
  cardref(['play', 'wixoss', '--seed', '8', '--bot', '1=random', '--bot', '2=random', '--log', good]);
  const text = readFileSync(good, 'utf8');
  const cases: [string, string | Buffer, number, RegExp][] = [
    ['junk bytes', Buffer.from([0x00, 0xff, 0x13, 0x37]), 2, /not a text file/],
    ['a truncated file', text.slice(0, text.indexOf('\n\n') + 30).replace(/\n[^\n]*$/, '\nP1: summ'), 2, /truncated-file\.log:\d+: /],
    ['another game', text.replace('game: wixoss', 'game: chess'), 2, /another-game\.log:1: unknown game "chess"/],
    ['a misspelt game', text.replace('game: wixoss', '# a comment\ngame: wixos'), 2, /misspelt-game\.log:2: unknown game "wixos" \(did you mean "wixoss"\?/],
    ['an order key the game does not stack', text.replace('seed: 8', 'seed: 8\norder.3: WD01-017'), 2, /stack\.log:5: order\.3: WIXOSS has no "3" pile .*order keys: 1, 2/],
    ['another version', text.replace('version: 1', 'version: 9'), 2, /version 9/],
    ['a seat name that does not match', text.replace(/^P2: /m, 'Zed: '), 2, /"Zed" is not a player/],
    ['moves after the result', `${text}P1: pass\n`, 2, /a move after the "result:" line/],
    // A transcript names its cards and needs no seed; a seeded log (the same moves, no chance lines) depends on it.
    ['an edited seed', text.replace(/^> .*\n/gm, '').replace(/^seed: 8$/m, 'seed: 9'), 2, /edited-seed\.log:\d+: |the log says/],
    ['an unknown built-in deck', text.replace('deck.1: white-hope', 'deck.1: purple-haze'), 2, /deck\.1/],
  ];
  it.each(cases)('%s', (name, content, code, message) => {
    const path = file(`${name.replace(/\W+/g, '-').replace(/^-|-$/g, '')}.log`, content);
    const run = cardref(['replay', path]);
    expect(run.code).toBe(code);
    expect(run.stderr).toMatch(message);
    noStack(run.stderr);
  });
});

describe('bad files and decks', () => {
  it('an unreadable file', () => {
    // Permission bits do not stop root (CI runs as root); reading /proc/self/mem fails for everyone with EIO.
    const run = cardref(['check', 'wixoss', '/proc/self/mem']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^cardref: cannot read deck file "\/proc\/self\/mem": EIO$/m);
    noStack(run.stderr);
  });

  it('a deck list with an unknown card suggests the closest name, with its line', () => {
    const path = file('typo.txt', '[lrig]\n1 WD01-005\n[main]\n4 Servnt O\n');
    const run = cardref(['check', 'wixoss', path]);
    expect(run.code).toBe(2);
    expect(run.stdout).toMatch(/typo\.txt:4: .*Servnt O.*did you mean "Servant O/i);
  });

  it('a deck list with bad counts and a wrong section lists every problem', () => {
    const path = file('broken.txt', '[lrig]\nfour WD01-005\n[sideboard]\n0 Servant O\n');
    const run = cardref(['check', 'wixoss', path, '--json']);
    expect(run.code).toBe(2);
    const report = JSON.parse(run.stdout);
    expect(report.legal).toBe(false);
    // The lines first, then what is wrong with the deck as a whole (no level-0 LRIG, too few cards…).
    const lines = report.problems.map((p: { line?: number }) => p.line);
    expect(lines.slice(0, 3)).toEqual([2, 3, 4]);
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.slice(3).every((l: number | undefined) => l === undefined)).toBe(true);
  });

  it('a deck of another game names the cards it does not know', () => {
    const path = file('pad-deck.txt', '[team]\n5 B01-001\n[deck]\n3 B01-002\n');
    const run = cardref(['check', 'wixoss', path]);
    expect(run.code).toBe(2);
    expect(run.stdout).toMatch(/pad-deck\.txt:1: unknown section \[team\]/);
  });

  it('a deck given to play that is not there', () => {
    const run = cardref(['play', 'wixoss', '--deck', '1=./nowhere.txt']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/deck file "\.\/nowhere\.txt" does not exist/);
  });
});
