/**
 * The board fits a 100-column terminal in the middle of a game, in English and in Chinese: every table is drawn as
 * a table (not the narrow fallback) and no drawn line is wider than 100 columns, as the CLI measures width.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeColors } from '../../../src/cli/ui/colors.js';
import { renderBoard, tableFits } from '../../../src/cli/ui/tables.js';
import { displayWidth } from '../../../src/cli/ui/width.js';
import type { Board } from '../../../src/engine/board.js';
import { setContentLang, type TextLang } from '../../../src/engine/i18n.js';
import { parseLog } from '../../../src/engine/log.js';
import { playChoice, startMatch, type Match } from '../../../src/engine/match.js';
import { game } from '../../../src/games/wixoss/index.js';
import type { WixossState } from '../../../src/games/wixoss/state.js';
import { CARD, scenario } from './helpers.js';

afterEach(() => setContentLang('en'));

const WIDTH = 100;
const FIXTURES = join(__dirname, '../../fixtures/wixoss');

/** The match of a fixture log after `at` moves (a fraction of the game). */
function midGame(file: string, at: number): Match {
  const log = parseLog(readFileSync(join(FIXTURES, file), 'utf8'), file);
  const match = startMatch(game, log.header);
  for (const move of log.moves.slice(0, Math.floor(log.moves.length * at))) playChoice(match, move.choice);
  return match;
}

/** The widest position the starters allow: longest names everywhere, a full hand and LRIG deck, mixed ener. */
function widest(): Match {
  return scenario({
    p1: {
      lrig: [CARD.tama1], lrigDown: true,
      signi: [CARD.belze, CARD.cosmo, CARD.caliburn], down: [true, true, true],
      hand: [CARD.belze, CARD.cosmo, CARD.caliburn, CARD.seiryu, CARD.misuzaku, CARD.firePillar, CARD.metsum, CARD.recalled, CARD.trett],
      lrigDeck: [CARD.tama3, CARD.tama2, CARD.backFlame, CARD.rococo, CARD.baroque, CARD.firefly, CARD.followBlindly, CARD.peeping],
      ener: [CARD.belze, CARD.seiryu, CARD.volcano, CARD.rmn, CARD.kukri, CARD.servantQ2, CARD.servantO],
    },
    p2: { lrig: [CARD.midori3], signi: [CARD.misuzaku, CARD.seiryu, CARD.hyakko] },
  });
}

function boards(match: Match): Board[] {
  const s = match.state as WixossState;
  return [0, 1, null].map((seat) => game.render(game.view(s, seat)));
}

const cases: [string, () => Match][] = [
  ['white-hope-vs-red-ambition.log at half', () => midGame('white-hope-vs-red-ambition.log', 0.5)],
  ['green-wana-vs-black-will.log at 60%', () => midGame('green-wana-vs-black-will.log', 0.6)],
  ['white-hope-vs-black-will.log at 40%', () => midGame('white-hope-vs-black-will.log', 0.4)],
  ['blue-appli-vs-green-wana.log at 70%', () => midGame('blue-appli-vs-green-wana.log', 0.7)],
  ['the widest starter position', widest],
];

describe('WIXOSS board width', () => {
  it.each(cases.flatMap(([name, make]) => (['en', 'zh'] as TextLang[]).map((lang) => [name, lang, make] as const)))(
    '%s fits %s in 100 columns', async (_name, lang, make) => {
      setContentLang(lang);
      const colors = await makeColors({ color: false });
      for (const board of boards(make())) {
        for (const table of board.tables) expect([table.title, tableFits([...(table.head ? [table.head] : []), ...table.rows], WIDTH)]).toEqual([table.title, true]);
        const wide = renderBoard(colors, board, WIDTH).split('\n').filter((line) => displayWidth(line) > WIDTH);
        expect(wide).toEqual([]);
      }
    });

  it('the check can fail: the same widest position does not fit 60 columns', async () => {
    const colors = await makeColors({ color: false });
    const [board] = boards(widest());
    expect(board!.tables.every((t) => tableFits([...(t.head ? [t.head] : []), ...t.rows], 60))).toBe(false);
    expect(renderBoard(colors, board!, 60).split('\n').some((line) => displayWidth(line) > 60)).toBe(true);
  });
});
