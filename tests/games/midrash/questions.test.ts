/**
 * Midrash's question table (questions.ts, issue 42). Everything on a Midrash table is open, so each entry says the
 * question is read as asked; removing an entry makes the question an error, not a leak.
 */
import { game } from '../../../src/games/midrash/index.js';
import { QUESTIONS } from '../../../src/games/midrash/questions.js';
import { walkQuestions } from '../../support/question-walk.js';

describe('Midrash questions as each seat reads them', () => {
  it('random games of 1-4 seats: every question is read as asked by the other seats and a spectator, each from its entry', () => {
    const { keys, problems } = walkQuestions(game, 12, 400);
    expect(problems).toEqual([]);
    expect([...keys].filter((key) => !QUESTIONS.keys.includes(key))).toEqual([]);
    expect(keys.size).toBeGreaterThanOrEqual(4);
  });
});
