/**
 * The autosave folder is "a folder only you can read" (README; issue 41): one that already exists and lets others
 * read it (made by hand, or under a loose umask) is tightened to 0700 when it is the user's, and otherwise the game
 * warns at its start.
 */
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { autosaveLog, keepPrivate } from '../../src/cli/play/log-file.js';
import { terminal } from '../support/terminal.js';

/** A state folder `cardref` that exists already, readable by everyone; returns the XDG_STATE_HOME above it. */
function openStateFolder(): { home: string; folder: string } {
  const home = mkdtempSync(join(tmpdir(), 'cardref-state-'));
  const folder = join(home, 'cardref');
  mkdirSync(folder);
  chmodSync(folder, 0o755);
  return { home, folder };
}
const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('an autosave folder others can read', () => {
  it('is made private (0700) when it is the user\'s, without a warning', () => {
    const { home, folder } = openStateFolder();
    const before = process.env.XDG_STATE_HOME;
    process.env.XDG_STATE_HOME = home;
    const warnings: string[] = [];
    try {
      autosaveLog('wixoss', new Date(), (text) => warnings.push(text));
    } finally {
      process.env.XDG_STATE_HOME = before;
    }
    expect(modeOf(folder)).toBe(0o700);
    expect(warnings).toEqual([]);
  });

  it('is left as it is, with one warning naming it and its mode, when it is another user\'s', () => {
    const { folder } = openStateFolder();
    const warnings: string[] = [];
    keepPrivate(folder, (text) => warnings.push(text), statSync(folder).uid + 1);
    expect(modeOf(folder)).toBe(0o755);
    expect(warnings).toEqual([`warning: other users can read the autosave folder "${folder}" (mode 755), and cardref cannot make it private: run chmod 700 on it, or save with --log`]);
  });

  it('is made private by a game at a terminal', async () => {
    const { home, folder } = openStateFolder();
    const before = process.env.XDG_STATE_HOME;
    process.env.XDG_STATE_HOME = home;
    const t = terminal('play wixoss --seed 31 --deck 1=white-hope --deck 2=red-ambition');
    process.env.XDG_STATE_HOME = before;
    const guard = setTimeout(() => t.child.kill('SIGKILL'), 25_000);
    try {
      await t.waitFor(/press Enter/);
      t.child.stdin.write('\x03');
      expect(await t.closed).toBe(130);
    } finally {
      clearTimeout(guard);
      t.child.kill('SIGKILL');
    }
    expect(modeOf(folder)).toBe(0o700);
    // Stopped before the first move: nothing is saved there (and no lock is left).
    expect(readdirSync(folder)).toEqual([]);
    expect(t.screen()).toMatch(/nothing was saved/);
    expect(t.screen()).not.toMatch(/warning/);
  }, 30_000);
});
