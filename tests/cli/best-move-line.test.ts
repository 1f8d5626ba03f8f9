import { afterEach, describe, expect, it } from '@jest/globals';
import { bestMoveLine } from '../../src/cli/analysis.js';
import { setLang } from '../../src/cli/i18n/index.js';

// The search's most visited move (play 1) is not the one with the best figure (play 3): issue 44's contradiction.
const stats = [
  { choice: 'play 1', visits: 40, winRate: 0.52 },
  { choice: 'play 3', visits: 35, winRate: 0.55 },
  { choice: 'end', visits: 20, winRate: 0.3 },
  { choice: 'play 2', visits: 5, winRate: 0.9 },
];

describe('the hint / --explain line', () => {
  afterEach(() => setLang('en'));

  it('calls best the move with the best shown win rate, and lists it first (English)', () => {
    setLang('en');
    expect(bestMoveLine(stats, 'play 1')).toEqual({
      best: 'play 3',
      line: 'best: play 3 · estimated win rate: play 3 55%, play 1 52%, end 30%',
    });
  });

  it('does the same in Chinese', () => {
    setLang('zh');
    expect(bestMoveLine(stats, 'play 1')).toEqual({
      best: 'play 3',
      line: '最佳：play 3 · 估计胜率：play 3 55%、play 1 52%、end 30%',
    });
  });

  it('a move outside the shown three is never best, however high its figure; a tie goes to the more visited move', () => {
    const tied = [{ choice: 'a', visits: 9, winRate: 0.5 }, { choice: 'b', visits: 8, winRate: 0.5 }];
    expect(bestMoveLine(stats, 'play 1').best).not.toBe('play 2');
    expect(bestMoveLine(tied, 'a').best).toBe('a');
    expect(bestMoveLine([], 'pass')).toEqual({ best: 'pass', line: 'best: pass · estimated win rate: ' });
  });
});
