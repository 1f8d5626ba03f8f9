/**
 * `play --name` takes the names every log can read back (the rule is engine/log.ts `playersProblem`, shared with the
 * protocol and the log reader; tests/engine/player-names.property.test.ts tries random names): `--name '1=> 1'`
 * wrote a log whose moves read as chance lines, so neither `replay` nor `--resume` could read it.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cardref } from '../support/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'cardref-names-'));

describe('play --name', () => {
  it.each([
    ['> 1', /player name "> 1" cannot begin with ">"/],
    ['> first', /player name "> first" cannot begin with ">"/],
    ['x'.repeat(41), /is longer than 40 characters/],
    ['result', /cannot be "result"/],
  ])('refuses %s with one clear line, before a log is written', (name, message) => {
    const log = join(dir, 'refused.log');
    const run = cardref(['play', 'midrash', '--name', `1=${name}`, '--seed', '3', '--bot', '2=random', '--log', log], { input: 'end\n' });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(message);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(() => readFileSync(log)).toThrow();
  });

  it.each([['Ann (A)', '名字 & Co'], ['a>b', 'x=y'], ['"Q"', "O'Neil"], ['P2', 'P1']])('%s and %s play a game whose log replay and --resume read', (one, two) => {
    const log = join(dir, `${one.length}-${two.length}.log`);
    const play = cardref(['play', 'midrash', '--name', `1=${one}`, '--name', `2=${two}`, '--seed', '3', '--bot', '2=random', '--log', log], { input: 'end\nend\n' });
    expect(play.code).toBe(0);
    expect(readFileSync(log, 'utf8')).toContain(`players: ${one}, ${two}\n`);
    const replay = cardref(['replay', log]);
    expect(replay.stderr).toBe('');
    expect(replay.code).toBe(0);
    const resumed = cardref(['play', 'midrash', '--resume', log, '--bot', '2=random'], { input: 'resign\n' });
    expect(resumed.code).toBe(0);
    expect(readFileSync(log, 'utf8')).toContain(`result: ${two} wins (${one} resigned)`);
    expect(cardref(['replay', log]).code).toBe(0);
  });
});
