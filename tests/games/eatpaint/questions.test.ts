/**
 * EAT/PAINT's question table (questions.ts, issue 42). No EAT/PAINT question names a card hidden from the other
 * seat (a trap window asks whether to spring one, never which are set), so each entry says it is read as asked;
 * removing an entry makes the question an error, not a leak.
 */
import { decisionOf } from '../../../src/engine/match.js';
import { promptFor } from '../../../src/engine/public-prompt.js';
import { game } from '../../../src/games/eatpaint/index.js';
import { QUESTIONS } from '../../../src/games/eatpaint/questions.js';
import { view } from '../../../src/games/eatpaint/view.js';
import { walkQuestions } from '../../support/question-walk.js';
import { midGame, play, setSide, st, work } from './helpers.js';

describe('EAT/PAINT questions as each seat reads them', () => {
  it('the trap window: the attacker reads the defender\'s question as asked, naming no set trap', () => {
    const m = midGame(['rio-blue', 'rio-blue']);
    setSide(m, 0, { works: [work('gaia', 1)], life: 10 });
    setSide(m, 1, { works: [], traps: ['alarm'], life: 10 });
    play(m, 'attack 1');
    const d = decisionOf(m);
    if (d.over) throw new Error('game over');
    expect(QUESTIONS.keyOf(st(m))).toBe('trapWindow');
    expect(d.seat).toBe(1);
    expect(promptFor(game, m.state, d, 0, m.header.players)).toBe(`${m.header.players[1]}: ${d.prompt}`);
    expect(d.choices).toEqual(['trap 1', 'no trap']);
    expect(view(st(m), 0).waiting).toEqual({ seat: 1, prompt: d.prompt });
  });

  it('random games: every question is read as asked by the other seat and a spectator, each from its entry', () => {
    const { keys, problems } = walkQuestions(game, 12, 400);
    expect(problems).toEqual([]);
    expect([...keys].filter((key) => !QUESTIONS.keys.includes(key))).toEqual([]);
    expect(keys.size).toBeGreaterThanOrEqual(3); // the turn, a pick, the trap window
  });
});
