/**
 * The tests' CLI thread (tests/support/cli.ts) answers as a real `bin/cardref` process does: the same stdout,
 * stderr and exit code for command lines that read stdin, fail, answer in JSON, change language by locale, write a
 * log and hold its lock, one after the other in the same thread.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cardref, type CliOptions } from '../support/cli.js';

const WD01 = ['[lrig]', ...[1, 2, 3, 4, 5, 6, 7, 8].map((k) => `1 WD01-00${k}`), '[main]', ...[9, 10, 11, 12, 13, 14, 15, 16, 17, 18].map((k) => `4 WD01-${String(k).padStart(3, '0')}`)].join('\n');

const runs: [string, string[], CliOptions][] = [
  ['help', ['--help'], {}],
  ['an unknown command (exit 1)', ['plya'], {}],
  ['an unknown command as JSON', ['plya', '--json'], {}],
  ['a deck list on stdin', ['check', 'wixoss', '-'], { input: WD01 }],
  ['an illegal move piped in (exit 2)', ['play', 'pad', '--seed', '3'], { input: 'fly away\n' }],
  ['the locale picks Chinese', ['rules', 'midrash'], { env: { LANG: 'zh_CN.UTF-8' } }],
  ['a bot game to the end', ['play', 'eatpaint', '--seed', '4', '--bot', '1=greedy', '--bot', '2=random'], {}],
];

describe('the CLI thread answers as a process', () => {
  it.each(runs)('%s', (_what, args, options) => {
    const inThread = cardref(args, options);
    expect(inThread).toEqual(cardref(args, { ...options, spawn: true }));
    // Each case says something: a run that printed nothing would match a process that printed nothing.
    expect(inThread.stdout.length + inThread.stderr.length).toBeGreaterThan(0);
  });

  it("releases a log's lock when a run ends: the next run resumes the game, as a new process would", () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardref-thread-'));
    const log = join(dir, 'game.log');
    const first = cardref(['play', 'wixoss', '--seed', '31', '--log', log], { input: 'keep\n' });
    expect(first.code).toBe(0);
    const resumed = cardref(['play', 'wixoss', '--resume', log], { input: 'keep\n' });
    expect(resumed.stderr).toBe('');
    expect(resumed.code).toBe(0);
    expect(readFileSync(log, 'utf8').split('\n').filter((l) => /^P\d: keep$/.test(l))).toHaveLength(2);
    expect(readdirSync(dir).filter((f) => f.endsWith('.lock'))).toEqual([]);
  });
});
