/** `sim` shows its progress on a terminal with the time spent and an estimate of the time left; never elsewhere. */
import { duration, progressLine } from '../../src/cli/commands/sim.js';
import { cardref } from '../support/cli.js';
import { terminal } from '../support/terminal.js';

describe('sim progress', () => {
  it('gives the elapsed time and, until the last game, the time left at the pace so far', () => {
    expect(progressLine(10, 40, 5_000)).toBe(`[${'#'.repeat(8)}${' '.repeat(22)}] 10/40 · 5s elapsed · about 15s left`);
    expect(progressLine(40, 40, 61_000)).toBe(`[${'#'.repeat(30)}] 40/40 · 1m 01s elapsed`);
    expect([duration(400), duration(59_400), duration(60_000), duration(3_725_000)]).toEqual(['0s', '59s', '1m 00s', '1h 02m']);
  });

  it('is drawn on a terminal and left out when stderr is not one', async () => {
    const t = terminal('sim wixoss --games 10 --seed 3');
    try {
      await t.waitFor(/\] 10\/10 · \d+s elapsed[\s\S]*10 games · draws/);
      expect(await t.closed).toBe(0);
    } finally {
      t.child.kill('SIGKILL');
    }
    const piped = cardref(['sim', 'wixoss', '--games', '10', '--seed', '3']);
    expect(piped.code).toBe(0);
    expect(piped.stderr).toBe('');
  }, 40_000);
});
