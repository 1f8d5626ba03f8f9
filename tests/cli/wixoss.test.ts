/** WIXOSS through the built command: deck checks, golden logs, JSON output. */
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cardref, ROOT } from '../support/cli.js';

const starters = ['white-hope', 'red-ambition', 'blue-appli', 'green-wana', 'black-will'];

describe('cardref check wixoss', () => {
  it.each(starters)('%s is legal under both rules', (deck) => {
    for (const rules of ['seed', 'modern']) {
      const run = cardref(['check', 'wixoss', deck, '--rules', rules, '--json']);
      expect(run.code).toBe(0);
      expect(JSON.parse(run.stdout)).toMatchObject({ game: 'wixoss', legal: true, problems: [] });
    }
  });

  it('lists every violation of a bad deck and exits 2', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardref-'));
    const path = join(dir, 'bad.txt');
    // 5 copies of one card, a white card (ARTS) in the main deck, too few cards, no level-0 LRIG.
    writeFileSync(path, '[lrig]\n1 WD01-004\n[main]\n5 Servant O\n1 WD01-006\n');
    const run = cardref(['check', 'wixoss', path]);
    expect(run.code).toBe(2);
    const problems = run.stdout.split('\n').filter((l) => l.startsWith('  '));
    expect(problems.length).toBeGreaterThanOrEqual(4);
    expect(run.stdout).toMatch(/not legal/);
  });
});

describe('cardref replay of the golden WIXOSS logs', () => {
  const dir = join(ROOT, 'tests', 'fixtures', 'wixoss');
  const logs = readdirSync(dir).filter((f) => f.endsWith('.log'));
  it('has one per starter matchup', () => {
    expect(logs).toHaveLength(10);
  });
  it.each(logs)('%s verifies and prints its result', (file) => {
    const run = cardref(['replay', join(dir, file)]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/moves verified · .* wins/);
  });
});

describe('cardref replay --step', () => {
  it('walks a golden log move by move (all at once without a terminal), from one seat\'s view', () => {
    const log = join(ROOT, 'tests', 'fixtures', 'wixoss', 'white-hope-vs-red-ambition.log');
    const run = cardref(['replay', log, '--step', '--seat', '1']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^1\. \w+: /m);
    expect(run.stdout).toMatch(/Game over: .* wins/);
  });
});
