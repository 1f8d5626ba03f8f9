/** Ctrl+C at a real terminal prompt (a pseudo-terminal made by util-linux `script`) exits 130 with the log intact. */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseLog } from '../../src/engine/log.js';
import { terminal } from '../support/terminal.js';

describe('undo at a terminal', () => {
  it('takes the move back, and the next player never reads about it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardref-'));
    const log = join(dir, 'undo.log');
    const t = terminal(`play wixoss --seed 31 --deck 1=white-hope --deck 2=red-ambition --log ${log}`);
    try {
      const { step } = t;
      await t.waitFor(/press Enter/);
      await step('\r', /P2 > /);
      await step('keep\r', /press Enter/);
      await step('\r', /P1 > /);
      await step('mulligan 1\r', /P1: mulligan 1[\s\S]*P1 > /);
      await step('undo\r', /Took back your last move[\s\S]*P1 > /);
      await step('keep\r', /press Enter/);
      const p2 = await step('\r', /P2 > /);
      // P2's whole history of events (more than the screen's few recent lines) tells of the keep, not the mulligan.
      await step('history\r', /P1 keeps[\s\S]*P2 > /);
      expect(t.screen().slice(p2)).not.toMatch(/mulligan 1/);
      t.child.stdin.write('\x03');
      expect(await t.closed).toBe(130);
      expect(parseLog(readFileSync(log, 'utf8')).moves.map((m) => m.choice)).toEqual(['keep', 'keep']);
    } finally {
      t.child.kill('SIGKILL');
    }
  }, 40_000);
});

describe('interrupting play at a terminal', () => {
  it('Ctrl+C at the prompt exits 130 and the accepted moves stay in the log', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardref-'));
    const log = join(dir, 'cc.log');
    const { child, waitFor, screen } = terminal(`play wixoss --seed 31 --deck 1=white-hope --deck 2=red-ambition --log ${log}`);
    // Never leave the pseudo-terminal running if an expectation fails (jest would wait for it forever).
    const guard = setTimeout(() => child.kill('SIGKILL'), 25_000);
    await waitFor(/press Enter/);
    child.stdin.write('\r');
    await waitFor(/P2 > /);
    child.stdin.write('keep\r');
    await waitFor(/P2 keeps[\s\S]*press Enter/);
    child.stdin.write('\x03');
    const code = await new Promise((r) => child.on('close', r));
    clearTimeout(guard);
    expect(code).toBe(130);
    expect(screen()).toMatch(/Aborted\. The log is saved: continue with cardref play wixoss --resume/);
    expect(parseLog(readFileSync(log, 'utf8')).moves.map((m) => `${m.seat}:${m.choice}`)).toEqual(['1:keep']);
  }, 30_000);
});
