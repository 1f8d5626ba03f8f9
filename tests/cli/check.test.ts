/** `cardref check` for every game: every problem listed with its line, stdin, name matching, suggestions. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { displayWidth } from '../../src/cli/ui/width.js';
import { cardref, ROOT } from '../support/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'cardref-check-'));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const ZH = { LANG: 'zh_CN.UTF-8' };

/** WD01 as printed, one id per line: LRIG deck first, then the main deck. */
const LRIG = [1, 2, 3, 4, 5, 6, 7, 8].map((k) => `1 WD01-00${k}`);
const MAIN = [9, 10, 11, 12, 13, 14, 15, 16, 17, 18].map((k) => `4 WD01-${String(k).padStart(3, '0')}`);
const WD01 = ['[lrig]', ...LRIG, '[main]', ...MAIN].join('\n');

describe('cardref check lists every problem', () => {
  it('goes on past malformed lines and an unknown section, each problem with its line', () => {
    const path = file('mixed.txt', [
      '[lrig]', ...LRIG, // 1-9
      '[main]', // 10
      'three Blue Dragon', // 11
      '0 Red Dragon', // 12
      '4 Servnt O', // 13
      '1 WD01-001', // 14: an LRIG in the main deck
      '[side]', // 15
      '4 WD01-009', // 16: not counted
      '[main]', // 17
      ...MAIN.slice(0, 9), // 18-26
    ].join('\n'));
    const run = cardref(['check', 'wixoss', path, '--json']);
    expect(run.code).toBe(2);
    const { problems } = JSON.parse(run.stdout) as { problems: { line?: number; message: string }[] };
    expect(problems.filter((p) => p.line).map((p) => [p.line, p.message])).toEqual([
      [11, 'expected "COUNT NAME" (e.g. "4 Servant O"), got "three Blue Dragon"'],
      [12, 'count must be 1-99, got 0'],
      [13, 'unknown card "Servnt O" (did you mean "Servant O"?)'],
      [14, 'Tamayorihime, Full Moon Miko is an LRIG, an LRIG-deck card: it belongs in the [lrig] deck, not the main deck'],
      [15, 'unknown section [side] (this game has [main], [lrig]); its lines are not counted'],
    ]);
    // 36 main-deck cards counted (the 4 under [side] are not), 16 of them with Life Burst.
    expect(problems.filter((p) => !p.line).map((p) => p.message)).toEqual([
      'the main deck must have exactly 40 cards, it has 36',
      'the main deck must have exactly 20 Life Burst cards, it has 16',
    ]);
    const text = cardref(['check', 'wixoss', path]);
    expect(text.stdout).toMatch(/mixed\.txt:11: expected/);
    expect(text.stdout).toMatch(/mixed\.txt:15: unknown section/);
    expect(text.stdout).toMatch(/^ {2}the main deck must have exactly 40 cards, it has 36$/m);
    expect(text.stdout).not.toMatch(/white card/);
  });

  it('names the first 100 lines in full, counts the rest, and still shows the whole-deck problems', () => {
    const path = file('junk.txt', ['[lrig]', ...LRIG, '[main]', ...Array.from({ length: 150 }, () => '4 Servnt O')].join('\n'));
    const text = cardref(['check', 'wixoss', path]);
    expect(text.code).toBe(2);
    expect(text.stdout).toMatch(/not legal — 152 problems/);
    const named = text.stdout.split('\n').filter((l) => /junk\.txt:\d+: unknown card/.test(l));
    expect(named).toHaveLength(100);
    expect(named.every((l) => l.includes('did you mean "Servant O"'))).toBe(true);
    expect(text.stdout).toContain('… and 50 more lines with a problem (--json lists every one)');
    expect(text.stdout).toMatch(/and 50 more lines[^]*the main deck must have exactly 40 cards, it has 0/);
    const json = JSON.parse(cardref(['check', 'wixoss', path, '--json']).stdout) as { problems: { line?: number; message: string }[] };
    const unknown = json.problems.filter((p) => p.line);
    expect(unknown).toHaveLength(150);
    // Suggestions stop after the first 100 unknown names: each one searches every name.
    expect(unknown.filter((p) => p.message.includes('did you mean'))).toHaveLength(100);
    expect(unknown[149]!.message).toBe('unknown card "Servnt O"');
  });
});

describe('cardref check GAME -', () => {
  it('reads the deck list from stdin', () => {
    const run = cardref(['check', 'wixoss', '-'], { input: WD01 });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/stdin is a legal WIXOSS deck/);
    const bad = cardref(['check', 'wixoss', '-', '--json'], { input: '[main]\n4 Servnt O\n' });
    expect(bad.code).toBe(2);
    const report = JSON.parse(bad.stdout);
    expect(report).toMatchObject({ deck: 'stdin', legal: false });
    expect(report.problems[0]).toEqual({ line: 2, message: 'unknown card "Servnt O" (did you mean "Servant O"?)' });
  });

  it('refuses more than 16 MB on stdin with one clear line', () => {
    const run = cardref(['check', 'wixoss', '-'], { input: '4 Servant O\n'.repeat(1_500_000) });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe('cardref: the deck list on stdin is larger than 16 MB; a deck list is a few hundred lines');
    expect(run.stdout).toBe('');
  });
});

describe('cardref check names and suggestions', () => {
  it('sorts a WIXOSS list without section headers into the LRIG deck and the main deck by card type', () => {
    const run = cardref(['check', 'wixoss', file('flat.txt', [...MAIN, ...LRIG].join('\n')), '--json']);
    expect(JSON.parse(run.stdout)).toMatchObject({ legal: true, summary: ['main deck 40 (Life Burst 20)', 'LRIG deck 8'] });
    expect(run.code).toBe(0);
  });

  it('matches names after NFKC normalisation, ignoring spaces of any width', () => {
    const deck = WD01.replace('4 WD01-017', '4 サーバントO').replace('4 WD01-016', '4 servant\u3000d').replace('1 WD01-005', '1 新月の巫女タマヨリヒメ');
    const run = cardref(['check', 'wixoss', file('nfkc.txt', deck)]);
    expect(run.stdout).toMatch(/is a legal WIXOSS deck/);
    expect(run.code).toBe(0);
  });

  it('suggests only cards that fit the section: a base monster in a PAD team', () => {
    const run = cardref(['check', 'pad', file('team.txt', '[team]\n1 Tyra\n[deck]\n1 Tyrann\n'), '--json']);
    const messages = (JSON.parse(run.stdout) as { problems: { message: string }[] }).problems.map((p) => p.message);
    expect(messages).toContain('unknown card "Tyra" (did you mean "Tyrra"?)');
    // In the deck (no base monsters there) an evolved one is meant.
    expect(messages).toContain('unknown card "Tyrann" (did you mean "Tyrannos"?)');
  });

  it('suggests an LRIG-deck card under [lrig], and none of them under [main]', () => {
    // "Avon" is an ARTS, one typo from "Avn": right under [lrig], no help under [main].
    const run = cardref(['check', 'wixoss', file('fit.txt', '[lrig]\n1 Avn\n[main]\n1 Avn\n'), '--json']);
    const [lrig, main] = (JSON.parse(run.stdout) as { problems: { message: string }[] }).problems.map((p) => p.message);
    expect(lrig).toBe('unknown card "Avn" (did you mean "Avon"?)');
    expect(main).not.toContain('Avon');
  });
});

describe('cardref check in Chinese and at a narrow terminal', () => {
  const deck = ['[lrig]', '三 Servant O', '[side]', '[main]', '4 Servnt O', '1 WD01-001', '0 WD01-009'].join('\n');

  it('words every problem and suggestion in Chinese, with no English around the names', () => {
    const run = cardref(['check', 'wixoss', '-'], { input: deck, env: ZH });
    expect(run.code).toBe(2);
    expect(run.stdout).toMatch(/标准输入:5: 未知的卡牌“Servnt O”（你是不是要找“Servant O”？）/);
    // Everything but what is quoted (the user's text, a suggested name) and the [section] names is Chinese.
    const prose = run.stdout.replace(/“[^”]*”/g, '').replace(/\[[a-z]+\]/g, '');
    expect(prose).not.toMatch(/[A-Za-z]{2,}/);
  });

  it('wraps each problem by words at the terminal width', () => {
    const path = file('wide.txt', deck);
    const command = `stty cols 64 rows 40; "${process.execPath}" "${join(ROOT, 'bin', 'cardref')}" check wixoss "${path}"`;
    const run = spawnSync('script', ['-qec', command, '/dev/null'], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', LANG: 'C.UTF-8', LC_ALL: '' } });
    const lines = run.stdout.replace(/\r/g, '').split('\n').filter((l) => l.trim());
    expect(lines.length).toBeGreaterThan(8);
    for (const line of lines) expect(displayWidth(line)).toBeLessThanOrEqual(64);
    // Broken only between words: joined again, the message is whole.
    expect(lines.join(' ').replace(/\s+/g, ' ')).toContain('Tamayorihime, Full Moon Miko is an LRIG, an LRIG-deck card: it belongs in the [lrig] deck, not the main deck');
  });
});
