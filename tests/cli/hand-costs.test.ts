/**
 * Hand cards show what they cost where the width allows (issue 44): at 80 and 60 columns, even in the brief form a
 * short screen falls back to, each game's hand names its cards' costs.
 */
import { cellText } from '../../src/engine/board.js';
import { setContentLang } from '../../src/engine/i18n.js';
import { decisionOf, startMatch, type Match } from '../../src/engine/match.js';
import type { AnyGame } from '../../src/engine/game.js';
import { buildHeader } from '../../src/cli/play/header.js';
import { layoutBoard } from '../../src/cli/ui/board-layout.js';
import { makeColors } from '../../src/cli/ui/colors.js';
import { loadGame } from '../../src/games/index.js';
import { midGame, setSide } from '../games/eatpaint/helpers.js';

async function handLines(game: AnyGame, match: Match, seat: number, columns: number, rows: number): Promise<string> {
  const colors = await makeColors({ color: false });
  const lines = layoutBoard(colors, game.render(game.view(match.state, seat)), { columns, rows });
  const start = lines.findIndex((l) => /^\s+hand\s/.test(l));
  expect(start).toBeGreaterThan(0);
  const end = lines.findIndex((l, i) => i > start && /^\s{2}\S/.test(l) && !/^\s+hand\s/.test(l));
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

describe('hand cards show their costs', () => {
  afterEach(() => setContentLang('en'));

  it.each([[80, 12], [60, 12], [80, 40], [60, 40]])('EAT/PAINT at %i columns, %i rows', async (columns, rows) => {
    const game = await loadGame('eatpaint');
    const m = midGame(['sabil-apra', 'aika-red']);
    setSide(m, 0, { hand: ['meteor', 'kougeki', 'soumatou'] });
    const hand = await handLines(game, m, 0, columns, rows);
    expect(hand).toMatch(/1 Meteor Shower\b.*\[trash\] 1/);
    expect(hand).toMatch(/2 Crimson Strike\b.*free/);
    expect(hand).toMatch(/3 Revolving Lantern\b.*free/);
  });

  it('EAT/PAINT in Chinese, brief form', async () => {
    setContentLang('zh');
    const game = await loadGame('eatpaint');
    const m = midGame(['sabil-apra', 'aika-red']);
    setSide(m, 0, { hand: ['meteor', 'soumatou'] });
    const board = game.render(game.view(m.state, 0));
    const brief = board.sections!.find((s) => s.role === 'hand')!.lines.find((l) => l.show === 'brief')!;
    expect(brief.items.map(cellText)).toEqual([expect.stringMatching(/^1 .+ \[废弃\] 1$/), expect.stringMatching(/^2 .+ 免费$/)]);
  });

  it.each([[80, 12], [60, 12]])('PAD and WIXOSS keep theirs at %i columns, %i rows', async (columns, rows) => {
    const pad = await loadGame('pad');
    const padMatch = startMatch(pad, buildHeader(pad, { seed: '31', deck: ['1=fire-dark', '2=water-wood-light'] }));
    const padSeat = (decisionOf(padMatch) as { seat: number }).seat;
    expect(await handLines(pad, padMatch, padSeat, columns, rows)).toMatch(/1 .+ cost \d/);
    const wixoss = await loadGame('wixoss');
    const wixossMatch = startMatch(wixoss, buildHeader(wixoss, { seed: '31', deck: ['1=white-hope', '2=red-ambition'] }));
    // Red Ambition's LRIG deck, a hand of its own: each LRIG's grow cost and each ARTS's cost.
    const board = layoutBoard(await makeColors({ color: false }), wixoss.render(wixoss.view(wixossMatch.state, 1)), { columns, rows }).join('\n');
    expect(board).toMatch(/Hanayo-Three (?:LRIG )?L3 2 red/);
    expect(board).toMatch(/Firefly Sparks (?:ARTS )?main 3 red/);
  });
});
