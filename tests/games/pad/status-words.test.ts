/** Issue 44: PAD's status line names the step in words, and a tapped monster is "tapped" in board and log alike. */
import { cellText } from '../../../src/engine/board.js';
import { setContentLang } from '../../../src/engine/i18n.js';
import { game } from '../../../src/games/pad/index.js';
import { en } from '../../../src/games/pad/messages/en.js';
import { zh } from '../../../src/games/pad/messages/zh.js';
import { scenario } from './helpers.js';

const status = (m: ReturnType<typeof scenario>) => game.render(game.view(m.state, 0)).notes.map(cellText).join('\n');

describe('the PAD status line', () => {
  afterEach(() => setContentLang('en'));

  it('names the drop steps in words', () => {
    expect(status(scenario({ step: 'dropStart', turn: 2 }))).toContain('turn 2, A (P1) to play (drop start)');
    expect(status(scenario({ step: 'dropAdd', turn: 2, p1: { hand: ['Tyran'] } }))).toContain('turn 2, A (P1) to play (drop add)');
  });

  it('has no code name among the English step words and no Latin letter among the Chinese ones', () => {
    const english = Object.entries(en.step);
    expect(english.filter(([, word]) => /[a-z][A-Z]/.test(word))).toEqual([]);
    expect(Object.values(zh.step).filter((word) => /[A-Za-z]/.test(word))).toEqual([]);
    expect(Object.keys(zh.step).sort()).toEqual(english.map(([key]) => key).sort());
  });

  it('uses the same word in Chinese', () => {
    setContentLang('zh');
    expect(status(scenario({ step: 'dropStart', turn: 2 }))).toContain('（落珠开始）');
  });

  it('calls a monster tapped on the board and in the log', () => {
    expect(en.monsterState.tapped).toBe('tapped');
    expect(en.ev.rolls('B', 'A', 'Tyran', 1)).toBe("B taps A's Tyran (monster 1)");
  });
});
