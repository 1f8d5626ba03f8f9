/** The language layer: choosing the language, the catalogue, and the CLI speaking Chinese (issue 8). */
import { chooseLang, langFromArgv, langFromEnv } from '../../src/cli/i18n/lang.js';
import { CATALOGUE, en, zh } from '../../src/cli/i18n/messages.js';
import { MCTS_DEFAULTS } from '../../src/engine/mcts.js';
import { displayWidth } from '../../src/cli/ui/width.js';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cardref } from '../support/cli.js';

const ZH = { LANG: 'zh_CN.UTF-8' };

/** Lines of the first box table in `text` (from ┌ to └). */
function tableLines(text: string): string[] {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.startsWith('┌'));
  const end = lines.findIndex((l, i) => i > start && l.startsWith('└'));
  expect(start).toBeGreaterThanOrEqual(0);
  expect(end).toBeGreaterThan(start);
  return lines.slice(start, end + 1);
}

function expectAligned(lines: string[]): void {
  const widths = new Set(lines.map(displayWidth));
  expect([...widths]).toHaveLength(1);
}

describe('choosing the language', () => {
  it('reads LC_ALL, then LC_MESSAGES, then LANG; zh… is Chinese, anything else English', () => {
    expect(langFromEnv({})).toBe('en');
    expect(langFromEnv({ LANG: 'zh_CN.UTF-8' })).toBe('zh');
    expect(langFromEnv({ LANG: 'zh_TW.UTF-8' })).toBe('zh');
    expect(langFromEnv({ LANG: 'C.UTF-8' })).toBe('en');
    expect(langFromEnv({ LANG: 'ja_JP.UTF-8' })).toBe('en');
    expect(langFromEnv({ LC_ALL: 'en_US.UTF-8', LANG: 'zh_CN.UTF-8' })).toBe('en');
    expect(langFromEnv({ LC_ALL: 'zh_CN.UTF-8', LANG: 'en_US.UTF-8' })).toBe('zh');
    expect(langFromEnv({ LC_MESSAGES: 'zh_CN.UTF-8', LANG: 'en_US.UTF-8' })).toBe('zh');
    expect(langFromEnv({ LC_ALL: 'C', LC_MESSAGES: 'zh_CN.UTF-8' })).toBe('en');
    // An empty variable counts as unset.
    expect(langFromEnv({ LC_ALL: '', LC_MESSAGES: '', LANG: 'zh_CN.UTF-8' })).toBe('zh');
  });

  it('takes --lang from anywhere before "--", and the flag beats the environment', () => {
    expect(langFromArgv(['games', '--lang', 'zh'])).toBe('zh');
    expect(langFromArgv(['--lang=en', 'games'])).toBe('en');
    expect(langFromArgv(['play', 'wixoss', '--', '--lang', 'zh'])).toBeUndefined();
    expect(chooseLang(['--lang', 'en'], { LANG: 'zh_CN.UTF-8' })).toBe('en');
    expect(chooseLang(['--lang', 'zh'], { LC_ALL: 'en_US.UTF-8' })).toBe('zh');
    expect(chooseLang(['--lang', 'ZH'], {})).toBe('zh');
    expect(chooseLang([], { LANG: 'zh_CN.UTF-8' })).toBe('zh');
    // An unknown value leaves the choice to the environment (commander then reports the bad flag).
    expect(chooseLang(['--lang', 'fr'], { LANG: 'zh_CN.UTF-8' })).toBe('zh');
  });
});

describe('the message catalogue', () => {
  /** Every leaf path of a catalogue, with the kind of value there. */
  function shape(value: unknown, path = ''): string[] {
    if (typeof value === 'function') return [`${path}:function`];
    if (Array.isArray(value)) return [`${path}:array`];
    if (typeof value === 'string') return [`${path}:string`];
    return Object.entries(value as object).flatMap(([key, v]) => shape(v, path ? `${path}.${key}` : key)).sort();
  }

  it('has every key in both languages, with the same kind of value', () => {
    expect(shape(zh)).toEqual(shape(en));
    expect(Object.keys(CATALOGUE).sort()).toEqual(['en', 'zh']);
    // Table headers need a title for every column in both languages.
    for (const head of ['gamesHead', 'cardsHead', 'simHead'] as const) expect(zh[head]).toHaveLength(en[head].length);
    expect(Object.keys(zh.titles).sort()).toEqual(Object.keys(en.titles).sort());
    expect(Object.keys(zh.selectKeys).sort()).toEqual(Object.keys(en.selectKeys).sort());
  });

  it('states the MCTS default the bot really uses, in both languages', () => {
    for (const m of [en, zh]) expect(m.sim.iterationsOption).toContain(String(MCTS_DEFAULTS.iterations));
  });

  it('has no empty text and really is Chinese in zh', () => {
    const leaves = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(leaves)
        : typeof value === 'object' && value ? Object.values(value).flatMap(leaves) : [];
    for (const text of [...leaves(en), ...leaves(zh)]) expect(text.trim()).not.toBe('');
    expect(zh.games.description).toMatch(/[\u4e00-\u9fff]/);
    expect(zh.fileMissing('牌组文件', 'x.txt')).toBe('牌组文件 "x.txt" 不存在');
    expect(zh.result({ winners: [1], reason: 'P1 resigned' }, ['P1', 'P2'])).toBe('P2获胜（P1 resigned）');
    expect(en.result({ winners: [1], reason: 'P1 resigned' }, ['P1', 'P2'])).toBe('P2 wins (P1 resigned)');
    expect(zh.result({ winners: [], reason: 'both decks out' }, ['A', 'B'])).toBe('平局（both decks out）');
  });

  it('keeps the command words and move notation in Chinese texts', () => {
    expect(zh.moveCount(4)).toContain('"moves"');
    expect(zh.resumeHint('wixoss', 'g.log')).toContain('cardref play wixoss --resume g.log');
    expect(zh.yesWords).toEqual(expect.arrayContaining(['yes', 'y']));
  });
});

describe('the CLI in Chinese (the built command)', () => {
  it('lists the games with Chinese headers, every table line the same display width', () => {
    const run = cardref(['games'], { env: ZH });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/编号.*游戏.*简介/);
    expect(run.stdout).toMatch(/wixoss/);
    expect(run.stdout).toMatch(/试试：cardref rules wixoss/);
    expectAligned(tableLines(run.stdout));
  });

  it('--lang beats the environment, both ways', () => {
    expect(cardref(['games', '--lang', 'en'], { env: ZH }).stdout).toMatch(/what it is/);
    expect(cardref(['--lang', 'zh', 'games'], { env: { LC_ALL: 'en_US.UTF-8' } }).stdout).toMatch(/简介/);
    expect(cardref(['games'], { env: { LC_ALL: 'zh_CN.UTF-8', LANG: 'en_US.UTF-8' } }).stdout).toMatch(/简介/);
    expect(cardref(['games'], { env: { LC_ALL: 'en_US.UTF-8', LANG: 'zh_CN.UTF-8' } }).stdout).toMatch(/what it is/);
  });

  it('refuses an unknown --lang as a usage error', () => {
    const run = cardref(['games', '--lang', 'fr']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/--lang/);
  });

  it('lists the rules topics of wixoss in Chinese, ids aligned', () => {
    const run = cardref(['rules', 'wixoss'], { env: ZH });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^WIXOSS — 规则主题/);
    expect(run.stdout).toMatch(/阅读某个主题：cardref rules wixoss setup/);
    const topics = run.stdout.split('\n').filter((l) => l.startsWith('  '));
    expect(topics.length).toBeGreaterThan(3);
    const columns = new Set(topics.map((l) => displayWidth(/^ {2}\S+ +/.exec(l)![0])));
    expect(columns.size).toBe(1);
  });

  it('checks a built-in deck in Chinese', () => {
    const run = cardref(['check', 'wixoss', 'white-hope'], { env: ZH });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/✔ wixoss:white-hope 是合法的 WIXOSS 牌组。/);
  });

  it('prints errors of the CLI in Chinese, with the same exit codes', () => {
    const missing = cardref(['check', 'wixoss', 'no-such-deck.txt'], { env: ZH });
    expect(missing.code).toBe(1);
    expect(missing.stderr.trim()).toBe('cardref: 牌组文件 "no-such-deck.txt" 不存在');
    const game = cardref(['rules', 'chess'], { env: ZH });
    expect(game.code).toBe(1);
    expect(game.stderr).toMatch(/^cardref: 未知游戏 "chess"（可用游戏：.*wixoss/);
    const command = cardref(['nonsense'], { env: ZH });
    expect(command.code).toBe(1);
    expect(command.stderr).toMatch(/^cardref: 未知命令 'nonsense'/);
    expect(command.stderr).not.toMatch(/\n\s+at /);
  });

  it('says what is wrong with a deck list or a log in Chinese, with file and line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardref-zh-'));
    writeFileSync(join(dir, 'bad.deck'), '[lrig]\nfour Servant O\n');
    const deck = cardref(['check', 'wixoss', join(dir, 'bad.deck')], { env: ZH });
    expect(deck.code).toBe(2);
    expect(deck.stdout).toContain('bad.deck:2: 此处应为“数量 卡名”');
    writeFileSync(join(dir, 'bad.log'), 'game: wixoss\nversion: 1\ncolour: red\n');
    const log = cardref(['replay', join(dir, 'bad.log')], { env: ZH });
    expect(log.code).toBe(2);
    expect(log.stderr).toContain('bad.log:3: 未知的文件头“colour”');
  });

  it('says an illegal piped move in Chinese, and keeps the log in English notation', () => {
    const run = cardref(['play', 'wixoss', '--seed', '3'], { input: 'fly away\n', env: ZH });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^cardref: 标准输入第 1 行：P2 的着法 "fly away" 不合法/);
    expect(run.stderr).toMatch(/当前合法着法：.*keep/);
  });

  it('shows help in Chinese, with the examples and exit codes', () => {
    const run = cardref(['--help'], { env: ZH });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/用法：/);
    expect(run.stdout).toMatch(/选项：/);
    expect(run.stdout).toMatch(/示例：/);
    expect(run.stdout).toMatch(/退出码：/);
    expect(run.stdout).toMatch(/--lang <lang> +界面语言/);
    const play = cardref(['play', '--help', '--lang', 'zh']);
    expect(play.stdout).toMatch(/在本终端同屏对战/);
    expect(play.stdout).toMatch(/summon 3 2/);
    // Wrapped help stays within 80 columns (commander's width when piped), Chinese included.
    for (const line of cardref(['sim', '--help'], { env: ZH }).stdout.split('\n')) expect(displayWidth(line)).toBeLessThanOrEqual(80);
  });

  it('gives the same --json in every language', () => {
    for (const args of [['games', '--json'], ['rules', 'wixoss', '--json'], ['check', 'wixoss', 'white-hope', '--json']]) {
      expect(cardref(args, { env: ZH }).stdout).toBe(cardref(args).stdout);
    }
  });

  it('counts the cards in Chinese (too wide for a table when piped: one block per card)', () => {
    const run = cardref(['cards', 'wixoss', '--search', 'servant o'], { env: ZH });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/WD01-017 +侍从 O \(サーバント　Ｏ\)/);
    expect(run.stdout).toMatch(/共 \d+ 张卡牌/);
    expect(cardref(['cards', 'wixoss', '--search', 'no such card'], { env: ZH }).stdout.trim()).toBe('没有匹配的卡牌。');
  });
});
