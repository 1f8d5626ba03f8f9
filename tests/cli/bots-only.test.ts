/**
 * A `play` game with no human seat (issue 41): random bots may never gain a point of Midrash wisdom, and its rules
 * have no round limit, so such a game takes the game's self-play bound (`round-limit=30`, as `sim`), written in its
 * log header; an option the user gave stands, and a game with a human seat is the rulebook's.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cardref, ROOT } from '../support/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'cardref-bots-only-'));
let count = 0;
const logPath = () => join(dir, `game-${++count}.log`);
const header = (path: string) => readFileSync(path, 'utf8').split('\n\n')[0]!;

describe('play with every seat a bot', () => {
  it('stops a Midrash game that random play cannot finish at the self-play round limit, written in the header', () => {
    const log = logPath();
    const run = cardref(['play', 'midrash', '--bot', '1=random', '--bot', '2=random', '--seed', '5', '--log', log]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Game over: unfinished \(the chosen round limit 30 was reached/);
    expect(header(log)).toMatch(/^option\.round-limit: 30$/m);
    expect(cardref(['replay', log]).code).toBe(0);
  });

  it('counts --vs seats as bots: three seats, none human', () => {
    const log = logPath();
    const run = cardref(['play', 'midrash', '--players', '3', '--bot', '1=random', '--vs', 'easy', '--seed', '2', '--log', log]);
    expect(run.code).toBe(0);
    expect(header(log)).toMatch(/^option\.round-limit: 30$/m);
  });

  it('keeps a round limit the user gave, off included', () => {
    const four = logPath();
    const run = cardref(['play', 'midrash', '--bot', '1=random', '--bot', '2=random', '--seed', '5', '--option', 'round-limit=4', '--log', four]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/the chosen round limit 4 was reached/);
    expect(header(four)).toMatch(/^option\.round-limit: 4$/m);
    // Unbounded: the game ends here only because seat 2's program fails (it concedes), not by a limit.
    const off = logPath();
    const bot = `cmd:node ${join(ROOT, 'tests', 'fixtures', 'bad-bot.mjs')} die`;
    const ended = cardref(['play', 'midrash', '--bot', '1=random', '--bot', `2=${bot}`, '--seed', '5', '--option', 'round-limit=off', '--log', off]);
    expect(ended.code).toBe(0);
    expect(header(off)).toMatch(/^option\.round-limit: off$/m);
  });

  it('leaves a game with a human seat, and a game with no such bound, as given', () => {
    const human = logPath();
    expect(cardref(['play', 'midrash', '--bot', '2=random', '--seed', '5', '--log', human]).code).toBe(0);
    expect(header(human)).not.toMatch(/round-limit/);
    const eatpaint = logPath();
    expect(cardref(['play', 'eatpaint', '--bot', '1=random', '--bot', '2=random', '--seed', '5', '--log', eatpaint]).code).toBe(0);
    expect(header(eatpaint)).not.toMatch(/^option\./m);
  });
});
