/**
 * Every error is one `cardref: …` line: the first line of stderr; any detail (why, the legal moves, each deck
 * problem, where a log stops being valid) is indented under it, so a script can take the first line and a person
 * still gets the help.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cardref, type CliRun } from '../support/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'cardref-error-lines-'));

/** Exactly one line starts with `cardref:`, it is the first, and every other line is indented under it. */
function expectOneErrorLine(run: CliRun, detailLines: number): void {
  const lines = run.stderr.replace(/\n$/, '').split('\n');
  expect(lines[0]).toMatch(/^cardref: /);
  expect(lines.filter((line) => line.startsWith('cardref:'))).toHaveLength(1);
  for (const line of lines.slice(1)) expect(line).toMatch(/^\s+\S/);
  expect(lines.length).toBeGreaterThanOrEqual(1 + detailLines); // the help is kept, not dropped
}

describe('errors with detail print one cardref: line and indent the rest', () => {
  it('an illegal piped move: the reason and the legal moves are indented under it', () => {
    const run = cardref(['play', 'wixoss', '--seed', '3'], { input: 'mulligan 4\n' });
    expect(run.code).toBe(2);
    expectOneErrorLine(run, 2);
    expect(run.stderr).toMatch(/\n {2}Why: card 4 is the same card as 2/);
    expect(run.stderr).toMatch(/\n {2}legal now: mulligan 1 \| /);
  });

  it('a bad --deck: each deck problem is indented under the first', () => {
    const deck = join(dir, 'bad.deck');
    writeFileSync(deck, '4 Nonesuch One\n4 Nonesuch Two\n');
    const run = cardref(['play', 'wixoss', '--deck', `1=${deck}`, '--deck', '2=white-hope']);
    expect(run.code).toBe(2);
    expectOneErrorLine(run, 4);
    expect(run.stderr).toMatch(/\n {2}\S*bad\.deck:2: unknown card "Nonesuch Two"/);
  });

  it('a bad --deck under --json: the message in the JSON keeps its lines as they are', () => {
    const deck = join(dir, 'bad-json.deck');
    writeFileSync(deck, '4 Nonesuch One\n4 Nonesuch Two\n');
    const run = cardref(['sim', 'wixoss', '--json', '--games', '1', '--deck', `1=${deck}`, '--deck', '2=white-hope']);
    expectOneErrorLine(run, 4);
    const message = (JSON.parse(run.stdout) as { error: { message: string } }).error.message;
    expect(message.split('\n')[1]).toMatch(/^\S*bad-json\.deck:2: unknown card/);
  });

  it('replay of a log with an illegal move: the legal moves and where it stops are indented under it', () => {
    const good = join(dir, 'good.log');
    cardref(['play', 'wixoss', '--seed', '8', '--bot', '1=random', '--bot', '2=random', '--log', good]);
    const lines = readFileSync(good, 'utf8').split('\n');
    const at = lines.findIndex((line, i) => i > 10 && /^P\d: /.test(line));
    lines[at] = lines[at]!.replace(/: .*/, ': fly away');
    const bad = join(dir, 'bad.log');
    writeFileSync(bad, lines.join('\n'));
    const run = cardref(['replay', bad]);
    expect(run.code).toBe(2);
    expectOneErrorLine(run, 2);
    expect(run.stderr).toMatch(/\n {2}legal there: /);
    expect(run.stderr).toMatch(/\n {2}\(\d+ moves? before it/);
  });
});
