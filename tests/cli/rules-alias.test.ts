/**
 * Issue 15: `--rules VARIANT` is an alias of `--option rules=VARIANT` on `check`, `play` and `sim`. Both reach the
 * game the same way and get the same checks and messages as any option: one `cardref:` line with the legal values,
 * exit 1.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gameOptions, namedOptions } from '../../src/cli/game-options.js';
import { setLang } from '../../src/cli/i18n/index.js';
import { buildHeader } from '../../src/cli/play/header.js';
import { UserError } from '../../src/engine/errors.js';
import { loadGame } from '../../src/games/index.js';
import { cardref } from '../support/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'cardref-rules-alias-'));
/** WD01 with a second copy of one LRIG: legal under the 2014 rules (4 of a name), not under modern ones (1). */
const lrigTwice = join(dir, 'lrig-twice.txt');
writeFileSync(lrigTwice, ['[lrig]', ...[1, 2, 3, 4, 5, 6, 7, 8].map((k) => `1 WD01-00${k}`), '1 WD01-002', '[main]',
  ...[9, 10, 11, 12, 13, 14, 15, 16, 17, 18].map((k) => `4 WD01-${String(k).padStart(3, '0')}`)].join('\n'));

const oneLine = (run: { code: number | null; stderr: string }, message: RegExp) => {
  expect(run.code).toBe(1);
  expect(run.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^cardref: /)]);
  expect(run.stderr).toMatch(message);
};

beforeAll(() => setLang('en'));

describe('--rules is --option rules=…', () => {
  it('check: the variant reaches the deck rules either way (a second copy of an LRIG is legal only under seed rules)', () => {
    const legal = (args: string[]) => {
      const run = cardref(['check', 'wixoss', lrigTwice, ...args, '--json']);
      return [run.code, (JSON.parse(run.stdout) as { legal: boolean }).legal];
    };
    expect(legal([])).toEqual([0, true]);
    expect(legal(['--rules', 'seed'])).toEqual([0, true]);
    expect(legal(['--rules', 'modern'])).toEqual([2, false]);
    expect(legal(['--option', 'rules=modern'])).toEqual([2, false]);
    expect(legal(['--option', 'rules=seed'])).toEqual([0, true]);
  });

  it('check names the options it checked under', () => {
    expect(cardref(['check', 'wixoss', 'white-hope', '--rules', 'modern']).stdout).toMatch(/is a legal WIXOSS deck \(rules=modern\)\./);
  });

  it.each([
    ['check', 'wixoss', 'white-hope'],
    ['play', 'wixoss', '--seed', '1'],
    ['sim', 'wixoss', '--games', '1'],
  ])('%s: a bad variant gets the generic message with the legal values, through --rules and --option alike', (...args) => {
    for (const flag of [['--rules', 'bogus'], ['--option', 'rules=bogus']]) {
      oneLine(cardref([...args, ...flag]), /^cardref: rules must be one of seed, modern; got "bogus"$/m);
    }
  });

  it.each([
    ['check', 'pad', 'fire-dark'],
    ['play', 'eatpaint', '--seed', '1'],
    ['sim', 'midrash', '--games', '1'],
  ])('%s: a game without a rules variant says which options it has', (...args) => {
    oneLine(cardref([...args, '--rules', 'modern']), /has no option "rules" \(options: [^)]+\)$/m);
  });

  it('check takes any option of the game through --option', () => {
    expect(cardref(['check', 'eatpaint', 'sabil-apra', '--option', 'life=12']).code).toBe(0);
    oneLine(cardref(['check', 'eatpaint', 'sabil-apra', '--option', 'life=9']), /^cardref: life must be one of 10, 8, 12, 15; got "9"$/m);
  });

  it('an option given twice with different values is refused; the same value twice is fine', () => {
    oneLine(cardref(['check', 'wixoss', 'white-hope', '--rules', 'modern', '--option', 'rules=seed']), /rules is given twice, as "seed" and as "modern"/);
    expect(cardref(['check', 'wixoss', 'white-hope', '--rules', 'modern', '--option', 'rules=modern']).code).toBe(0);
    expect(() => namedOptions({ option: ['life=8', 'life=10'] })).toThrow(UserError);
    expect([...namedOptions({ option: ['life=8', 'life=8'] })]).toEqual([['life', '8']]);
  });

  it('play and sim write the same log header for either spelling', async () => {
    const game = await loadGame('wixoss');
    const alias = buildHeader(game, { rules: 'modern', seed: '4' });
    const option = buildHeader(game, { option: ['rules=modern'], seed: '4' });
    expect(alias.options).toEqual({ rules: 'modern' });
    expect(option).toEqual(alias);
    expect(gameOptions(game, {})).toEqual({});
  });
});
