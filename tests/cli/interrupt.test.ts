/** Ctrl+C at a real terminal prompt (a pseudo-terminal made by util-linux `script`) exits 130 with the log intact. */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseLog } from '../../src/engine/log.js';
import { ROOT } from '../support/cli.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('interrupting play at a terminal', () => {
  it('Ctrl+C at the prompt exits 130 and the accepted moves stay in the log', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardref-'));
    const log = join(dir, 'cc.log');
    const command = `${process.execPath} ${join(ROOT, 'bin/cardref')} play wixoss --seed 31 --deck 1=white-hope --deck 2=red-ambition --log ${log}`;
    const child = spawn('script', ['-qfec', command, '/dev/null'], { env: { ...process.env, NO_COLOR: '1', TERM: 'xterm' } });
    let screen = '';
    child.stdout.on('data', (chunk: Buffer) => { screen += chunk.toString(); });
    const waitFor = async (pattern: RegExp) => {
      const deadline = Date.now() + 15_000;
      while (!pattern.test(screen) && Date.now() < deadline) await sleep(25);
      expect(screen).toMatch(pattern);
    };
    await waitFor(/press Enter/);
    child.stdin.write('\r');
    await waitFor(/P2 > /);
    child.stdin.write('keep\r');
    await waitFor(/P2 keeps[\s\S]*press Enter/);
    child.stdin.write('\x03');
    const code = await new Promise((r) => child.on('close', r));
    expect(code).toBe(130);
    expect(screen).toMatch(/Aborted\. The log is saved: continue with cardref play wixoss --resume/);
    expect(parseLog(readFileSync(log, 'utf8')).moves.map((m) => `${m.seat}:${m.choice}`)).toEqual(['1:keep']);
  }, 30_000);
});
