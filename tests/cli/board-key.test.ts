/**
 * Notation is explained where it is shown (issue 44): every game's `boardKey` names the short forms its board uses
 * (PAD's orb letters and columns, EAT/PAINT's `[rest] 1` and `1/2`, Midrash's `2/1/0`, `slot 3*` and `perfect by 13`,
 * WIXOSS's level/power and icon letters), in English and Chinese; a wide screen's board ends with a one-line legend
 * of them, an 80-column one keeps its rows for the game; `help` at the prompt lists them under "Reading the board".
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { KeyEntry } from '../../src/engine/board.js';
import { layoutBoard, LEGEND_COLUMNS } from '../../src/cli/ui/board-layout.js';
import { makeColors, type Colors } from '../../src/cli/ui/colors.js';
import { displayWidth } from '../../src/cli/ui/width.js';
import { setLang } from '../../src/cli/i18n/index.js';
import { setContentLang, type TextLang } from '../../src/engine/i18n.js';
import { parseLog } from '../../src/engine/log.js';
import { decisionOf, fillForced, playChoice, startMatch } from '../../src/engine/match.js';
import { GAMES, loadGame } from '../../src/games/index.js';
import { TmuxTerminal, tmuxMissing } from '../support/tmux.js';

const FIXTURES = join(__dirname, '../fixtures');
/** A fixture of each game (Midrash solo, so its turn limit shows), and the forms the issue named for it. */
const CASES: [string, string, (RegExp | string)[]][] = [
  ['pad', 'fire-dark-vs-water-wood-light.log', ['R B G Y D H', /^1: (?:[RBGYDH]+ ?)+ \(\d [RBGYDH]+\)$/u, /^[RBGYDH]\d+$/u]],
  ['eatpaint', 'dragon-vs-magician.log', ['[rest] 1', '[trash] 1', /^1\/2 INK \d/u, 'active / rest']],
  ['midrash', 'solo-win.log', ['2/1/0', 'slot 3*', 'perfect by 13']],
  ['wixoss', 'white-hope-vs-black-will.log', [/^L\d \d+$/u, 'G LB ME']],
];

/** The game and seat 1's view halfway through the fixture. */
async function midGame(id: string, file: string) {
  const game = await loadGame(id);
  const log = parseLog(readFileSync(join(FIXTURES, id, file), 'utf8'), file);
  const match = startMatch(game, log.header);
  for (const move of log.moves.slice(0, Math.floor(log.moves.length / 2))) {
    fillForced(match, move, decisionOf(match), false);
    playChoice(match, move.choice);
  }
  return { game, view: game.view(match.state, 0) };
}

let colors: Colors;
beforeAll(async () => { colors = await makeColors({ color: false }); });
afterEach(() => { setContentLang('en'); setLang('en'); });

describe('each game explains the short forms of its board', () => {
  it('has a case for every game of the registry', () => {
    expect(CASES.map(([id]) => id).sort()).toEqual(GAMES.map((entry) => entry.id).sort());
  });

  it.each(CASES)('%s: its key names the forms on its board, in both languages', async (id, file, forms) => {
    const { game, view } = await midGame(id, file);
    const en = game.boardKey?.(view) ?? [];
    for (const form of forms) expect(en.map((e) => e.term)).toContainEqual(typeof form === 'string' ? form : expect.stringMatching(form));
    setContentLang('zh');
    const zh = game.boardKey?.(view) ?? [];
    expect(zh).toHaveLength(en.length);
    // Every meaning is in Chinese, and says something of its own.
    for (const entry of zh) for (const text of [entry.legend, entry.help]) expect(text).toMatch(/[\u4e00-\u9fff]/u);
    for (const entries of [en, zh]) {
      for (const entry of entries) for (const text of Object.values(entry)) expect(text.trim()).not.toBe('');
      expect(new Set(entries.map((e) => e.help)).size).toBe(entries.length);
    }
  });

  it.each(CASES)('%s: a wide board ends with a legend line; an 80-column board has none', async (id, file) => {
    const { game, view } = await midGame(id, file);
    for (const lang of ['en', 'zh'] as TextLang[]) {
      setContentLang(lang);
      setLang(lang);
      const key = game.boardKey!(view) as KeyEntry[];
      const board = game.render(view);
      const wide = layoutBoard(colors, board, { columns: 120, rows: 40 }, key);
      const legend = wide.at(-1)!;
      expect(legend).toMatch(lang === 'zh' ? /^图例：/u : /^key: /u);
      expect(legend).toContain(`${key[0]!.term} = ${key[0]!.legend}`);
      expect(displayWidth(legend)).toBeLessThanOrEqual(120);
      expect(layoutBoard(colors, board, { columns: 120, rows: 40 }).length).toBe(wide.length - 1);
      // Only with a row to spare: a board that fills its rows exactly keeps them for the game.
      expect(layoutBoard(colors, board, { columns: 120, rows: wide.length - 1 }, key).at(-1)).not.toBe(legend);
      const narrow = layoutBoard(colors, board, { columns: LEGEND_COLUMNS - 1, rows: 40 }, key);
      expect(narrow).toEqual(layoutBoard(colors, board, { columns: LEGEND_COLUMNS - 1, rows: 40 }));
    }
  });
});

const freshLog = () => join(mkdtempSync(join(tmpdir(), 'cardref-key-')), 'game.log');
const skip = tmuxMissing();
(skip ? describe.skip : describe)('on the play screen', () => {
  let term: TmuxTerminal | undefined;
  afterEach(() => term?.close());

  it('120x40: the board carries the legend, and help explains each form under "Reading the board"', async () => {
    term = new TmuxTerminal(`play midrash --players 1 --seed 4 --log ${freshLog()}`, { columns: 120, rows: 40 });
    const board = await term.waitFor(/^P1 >$/mu);
    expect(board).toMatch(/^key: 2\/1\/0 = cost\/attack\/wisdom · slot 3\* = the centre slot · perfect by 13 = /mu);
    term.type('help');
    const help = await term.waitFor(/Reading the board:/u);
    expect(help).toMatch(/^ {2}2\/1\/0 +a card's cost, attack and wisdom/mu);
    expect(help).toMatch(/^ {2}perfect by 13 +10 wisdom by the end of turn 15 wins; by turn 13 it is a perfect/mu);
  }, 40_000);

  it('80x24 in Chinese: no legend on the board; help (a screen of its own, paged where it is longer) reaches the reading of the board', async () => {
    term = new TmuxTerminal(`--lang zh play midrash --players 1 --seed 4 --log ${freshLog()}`, { columns: 80, rows: 24 });
    const board = await term.waitFor(/^P1 >$/mu);
    expect(board).not.toMatch(/图例/u);
    term.type('help');
    let screen = await term.waitFor(/其他命令/u);
    for (let page = 0; page < 5 && !/盘面读法：/u.test(screen); page++) screen = await term.typeAndRedraw('');
    expect(screen).toMatch(/盘面读法：/u);
    await term.waitFor(/2\/1\/0 +卡的费用、攻击和睿智/u);
  }, 40_000);
});
