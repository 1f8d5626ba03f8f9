/**
 * The engine's question tables (engine/moves/questions.ts): each question's two wordings, the decider's and the
 * public one, are declared side by side; a question is built from its entry, and nothing is assumed.
 */
import { contentLang, withContentLang } from '../../src/engine/i18n.js';
import { AS_ASKED, declareQuestions, movedOn, NEVER_ASKS, namingNothingHidden, neverAsking } from '../../src/engine/moves/questions.js';

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
    // It reads and serializes as a plain decision.
    expect(JSON.parse(JSON.stringify(asked))).toEqual({ over: false, seat: 1, prompt: 'put back Ace, King', choices: ['Ace first', 'King first'] });
    expect([asked.over, asked.seat, asked.prompt, asked.choices]).toEqual([false, 1, 'put back Ace, King', ['Ace first', 'King first']]);
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

  it('words a question when its prompt is first read, from the state it rests at, in the language it was asked in', () => {
    const look: Toy = { top: 'look', deck: ['Ace', 'King'] };
    let worded = 0;
    const counting = declareQuestions<Toy, 'look'>(() => 'look', { look: { asked: (s) => `${++worded}: ${contentLang()} ${s.deck.join(', ')}`, others: () => 'looking' } });
    const asked = withContentLang('zh', () => counting.ask(look, 0, ['pass']));
    expect(worded).toBe(0); // a bot that never reads it pays nothing for it
    expect(asked.prompt).toBe('1: zh Ace, King'); // read in English, worded in the language it was asked in
    expect(asked.prompt).toBe('1: zh Ace, King'); // and worded once
    const unread = counting.ask(look, 0, ['pass']);
    movedOn(unread); // its move is played: the state it rested at is gone
    expect(() => unread.prompt).toThrow(/first read after its move was played/);
    movedOn(asked); // one read before the move keeps its wording
    expect(asked.prompt).toBe('1: zh Ace, King');
  });

  it('refuses a question with no entry, or of an entry that asks nothing: no wording is assumed', () => {
    expect(() => TOY.ask({ top: 'odd', deck: [] }, 0, ['pass']).prompt).toThrow(/"odd" has no entry/);
    expect(() => TOY.asked({ top: 'wait', deck: [] }, ['pass'])).toThrow(/"wait" is declared to ask nothing/);
  });
});
