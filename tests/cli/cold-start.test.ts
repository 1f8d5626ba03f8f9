/**
 * Cold start: what `cardref --version` and `cardref --help` load. The time itself is a benchmark (`npm run bench`,
 * goal: within 1.5× `node -e 0`), not a test; here each run is a real process, piped as in a script, that reports
 * which of the heavy modules it loaded: `--version` builds no program (no commander), and piped output loads no
 * terminal code (node:tty), no colours, tables or prompts.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { VERSION } from '../../src/cli/version.js';
import { ROOT } from '../support/cli.js';

const MAIN = pathToFileURL(join(ROOT, 'dist/cli/main.js')).href;
const HEAVY = ['commander', 'chalk', 'cli-table3', '@inquirer', 'string-width', 'wrap-ansi'];

/** Runs `cardref ARGS` in a fresh process; what it printed, and which heavy modules and games it had loaded at exit. */
function loaded(args: string[], cache = mkdtempSync(join(tmpdir(), 'cardref-cold-'))): { stdout: string; modules: string[]; tty: boolean } {
  const script = `
    import { createRequire } from 'node:module';
    process.on('exit', () => {
      const cache = Object.keys(createRequire(process.cwd() + '/').cache);
      const modules = ${JSON.stringify(HEAVY)}.filter((name) => cache.some((path) => path.includes('/node_modules/' + name + '/')));
      process.stderr.write(JSON.stringify({ modules, tty: process.moduleLoadList.includes('NativeModule tty') }));
    });
    const { main } = await import(${JSON.stringify(MAIN)});
    await main(['node', 'cardref', ...${JSON.stringify(args)}]);`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NO_COLOR: '', FORCE_COLOR: '', XDG_CACHE_HOME: cache } });
  const report = JSON.parse(run.stderr.slice(run.stderr.lastIndexOf('{')));
  return { stdout: run.stdout, ...report };
}

describe('cold start', () => {
  it('--version is package.json\'s version, printed without building the program', () => {
    expect(VERSION).toBe(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version);
    for (const flag of ['--version', '-V']) {
      const run = loaded([flag]);
      expect(run.stdout).toBe(`${VERSION}\n`);
      expect(run.modules).toEqual([]);
      expect(run.tty).toBe(false);
    }
  });

  it('--help piped loads commander only: no terminal code, colours, tables, prompts or width tables', () => {
    const run = loaded(['--help']);
    expect(run.stdout).toMatch(/^Usage: cardref /);
    expect(run.modules).toEqual(['commander']);
    expect(run.tty).toBe(false);
  });

  it('--help a second time is the kept text: no commander at all (src/cli/help-cache.ts)', () => {
    const cache = mkdtempSync(join(tmpdir(), 'cardref-cold-'));
    const first = loaded(['--help'], cache);
    const second = loaded(['--help'], cache);
    expect(second.stdout).toBe(first.stdout);
    expect(second.modules).toEqual([]);
    expect(second.tty).toBe(false);
  });
});
