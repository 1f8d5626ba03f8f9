/** `play --resume`: the log fixes decks, seats, seed and rules; options that would change them are named as ignored. */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cardref } from '../support/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'cardref-resume-'));

describe('play --resume', () => {
  it('says that --deck, --seed and the like are ignored: the decks come from the log', () => {
    const log = join(dir, 'game.log');
    cardref(['play', 'wixoss', '--seed', '1', '--log', log], { input: 'keep\nkeep\n' });
    const before = readFileSync(log, 'utf8');
    const run = cardref(['play', 'wixoss', '--resume', log, '--deck', '1=black-will', '--seed', '9', '--option', 'rules=modern']);
    expect(run.stderr).toMatch(/^warning: --deck, --seed, --option ignored: the decks, players, seed and rules come from .*game\.log$/m);
    expect(readFileSync(log, 'utf8').split('\n\n')[0]).toBe(before.split('\n\n')[0]);
    // Without such options there is no warning.
    expect(cardref(['play', 'wixoss', '--resume', log]).stderr).not.toMatch(/warning/);
  });

  it('refuses a log with an order key the game does not stack, naming the file and line', () => {
    const log = join(dir, 'stacked.log');
    writeFileSync(log, 'game: wixoss\nversion: 1\nplayers: P1, P2\nseed: 1\norder.lrig: x\n\n');
    const run = cardref(['play', 'wixoss', '--resume', log]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/stacked\.log:5: order\.lrig: WIXOSS has no "lrig" pile/);
  });
});
