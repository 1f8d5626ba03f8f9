import { say } from '../../src/engine/events.js';
import type { BaseState } from '../../src/engine/game.js';
import { seedRng } from '../../src/engine/rng.js';

describe('say', () => {
  it('adds an event line for everyone, or for one seat with no other key', () => {
    const state: BaseState = { rng: seedRng(1), events: [] };
    say(state, 'P1 draws 2 cards');
    say(state, 'you draw Ink', 0);
    expect(state.events).toEqual([{ text: 'P1 draws 2 cards' }, { text: 'you draw Ink', to: 0 }]);
    expect(Object.keys(state.events[0]!)).toEqual(['text']);
  });
});
