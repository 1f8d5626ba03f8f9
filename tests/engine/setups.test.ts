import { allSetups, cyclingHeaders } from '../../src/engine/kit/setups.js';
import { raceGame } from '../support/race-game.js';

describe('setups', () => {
  const twoDecks = {
    ...raceGame,
    options: { rules: ['seed', 'modern'] },
    decks: { ...raceGame.decks!, builtin: [raceGame.decks!.builtin[0]!, { ...raceGame.decks!.builtin[0]!, id: 'other' }] },
  };

  it('covers every ordered deck pairing for two seats with every rules option', () => {
    const variants = allSetups(twoDecks);
    expect(variants).toHaveLength(8);
    expect(variants.map((v) => `${v.decks.join('+')}/${v.options.rules}`).sort()).toEqual([
      'basic+basic/modern', 'basic+basic/seed', 'basic+other/modern', 'basic+other/seed',
      'other+basic/modern', 'other+basic/seed', 'other+other/modern', 'other+other/seed',
    ]);
  });

  it('covers every player count, decks cycling for more than two seats', () => {
    const variants = allSetups({ ...twoDecks, options: {}, players: { min: 1, max: 3, default: 2 } });
    expect(variants.map((v) => v.players)).toEqual([1, 1, 2, 2, 2, 2, 3, 3]);
    expect(variants.filter((v) => v.players === 3).map((v) => v.decks)).toEqual([['basic', 'other', 'basic'], ['other', 'basic', 'other']]);
  });

  it('cycles headers with distinct seeds', () => {
    const headers = cyclingHeaders(twoDecks, 'x');
    expect(headers(0).seed).toBe('x0');
    expect(headers(9)).toMatchObject({ seed: 'x9', decks: allSetups(twoDecks)[1]!.decks });
  });
});
