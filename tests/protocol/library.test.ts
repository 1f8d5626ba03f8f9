/**
 * The library entry as a user imports it: `import { openGame } from 'cardref'` resolves through package.json
 * `exports` to the built dist/index.js, plays a game in-process, and its type declarations type-check a user's code.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../support/cli.js';

const USE = `
import { openGame, openLog, ProtocolError, type Observation } from 'cardref';
// Midrash has no round limit unless asked for one; these moves, picked in turn, need one to end.
const game = await openGame({ game: 'midrash', players: ['Ann', 'Bo'], seed: '5', options: { 'round-limit': '30' } });
let moves = 0;
for (;;) {
  const seat = game.observe(1).decision?.seat;
  if (seat === undefined) break;
  const seen: Observation = game.observe(seat);
  game.act(seat, seen.moves[moves % seen.moves.length]!.move);
  moves++;
}
let code = '';
try { game.act(1, 'pass'); } catch (error) { if (error instanceof ProtocolError) code = error.code; }
const again = await openLog(game.log());
console.log(JSON.stringify({ moves, code, result: game.result(), replayed: again.moveCount, players: again.players }));
`;

describe("import { openGame } from 'cardref'", () => {
  // Inside the package folder, so that 'cardref' resolves to this package by its own name, as it would when installed.
  const dir = mkdtempSync(join(ROOT, '.library-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('plays a whole game in-process through the built package entry', () => {
    const file = join(dir, 'use.mjs');
    writeFileSync(file, USE.replace(', type Observation', '').replace(': Observation', '').replace(/!\./g, '.'));
    const run = spawnSync(process.execPath, [file], { encoding: 'utf8', cwd: dir });
    expect(run.stderr).toBe('');
    const out = JSON.parse(run.stdout);
    expect(out.moves).toBeGreaterThan(10);
    expect(out.code).toBe('game-over');
    expect(out.result).toEqual(expect.objectContaining({ winners: expect.any(Array), reason: expect.any(String) }));
    expect(out.replayed).toBe(out.moves);
    expect(out.players).toEqual(['Ann', 'Bo']);
  });

  it('runs the README example', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    // The example is TypeScript that is also plain JavaScript (tests/package.test.ts compiles it under strict).
    const example = /```ts\n(import \{ openGame, ProtocolError \} from 'cardref';[\s\S]*?)```/.exec(readme)![1]!;
    const file = join(dir, 'readme.mjs');
    writeFileSync(file, example);
    const run = spawnSync(process.execPath, [file], { encoding: 'utf8', cwd: dir });
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^illegal-move \[[\s\S]*\ngame: wixoss\n[\s\S]*\n\nP\d: \S/);
  });

  it('has type declarations a TypeScript user compiles against', () => {
    const file = join(dir, 'use.mts');
    writeFileSync(file, `${USE}\n// @ts-expect-error: seats are numbers\ngame.observe('1');\nexport {};\n`);
    const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
    const out = execFileSync(process.execPath, [tsc, '--noEmit', '--strict', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--target', 'es2022', '--types', 'node', '--skipLibCheck', file], { encoding: 'utf8', cwd: ROOT });
    expect(out).toBe('');
  }, 60_000);
});
