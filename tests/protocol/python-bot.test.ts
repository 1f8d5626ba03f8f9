/**
 * examples/random_bot.py, a program bot in Python 3 written from docs/protocol.md alone, plays every game through
 * `sim --bots cmd:…` and `play --bot`. Where there is no python3 the tests say so and check nothing.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GAMES } from '../../src/games/index.js';
import { cardref, ROOT } from '../support/cli.js';

const PYTHON_BOT = `cmd:python3 ${join(ROOT, 'examples/random_bot.py')}`;
const python = spawnSync('python3', ['--version'], { encoding: 'utf8' });
const hasPython = python.status === 0 && /^Python 3\./.test(python.stdout);
const dir = mkdtempSync(join(tmpdir(), 'cardref-python-bot-'));

/** False (and says why) where python3 is missing: these tests then have nothing to run. */
function pythonPresent(): boolean {
  if (!hasPython) console.log(`examples/random_bot.py not run: no python3 here (${python.error?.message ?? (python.stdout || python.stderr).trim()})`);
  return hasPython;
}

describe.each(GAMES.map((g) => g.id))('examples/random_bot.py in %s', (id) => {
  it('plays sim games against a built-in bot, from either seat', () => {
    if (!pythonPresent()) return;
    for (const bots of [`${PYTHON_BOT},random`, `random,${PYTHON_BOT}`]) {
      const run = cardref(['sim', id, '--games', '3', '--seed', '5', '--bots', bots, '--json']);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      const summary = JSON.parse(run.stdout);
      expect(summary.games).toBe(3);
      expect(summary.seats.map((s: { forfeits: number }) => s.forfeits)).toEqual([0, 0]);
    }
  });
});

describe('examples/random_bot.py', () => {
  it('plays a whole game with play --bot, and the log replays', () => {
    if (!pythonPresent()) return;
    const log = join(dir, 'python.log');
    const run = cardref(['play', 'eatpaint', '--seed', '4', '--bot', '1=random', '--bot', `2=${PYTHON_BOT}`, '--log', log], { env: { RANDOM_BOT_SEED: '1' } });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Game over: /);
    expect(cardref(['replay', log]).code).toBe(0);
  });

  it('with RANDOM_BOT_SEED plays each game alike with any --workers', () => {
    if (!pythonPresent()) return;
    const args = ['sim', 'midrash', '--games', '4', '--bots', `${PYTHON_BOT},random`, '--json'];
    const one = JSON.parse(cardref(args, { env: { RANDOM_BOT_SEED: '7' } }).stdout);
    const two = JSON.parse(cardref([...args, '--workers', '2'], { env: { RANDOM_BOT_SEED: '7' } }).stdout);
    expect(two.seats).toEqual(one.seats);
    expect(two.meanDecisions).toBe(one.meanDecisions);
  });
});
