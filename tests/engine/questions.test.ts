/**
 * The engine's question tables (engine/moves/questions.ts): each question's two wordings, the decider's and the
 * public one, are declared side by side; a question is built from its entry, and nothing is assumed.
 */
import { AS_ASKED, declareQuestions, NEVER_ASKS, namingNothingHidden, neverAsking } from '../../src/engine/moves/questions.js';

interface Toy { top: 'look' | 'play' | 'wait' | 'odd'; deck: string[] }
const TOY = declareQuestions<Toy, 'look' | 'play' | 'wait'>((s) => s.top as 'look' | 'play' | 'wait', {
  look: { asked: (s) => `put back ${s.deck.join(', ')}`, others: (s) => `looking at the top ${s.deck.length} cards` },
  ...namingNothingHidden({ play: (_s: Toy, choices: readonly string[]) => `play one of ${choices.length} cards` }),
  ...neverAsking(['wait']),
});

describe('question tables', () => {
  it('builds a question in its entry\'s wording for the decider, and gives the others its public wording', () => {
    const look: Toy = { top: 'look', deck: ['Ace', 'King'] };
    const asked = TOY.ask(look, 1, ['Ace first', 'King first']);
    expect(asked).toEqual({ over: false, seat: 1, prompt: 'put back Ace, King', choices: ['Ace first', 'King first'] });
    expect(TOY.asked(look, asked.choices)).toBe('put back Ace, King');
    expect(TOY.publicForm(look, asked)).toBe('looking at the top 2 cards');
    expect(TOY.ask(look, 0, ['pass'], true).hiddenChoices).toBe(true);
  });

  it('reads a question that names nothing hidden as asked, worded from its choices where the entry says so', () => {
    const play: Toy = { top: 'play', deck: [] };
    const asked = TOY.ask(play, 0, ['play 1', 'play 2']);
    expect(asked.prompt).toBe('play one of 2 cards');
    expect(TOY.publicForm(play, asked)).toBe('play one of 2 cards');
    expect(TOY.keys).toEqual(['look', 'play', 'wait']);
    expect(namingNothingHidden({ a: () => 'A' }).a.others).toBe(AS_ASKED);
    expect(neverAsking(['b'])).toEqual({ b: NEVER_ASKS });
  });

  it('refuses a question with no entry, or of an entry that asks nothing: no wording is assumed', () => {
    expect(() => TOY.ask({ top: 'odd', deck: [] }, 0, ['pass'])).toThrow(/"odd" has no entry/);
    expect(() => TOY.asked({ top: 'wait', deck: [] }, ['pass'])).toThrow(/"wait" is declared to ask nothing/);
  });
});
