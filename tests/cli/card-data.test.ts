/**
 * A player who edits the card data and makes a mistake gets one clear error naming the file (and, for a schema
 * error, the field path), not a stack trace. Runs a copy of the built package whose data the test breaks.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { GAMES } from '../../src/games/index.js';
import { ROOT } from '../support/cli.js';

function packageCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cardref-data-'));
  for (const part of ['bin', 'dist', 'data', 'package.json']) cpSync(join(ROOT, part), join(dir, part), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

function run(dir: string, args: string[]) {
  const r = spawnSync(process.execPath, [join(dir, 'bin', 'cardref'), ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', LANG: 'C' } });
  return { code: r.status, stderr: r.stderr };
}

describe('broken card data', () => {
  const dir = packageCopy();

  it.each(GAMES.map((g) => g.id))('%s: a JSON syntax error names the file', (id) => {
    const copy = mkdtempSync(join(tmpdir(), 'cardref-data-'));
    cpSync(dir, copy, { recursive: true, verbatimSymlinks: true });
    const file = readdirSync(join(copy, 'data', id)).find((f) => f.endsWith('.json'))!;
    const path = join(copy, 'data', id, file);
    writeFileSync(path, readFileSync(path, 'utf8').replace('{', '{,'));
    const result = run(copy, ['cards', id]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(new RegExp(`data/${id}/${file.replace('.', '\\.')} is not valid JSON`));
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('wixoss: a wrong field value names the field path', () => {
    const path = join(dir, 'data', 'wixoss', 'cards.json');
    const data = JSON.parse(readFileSync(path, 'utf8'));
    data.cards[8].power = 'lots';
    writeFileSync(path, JSON.stringify(data));
    const result = run(dir, ['cards', 'wixoss']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/cards\[8\]\.power/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('wixoss: a misspelt op parameter names the field path and the parameters the op takes', () => {
    const copy = mkdtempSync(join(tmpdir(), 'cardref-data-'));
    cpSync(dir, copy, { recursive: true, verbatimSymlinks: true });
    const path = join(copy, 'data', 'wixoss', 'cards.json');
    const data = JSON.parse(readFileSync(path, 'utf8'));
    data.cards[17].effects.use.ops[0] = { op: 'draw', amout: 1 };
    writeFileSync(path, JSON.stringify(data));
    const result = run(copy, ['cards', 'wixoss']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('cards[17].effects.use.ops[0].amout: unknown parameter of op draw (known: n, if)');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
