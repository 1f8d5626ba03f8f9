/** Issue 44: Midrash names seats by the players' names (board, events, move texts), as the other games do. */
import { cellText } from '../../../src/engine/board.js';
import { parseLog, writeLog } from '../../../src/engine/log.js';
import { decisionOf, matchToLog, playChoice, replayLog, startMatch } from '../../../src/engine/match.js';
import { game } from '../../../src/games/midrash/index.js';
import type { MidrashState } from '../../../src/games/midrash/state.js';
import { header } from './helpers.js';

function named() {
  return startMatch(game, { ...header(2, 'names', 'normal', 0), players: ['Ann', 'Ben'] });
}

describe('Midrash uses the names it is given', () => {
  it('in the events of a move', () => {
    const match = named();
    playChoice(match, 'use char 1');
    expect(decisionOf(match)).toMatchObject({ seat: 0, choices: expect.arrayContaining(['set golem 3']) });
    playChoice(match, 'set golem 3');
    const texts = (match.state as MidrashState).events.map((e) => e.text);
    expect(texts).toContain('Ann sets Golem on slot 3');
    expect(texts.join('\n')).not.toMatch(/\bP1\b/);
  });

  it('on the board: the seat headings, the round note and the wisdom line', () => {
    const match = named();
    const board = game.render(game.view(match.state, 0));
    expect(board.sections!.filter((s) => s.role === 'seat').map((s) => s.name)).toEqual(['Ann', 'Ben']);
    const notes = board.notes.map(cellText).join('\n');
    expect(notes).toMatch(/round 1, Ann to play/);
    expect(notes).not.toMatch(/\bP[12]\b/);
  });

  it('in the description of a move naming another seat', () => {
    expect(game.describe(named().state, 'give 2 3')).toBe('put it on slot 3 of Ben');
  });

  it('in a replayed log of named players', () => {
    const match = named();
    playChoice(match, 'use char 1');
    playChoice(match, 'set golem 3');
    const replayed = replayLog(game, parseLog(writeLog(matchToLog(match))));
    expect(replayed.failure).toBeUndefined();
    expect((replayed.match.state as MidrashState).events.map((e) => e.text)).toContain('Ann sets Golem on slot 3');
  });
});
