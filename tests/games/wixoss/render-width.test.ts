/**
 * The board fits the play screen in the middle of a game and in the widest position the starters allow, in English
 * and in Chinese: no line is wider than the terminal (as the CLI measures width), and at 80 columns the board fits
 * the 18 rows the play screen leaves it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeColors } from '../../../src/cli/ui/colors.js';
import { layoutBoard } from '../../../src/cli/ui/board-layout.js';
import { setLang } from '../../../src/cli/i18n/index.js';
import { displayWidth } from '../../../src/cli/ui/width.js';
import type { Board } from '../../../src/engine/board.js';
import { setContentLang, type TextLang } from '../../../src/engine/i18n.js';
import { parseLog } from '../../../src/engine/log.js';
import { playChoice, startMatch, type Match } from '../../../src/engine/match.js';
import { game } from '../../../src/games/wixoss/index.js';
import type { WixossState } from '../../../src/games/wixoss/state.js';
import { CARD, scenario } from './helpers.js';

afterEach(() => { setContentLang('en'); setLang('en'); });

const SIZES = [{ columns: 80, rows: 18 }, { columns: 100, rows: 24 }, { columns: 60, rows: 30 }];
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
    '%s fits in %s', async (_name, lang, make) => {
      setContentLang(lang);
      setLang(lang);
      const colors = await makeColors({ color: false });
      for (const board of boards(make())) {
        for (const size of SIZES) {
          const lines = layoutBoard(colors, board, size);
          expect(lines.filter((line) => displayWidth(line) > size.columns)).toEqual([]);
          expect(lines.length).toBeLessThanOrEqual(size.rows);
        }
      }
    });

  it('the check can fail: the widest position does not fit 8 rows', async () => {
    const colors = await makeColors({ color: false });
    const [board] = boards(widest());
    expect(layoutBoard(colors, board!, { columns: 80, rows: 8 }).length).toBeGreaterThan(8);
  });
});
