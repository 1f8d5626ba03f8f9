/** Issue 44: a count agrees with its noun (`1 game`, `1 monster`), and `games` names PAD as its board does in Chinese. */
import { en } from '../../src/cli/i18n/messages.js';
import { en as padEn } from '../../src/games/pad/messages/en.js';
import { en as eatpaintEn } from '../../src/games/eatpaint/messages/en.js';
import { en as wixossEn } from '../../src/games/wixoss/messages/en.js';
import { cardref } from '../support/cli.js';

describe('counts agree with their nouns in English', () => {
  it('in the CLI messages', () => {
    expect(en.resumed('g.log', 1)).toBe('Resumed g.log after 1 move.');
    expect(en.moveCount(1)).toBe('There is 1 move; type "moves" to see it.');
    expect(en.moveCount(2)).toBe('There are 2 moves; type "moves" to see them.');
    expect(en.inputEnded(1, '')).toBe('Input ended; the game is in progress after 1 move.');
    expect(en.atRange(1)).toBe('--at must be 0 to 1 (the log has 1 move)');
    expect(en.validBefore(1, 'g.log')).toMatch(/^\(1 move before it is valid;/);
    expect(en.movesVerified(1)).toBe('1 move verified');
  });

  it('in the games\' catalogues', () => {
    expect(padEn.deck.teamSize(1, 5)).toBe('the [team] has 1 monster; it needs exactly 5');
    expect(padEn.deck.summaryDeck(1, 1, 0)).toBe('deck: 1 card (1 monster, 0 skills)');
    expect(padEn.ev.opponentDiscardsAll('A', 1)).toBe('A discards the whole hand (1 card)');
    expect(padEn.promptDeclare(1)).toBe('attack declaration (1 combo): choose attackers, then done');
    expect(padEn.promptPrevent(2, 1, 'X')).toMatch(/for 1 hand card \(prevent/);
    expect(eatpaintEn.problem.inkCount('INK', 1, 0)).toBe('the INK pile has 1 card, this list has 0');
    expect(wixossEn.evLooksTop('A', 1)).toBe('A looks at the top card of the deck');
  });

  it('in the sim summary', () => {
    const run = cardref(['sim', 'pad', '--games', '1', '--seed', '1']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^1 game · draws/m);
  });
});

describe('cardref games in Chinese', () => {
  it('names Puzzle & Dragons TCG as the game screen does', () => {
    const run = cardref(['--lang', 'zh', 'games']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/│ pad +│ 智龙迷城 TCG +│/);
  });
});
