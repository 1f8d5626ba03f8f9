/** The search's tree keys (GameDefinition.choiceKey): the deciding seat's hand cards by card, not place. */
import { game } from '../../../src/games/pad/index.js';
import { cardNo } from '../../../src/games/pad/cards/catalogue.js';
import { choices, decider, play, scenario, st } from './helpers.js';

const key = (m: ReturnType<typeof scenario>, choice: string) => game.choiceKey!(st(m), choice, decider(m));

describe('choice keys', () => {
  it('a hand card dropped to a column is keyed by the card; a card twice in hand is one key', () => {
    const m = scenario({ step: 'dropStart', p1: { hand: ['Tyran', 'Red Dragon', 'Tyran'], deck: ['Titan', 'Titan'] } });
    expect(key(m, 'deck to 2')).toBe('deck to 2');
    play(m, 'deck to 2');
    const tyran = cardNo('Tyran');
    expect(key(m, 'drop 1 to 3')).toBe(`drop [${tyran}] to 3`);
    expect(key(m, 'drop 3 to 3')).toBe(`drop [${tyran}] to 3`);
    expect(key(m, 'drop 2 to 1')).toBe(`drop [${cardNo('Red Dragon')}] to 1`);
    expect(key(m, 'pass')).toBe('pass');
    const legal = choices(m);
    for (const choice of legal) {
      const k = key(m, choice);
      if (k !== choice) expect(legal).not.toContain(k);
    }
  });

  it('an evolution names the hand card and keeps the stack', () => {
    const m = scenario({ p1: { hand: ['Red Dragon', 'Volcano Dragon'], tapped: [1], deck: ['Tyran'] } });
    expect(choices(m)).toEqual(['evolve 1 on 1', 'puzzle']);
    expect(key(m, 'evolve 1 on 1')).toBe(`evolve [${cardNo('Red Dragon')}] on 1`);
    expect(key(m, 'puzzle')).toBe('puzzle');
  });
});
