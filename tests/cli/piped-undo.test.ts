/**
 * `undo` on piped stdin does what it does at the terminal: it takes back the seat's last move when the rules allow
 * (the log forgets it), and a refused undo stops the game like an illegal line (exit 2, the reason, the line).
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cardref } from '../support/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'cardref-piped-undo-'));
const PLAY = ['play', 'wixoss', '--seed', '3', '--first', '1'];

describe('undo on piped stdin', () => {
  it('takes back your last move, as at the terminal; the next line decides again', () => {
    const log = join(dir, 'undo.log');
    const run = cardref([...PLAY, '--log', log], { input: 'mulligan 1\nundo\nmulligan 3\n' });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('P1: mulligan 1 — Set hand card 1 aside to shuffle back in the mulligan\nTook back your last move.\nP1: mulligan 3');
    // The log holds the move played after the undo, not the one taken back.
    const played = readFileSync(log, 'utf8').split('\n').filter((line) => /^P\d: /.test(line));
    expect(played).toEqual(['P1: mulligan 3']);
  });

  it('refused (nothing to undo yet): exit 2 naming the stdin line and why', () => {
    const run = cardref(PLAY, { input: 'undo\n' });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^cardref: stdin line 1: illegal move "undo" for P1/);
    expect(run.stderr).toMatch(/Why: nothing to undo yet\./);
  });
});
