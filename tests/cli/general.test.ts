import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cardref } from '../support/cli.js';

describe('cardref (the built command)', () => {
  it('lists the games, as text and as JSON', () => {
    const text = cardref(['games']);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/wixoss/);
    const json = cardref(['games', '--json']);
    expect(JSON.parse(json.stdout).games.map((g: { id: string }) => g.id)).toContain('wixoss');
  });

  it('shows help with examples and exits 0', () => {
    const help = cardref(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/Examples:/);
    expect(help.stdout).toMatch(/Exit codes/);
  });

  it('exits 1 with one clear line for usage errors, never a stack trace', () => {
    for (const args of [['rules', 'chess'], ['nonsense'], ['play'], ['replay', 'no-such.log'], ['check', 'wixoss', 'no-such-deck.txt']]) {
      const run = cardref(args);
      expect(run.code).toBe(1);
      expect(run.stderr).not.toMatch(/\n\s+at /);
      expect(run.stderr.trim().length).toBeGreaterThan(0);
    }
    expect(cardref(['rules', 'chess']).stderr).toMatch(/unknown game "chess" \(games: .*wixoss/);
    // A near miss gets the closest id, in every command that takes a game; a topic too.
    for (const args of [['rules', 'wixos'], ['play', 'wixos'], ['cards', 'pda'], ['check', 'midrsh', 'x'], ['sim', 'eatpait']]) {
      const run = cardref(args);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/^cardref: unknown game "\w+" \(did you mean "(wixoss|pad|midrash|eatpaint)"\? games: /);
    }
    expect(cardref(['rules', 'wixoss', 'atack']).stderr).toMatch(/no rules topic "atack" \(did you mean "attack"\? topics: /);
    expect(cardref(['--lang', 'zh', 'rules', 'wixos']).stderr).toMatch(/未知游戏 "wixos"（你是不是要找“wixoss”？可用游戏：/);
    expect(cardref(['replay', 'no-such.log']).stderr).toMatch(/log file "no-such.log" does not exist/);
  });

  it('says when a file argument is a directory', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardref-'));
    const run = cardref(['replay', dir]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/is a directory, not a file/);
  });

  it('refuses a log with a malformed line, naming the line, with exit 2', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardref-'));
    const path = join(dir, 'bad.log');
    writeFileSync(path, 'game: wixoss\nplayers: A, B\nseed 3\n');
    const run = cardref(['replay', path]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/bad\.log:3: expected a header line/);
  });
});
