/**
 * The published package: `npm pack` makes a tarball that installs into an empty folder and runs there with no build
 * step (built code, card data and rules text inside; tests and TypeScript sources not). Uses the built dist/.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './support/cli.js';

const npm = (args: string[], cwd: string) => execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

describe('the npm package', () => {
  const out = mkdtempSync(join(tmpdir(), 'cardref-pack-'));
  // --ignore-scripts: the suite has just built dist/, so `prepare` need not build it again.
  const packed = JSON.parse(npm(['pack', '--ignore-scripts', '--json', '--pack-destination', out], ROOT)) as [{ filename: string; files: { path: string }[] }];
  const files = packed[0].files.map((f) => f.path);

  it('holds the built code, the data, the docs a user needs and the package fields, and no tests or sources', () => {
    for (const needed of ['bin/cardref', 'dist/cli/main.js', 'dist/index.js', 'dist/index.d.ts', 'examples/random-bot.mjs', 'dist/games/wixoss/rules-text.zh.js', 'data/wixoss/cards.json', 'data/pad/effects.json', 'README.md', 'LICENSE', 'CHANGELOG.md', 'package.json']) {
      expect(files).toContain(needed);
    }
    expect(files.filter((f) => f.startsWith('tests/') || f.startsWith('src/') || f.endsWith('.ts') && !f.endsWith('.d.ts'))).toEqual([]);
  });

  it('installs into an empty folder and runs npx cardref there, in both languages', () => {
    const app = mkdtempSync(join(tmpdir(), 'cardref-app-'));
    npm(['init', '-y'], app);
    npm(['install', '--prefer-offline', '--no-audit', '--no-fund', join(out, packed[0].filename)], app);
    expect(readdirSync(join(app, 'node_modules/cardref'))).not.toContain('src');
    const run = (args: string[]) => execFileSync('npx', ['--no-install', 'cardref', ...args], { cwd: app, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    expect(run(['games'])).toMatch(/wixoss[\s\S]*midrash/);
    expect(run(['--lang', 'zh', 'rules', 'midrash'])).toMatch(/[\u4e00-\u9fff]/);
    expect(run(['check', 'wixoss', 'white-hope'])).toMatch(/legal/);
    // The library entry, as an installed dependency.
    const use = "import { openGame } from 'cardref'; const g = await openGame({ game: 'pad', seed: '1' }); console.log(g.observe(1).game);";
    expect(execFileSync(process.execPath, ['--input-type=module', '-e', use], { cwd: app, encoding: 'utf8' }).trim()).toBe('pad');
  }, 120_000);
});
