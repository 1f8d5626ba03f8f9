/**
 * The published package: `npm pack` makes a tarball that installs into an empty folder and runs there with no build
 * step (built code, card data and rules text inside; tests and TypeScript sources not). Uses the built dist/.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
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
    // docs/: the README and `serve --help` send users there.
    for (const needed of ['bin/cardref', 'dist/cli/main.js', 'dist/index.js', 'dist/index.d.ts', 'examples/random-bot.mjs', 'dist/games/wixoss/rules-text.zh.js', 'data/wixoss/cards.json', 'data/pad/effects.json', 'docs/protocol.md', 'docs/json.md', 'docs/bots.md', 'README.md', 'LICENSE', 'CHANGELOG.md', 'package.json']) {
      expect(files).toContain(needed);
    }
    expect(files.filter((f) => f.startsWith('tests/') || f.startsWith('src/') || f.endsWith('.ts') && !f.endsWith('.d.ts'))).toEqual([]);
  });

  it('installs into an empty folder and runs npx cardref there, in both languages', () => {
    const app = mkdtempSync(join(tmpdir(), 'cardref-app-'));
    npm(['init', '-y'], app);
    const install = spawnSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', join(out, packed[0].filename)], { cwd: app, encoding: 'utf8' });
    expect(install.status).toBe(0);
    // The tarball is built already: it has no script for npm to run (or warn about) at install.
    expect(install.stderr).not.toMatch(/install-scripts|cardref@/);
    const manifest = JSON.parse(readFileSync(join(app, 'node_modules/cardref/package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(Object.keys(manifest.scripts).filter((name) => ['preinstall', 'install', 'postinstall', 'prepare'].includes(name))).toEqual([]);
    expect(readdirSync(join(app, 'node_modules/cardref'))).not.toContain('src');
    const run = (args: string[]) => execFileSync('npx', ['--no-install', 'cardref', ...args], { cwd: app, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    expect(run(['games'])).toMatch(/wixoss[\s\S]*midrash/);
    expect(run(['--lang', 'zh', 'rules', 'midrash'])).toMatch(/[\u4e00-\u9fff]/);
    expect(run(['check', 'wixoss', 'white-hope'])).toMatch(/legal/);
    // The library entry, as an installed dependency.
    const use = "import { openGame } from 'cardref'; const g = await openGame({ game: 'pad', seed: '1' }); console.log(g.observe(1).game);";
    expect(execFileSync(process.execPath, ['--input-type=module', '-e', use], { cwd: app, encoding: 'utf8' }).trim()).toBe('pad');
    // ...and from CommonJS (Node 20.19+ loads the ES module through require).
    const required = "const { openGame } = require('cardref'); openGame({ game: 'midrash', seed: '1' }).then((g) => console.log(g.game));";
    expect(execFileSync(process.execPath, ['-e', required], { cwd: app, encoding: 'utf8' }).trim()).toBe('midrash');
    typeChecks(app);
  }, 180_000);
});

/**
 * The README's library example compiles under `strict` against the installed package's types, and a game id that
 * is not one (`'wixos'`) does not: one tsc run over both files, expecting exactly the typo's error.
 */
function typeChecks(app: string): void {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const example = /```ts\n(import [^\n]* from 'cardref';[\s\S]*?)```/.exec(readme)?.[1];
  expect(example).toBeDefined();
  writeFileSync(join(app, 'example.mts'), example!);
  writeFileSync(join(app, 'typo.mts'), "import { openGame } from 'cardref';\nawait openGame({ game: 'wixos' });\n");
  writeFileSync(join(app, 'tsconfig.json'), JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, module: 'nodenext', target: 'es2022', types: ['node'], typeRoots: [join(ROOT, 'node_modules/@types')] },
    files: ['example.mts', 'typo.mts'],
  }));
  const tsc = spawnSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', app], { cwd: app, encoding: 'utf8' });
  const errors = tsc.stdout.split('\n').filter((line) => / error TS/.test(line));
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatch(/^typo\.mts\(2,.*"wixos"/);
}
