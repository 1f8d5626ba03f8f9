/** The engine's question tables (engine/moves/questions.ts): each question's public form is declared, never assumed. */
import { AS_ASKED, declareQuestions, namingNothingHidden } from '../../src/engine/moves/questions.js';
import type { OpenDecision } from '../../src/engine/game.js';

interface Toy { top: 'look' | 'play' | 'odd'; deck: string[] }
const TOY = declareQuestions<Toy, 'look' | 'play'>((s) => s.top as 'look' | 'play', {
  look: { others: (s) => `looking at the top ${s.deck.length} cards` },
  ...namingNothingHidden(['play']),
});
const asking = (prompt: string): OpenDecision => ({ over: false, seat: 0, prompt, choices: ['pass'] });

describe('question tables', () => {
  it('gives the seats that do not decide the declared public form, or the question as asked where so declared', () => {
    expect(TOY.publicForm({ top: 'look', deck: ['Ace', 'King'] }, asking('put back Ace, King'))).toBe('looking at the top 2 cards');
    expect(TOY.publicForm({ top: 'play', deck: [] }, asking('play a card'))).toBe('play a card');
    expect(TOY.keys).toEqual(['look', 'play']);
    expect(namingNothingHidden(['a'])).toEqual({ a: { others: AS_ASKED } });
  });

  it('refuses to word a question that has no entry: nothing is read as asked by default', () => {
    expect(() => TOY.publicForm({ top: 'odd', deck: [] }, asking('put back Ace'))).toThrow(/"odd" has no entry/);
  });
});
