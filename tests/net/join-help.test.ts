/**
 * The examples of `join --help` and `watch --help` (English and Chinese) run, through `sh` as a user would type them,
 * against a fake host on loopback: their URL (ws://127.0.0.1:41234/#SEAT-SECRET) is swapped for the host's.
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setContentLang } from '../../src/engine/i18n.js';
import { loadGame } from '../../src/games/index.js';
import { cardref, ROOT } from '../support/cli.js';
import { FakeHost } from '../support/fake-host.js';

beforeAll(() => setContentLang('en'));

function examples(help: string): string[] {
  const lines: string[] = [];
  let inside = false;
  for (const line of help.split('\n')) {
    if (/^(Examples|示例)[:：]/.test(line)) inside = true;
    else if (!line.trim()) inside = false;
    else if (inside) lines.push(line.trim().split(/\s{2,}/)[0]!);
  }
  return lines;
}

function runInShell(line: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'cardref-join-example-'));
  mkdirSync(join(dir, 'bin'));
  writeFileSync(join(dir, 'bin', 'cardref'), `#!/bin/sh\nexec "${process.execPath}" "${join(ROOT, 'bin', 'cardref')}" "$@"\n`);
  chmodSync(join(dir, 'bin', 'cardref'), 0o755);
  const child = spawn('bash', ['-c', line], {
    cwd: dir,
    env: { ...process.env, PATH: `${join(dir, 'bin')}:${process.env.PATH}`, NO_COLOR: '1', FORCE_COLOR: '', LC_ALL: '', LANG: 'C.UTF-8' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => { stdout += d; });
  child.stderr.on('data', (d) => { stderr += d; });
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

const lines = ['en', 'zh'].flatMap((lang) => ['join', 'watch'].flatMap((command) => examples(cardref(['--lang', lang, command, '--help']).stdout)));

describe('join and watch help examples', () => {
  it('are there, in both languages', () => {
    expect(lines.filter((l) => l.includes('join')).length).toBeGreaterThanOrEqual(4);
    expect(lines.filter((l) => l.includes('watch')).length).toBeGreaterThanOrEqual(2);
  });

  it.each([...new Set(lines)])('%s', async (line) => {
    // The host plays seat 1 itself; the example takes seat 2 (or watches) and the game runs to its end.
    const host = await FakeHost.start(await loadGame('eatpaint'), { seed: '4', bots: [1, ...(line.includes('watch') ? [2] : [])] });
    try {
      const run = await runInShell(line.replace('ws://127.0.0.1:41234/#SEAT-SECRET', host.url('seat2')).replace('ws://127.0.0.1:41234/#WATCH-SECRET', host.url('watch')));
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/EAT\/PAINT · (seat 2 \(Ben\)|watching)/);
    } finally {
      await host.close();
    }
  }, 60_000);
});
