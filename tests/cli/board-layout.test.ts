/**
 * Every game's board fits the play screen: boards from mid-game positions of every fixture (every setup the
 * fixtures cover: deck pairings, 1-4 Midrash seats), as each seat sees them, laid out at 80x24 (18 rows left for the
 * board), 100x30 (Midrash with 4 seats), 120x40 and 60 columns, in English and Chinese. No line is wider than the
 * terminal, the lines fit the rows, every public count of the view and the viewer's hand cards are on screen.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { layoutBoard } from '../../src/cli/ui/board-layout.js';
import { makeColors, type Colors } from '../../src/cli/ui/colors.js';
import { displayWidth } from '../../src/cli/ui/width.js';
import { setLang } from '../../src/cli/i18n/index.js';
import type { AnyGame } from '../../src/engine/game.js';
import { cardName, setContentLang, type TextLang } from '../../src/engine/i18n.js';
import { parseLog } from '../../src/engine/log.js';
import { decisionOf, fillForced, playChoice, resign, RESIGN, startMatch } from '../../src/engine/match.js';
import { GAMES, loadGame } from '../../src/games/index.js';
import { cardDef } from '../../src/games/wixoss/cards/db.js';
import { card as padCard, nameOf as padName } from '../../src/games/pad/cards/catalogue.js';
import { cardName as epName } from '../../src/games/eatpaint/cards/load.js';
import type { WixossView } from '../../src/games/wixoss/view.js';
import type { PadView } from '../../src/games/pad/view.js';
import type { EpView } from '../../src/games/eatpaint/view.js';
import type { MidrashView } from '../../src/games/midrash/view.js';

const FIXTURES = join(__dirname, '../fixtures');
const GAME_IDS = GAMES.map((entry) => entry.id);

/** The view of `seat` after `at` of the fixture's moves. */
function viewAt(game: AnyGame, file: string, at: number, seat: number): unknown {
  const log = parseLog(readFileSync(join(FIXTURES, game.id, file), 'utf8'), file);
  const match = startMatch(game, log.header);
  for (const move of log.moves.slice(0, Math.floor(log.moves.length * at))) {
    if (move.choice === RESIGN) resign(match, move.seat);
    else {
      fillForced(match, move, decisionOf(match), false); // the lone answers an older log lacks, as replay fills them in
      playChoice(match, move.choice);
    }
  }
  return game.view(match.state, seat);
}

/** Texts that must be on screen: every count of the view and the viewer's hand cards (one of a card's forms). */
function mustShow(id: string, view: unknown): (string | string[])[] {
  if (id === 'wixoss') {
    const v = view as WixossView;
    const me = v.players[v.seat!]!;
    const counts = v.players.flatMap((p) => [p.life, p.deck, p.trash.length, p.ener.length, p.lrigTrash.length,
      typeof p.hand === 'number' ? p.hand : p.hand.length, typeof p.lrigDeck === 'number' ? p.lrigDeck : p.lrigDeck.length].map(String));
    const hand = Array.isArray(me.hand) ? me.hand : [];
    // The board may use the short name: the English one before its comma, the Chinese one after its title.
    return [...counts, ...hand.map((id) => { const name = cardName(cardDef(id).name); return [name.split(', ')[0]!, name.split(' ').at(-1)!]; })];
  }
  if (id === 'pad') {
    const v = view as PadView;
    const me = v.players[v.viewer!]!;
    const counts = v.players.flatMap((p) => [p.lifeCount, p.handCount, p.deckCount, p.discard.length].map(String));
    return [...counts, ...(me.hand ?? []).map((c) => padName(padCard(c)))];
  }
  if (id === 'eatpaint') {
    const v = view as EpView;
    const me = v.sides[v.seat!]!;
    const counts = v.sides.flatMap((s) => [s.life, s.handCount, s.deckCount, s.trash.length, s.trapCount].map(String));
    return [...counts, ...(me.hand ?? []).map(epName)];
  }
  const v = view as MidrashView;
  return [...v.deckSizes.map(String), ...v.supply.map((k) => String(k.length)), ...v.seats.flatMap((s) => [`MANA ${s.mana}`])];
}

const fixtures = GAME_IDS.flatMap((id) => readdirSync(join(FIXTURES, id)).filter((f) => f.endsWith('.log')).map((f) => [id, f] as const));

/**
 * The sizes a board must fit, as rows left for the board: 80x24 leaves 18 (the session keeps about 6 for status,
 * events and prompt) for up to three seats; 60 columns get 24 rows for two; 4 Midrash seats fit 100x30; 120x40 leaves 34.
 */
function sizesFor(players: number): { columns: number; rows: number }[] {
  const sizes = [{ columns: 100, rows: 24 }, { columns: 120, rows: 34 }];
  if (players <= 3) sizes.push({ columns: 80, rows: 18 });
  if (players <= 2) sizes.push({ columns: 60, rows: 24 });
  return sizes;
}

let colors: Colors;
beforeAll(async () => { colors = await makeColors({ color: false }); });
afterEach(() => { setContentLang('en'); setLang('en'); });

describe.each(['en', 'zh'] as TextLang[])('boards in %s', (lang) => {
  it.each(fixtures)('%s/%s fits every screen size, showing every count and the hand', async (id, file) => {
    setContentLang(lang);
    setLang(lang);
    const game = await loadGame(id);
    const players = parseLog(readFileSync(join(FIXTURES, id, file), 'utf8'), file).header.players.length;
    const problems: string[] = [];
    for (const at of [0.4, 0.7]) {
      for (let seat = 0; seat < players; seat++) {
        const view = viewAt(game, file, at, seat);
        const board = game.render(view);
        for (const size of sizesFor(players)) {
          // With the game's key, as the play screen draws it: a wide screen's legend line must fit too.
          const lines = layoutBoard(colors, board, size, game.boardKey?.(view));
          const where = `${file} at ${at}, seat ${seat + 1}, ${size.columns}x${size.rows}`;
          const wide = lines.filter((l) => displayWidth(l) > size.columns);
          if (wide.length) problems.push(`${where}: too wide: ${wide.join(' | ')}`);
          if (lines.length > size.rows) problems.push(`${where}: ${lines.length} lines`);
          const screen = lines.join('\n');
          const missing = mustShow(id, view).filter((text) => ![text].flat().some((form) => screen.includes(form)));
          if (missing.length) problems.push(`${where}: missing ${missing.join(', ')}`);
          if (!screen.includes(lang === 'zh' ? '▶ 你' : '▶ You')) problems.push(`${where}: no "you" marker`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('layout', () => {
  it('puts the opponent on top, the viewer below, then the status line', async () => {
    const game = await loadGame('wixoss');
    for (const seat of [0, 1]) {
      const v = viewAt(game, 'white-hope-vs-black-will.log', 0.5, seat) as WixossView;
      const lines = layoutBoard(colors, game.render(v), { columns: 80, rows: 18 });
      const me = lines.findIndex((l) => l.startsWith('▶ You'));
      const other = lines.findIndex((l) => l.startsWith(v.players[1 - seat]!.name));
      expect(other).toBeGreaterThanOrEqual(0);
      expect(other).toBeLessThan(me);
      expect(lines.at(-1)).toMatch(/turn \d+|rules: modern/);
    }
  });

  it('shows hand card texts with room and leaves them out when short of rows', async () => {
    const game = await loadGame('pad');
    const board = game.render(viewAt(game, 'fire-dark-vs-water-wood-light.log', 0.5, 0));
    const wide = layoutBoard(colors, board, { columns: 120, rows: 40 }).join('\n');
    expect(wide).toContain('Activate: if your puzzle phase');
    const small = layoutBoard(colors, board, { columns: 80, rows: 18 }).join('\n');
    expect(small).not.toContain('Activate: if your puzzle phase');
    expect(small).toContain('Minerva');
  });

  it('colours read on light and dark backgrounds and tell dark from heal orbs; without colour the text is plain', async () => {
    const { Chalk } = await import('chalk');
    const { paint } = await import('../../src/cli/ui/colors.js');
    const c = new Chalk({ level: 1 });
    const { COLOR_STYLE } = await import('../../src/games/wixoss/render.js');
    const { KIND_STYLE } = await import('../../src/games/pad/cards/format.js');
    const code = (style: Parameters<typeof paint>[1]) => paint(c, style).replace('x', '');
    expect(code({ text: 'x', style: COLOR_STYLE.white })).not.toContain('\u001b[97m'); // bright white vanishes on a light background
    expect(code({ text: 'x', style: KIND_STYLE.dark })).not.toBe(code({ text: 'x', style: KIND_STYLE.heal }));
    expect(code({ text: 'x', style: KIND_STYLE.dark }).slice(0, 5)).not.toBe(code({ text: 'x', style: KIND_STYLE.heal }).slice(0, 5));
    const game = await loadGame('pad');
    const board = game.render(viewAt(game, 'fire-dark-vs-water-wood-light.log', 0.5, 0));
    expect(layoutBoard(colors, board, { columns: 80, rows: 18 }).join('\n')).not.toMatch(/\u001b/);
  });

  it('a hand line cut to one row ends at a word, never at a separator', async () => {
    const game = await loadGame('pad');
    for (const at of [0, 0.5]) {
      for (const seat of [0, 1]) {
        const lines = layoutBoard(colors, game.render(viewAt(game, 'fire-dark-vs-water-wood-light.log', at, seat)), { columns: 80, rows: 18 });
        expect(lines.filter((l) => /·\s*…$/u.test(l))).toEqual([]);
      }
    }
  });

  it('the check can fail: a board given too few rows does not fit them', async () => {
    const game = await loadGame('wixoss');
    const board = game.render(viewAt(game, 'white-hope-vs-black-will.log', 0.5, 0));
    expect(layoutBoard(colors, board, { columns: 80, rows: 8 }).length).toBeGreaterThan(8);
  });
});
