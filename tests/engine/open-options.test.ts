/** Open options (a value rule instead of a list) and shuffle names with a shared "any copy" alias. */
import { UserError } from '../../src/engine/errors.js';
import { optionNames, optionRule, selfPlayOptions, type AnyGame } from '../../src/engine/game.js';
import { startMatch } from '../../src/engine/match.js';
import { seedRng, shuffleZone, StackedOrderError } from '../../src/engine/rng.js';
import { raceGame } from '../support/race-game.js';

const bounded: AnyGame = {
  ...raceGame,
  options: { pace: ['slow', 'fast'] },
  openOptions: { limit: { accepts: (v) => /^[1-9]\d*$/.test(v), allowed: '1, 2, 3, …', selfPlay: '40' } },
};
const header = (options: Record<string, string>) =>
  ({ game: 'race', version: raceGame.version, players: ['A', 'B'], seed: 'o', decks: ['basic', 'basic'], options, orders: {} });

describe('open options', () => {
  it('are checked by their rule, listed with the others, and looked up as own keys only', () => {
    expect(optionNames(bounded)).toEqual(['pace', 'limit']);
    expect(optionRule(bounded, 'limit')!.accepts('12')).toBe(true);
    expect(optionRule(bounded, 'limit')!.accepts('x')).toBe(false);
    expect(optionRule(bounded, 'pace')!.allowed).toBe('slow, fast');
    for (const name of ['constructor', '__proto__', 'toString']) expect(optionRule(bounded, name)).toBeUndefined();
    expect(() => startMatch(bounded, header({ limit: 'x' }))).toThrow(/limit must be one of 1, 2, 3, …, got "x"/);
    expect(() => startMatch(bounded, header({ limit: '7', pace: 'fast' }))).not.toThrow();
    expect(() => startMatch(bounded, header({ hasOwnProperty: '1' }))).toThrow(UserError);
  });

  it('self-play adds each open option\'s selfPlay value unless one is given', () => {
    expect(selfPlayOptions(bounded, { pace: 'slow' })).toEqual({ pace: 'slow', limit: '40' });
    expect(selfPlayOptions(bounded, { limit: '3' })).toEqual({ limit: '3' });
    expect(selfPlayOptions(raceGame, {})).toEqual({});
  });
});

describe('shuffleZone names', () => {
  // Four copies: two plain "a" and two that differ, "b-1" and "b-2", which older logs called "b".
  const names: Record<number, string[]> = { 0: ['a'], 1: ['a'], 2: ['b-1', 'b'], 3: ['b-2', 'b'] };
  const stack = (order: string[]) => {
    const rng = seedRng('z');
    rng.stacked = { deck: [order] };
    return shuffleZone(rng, 'deck', [0, 1, 2, 3], (c) => names[c]!);
  };

  it('own names pick that copy; a shared name takes a copy no own name asked for', () => {
    expect(stack(['b-2', 'a', 'b-1', 'a'])).toEqual([3, 0, 2, 1]);
    expect(stack(['b', 'a', 'b-1', 'a'])).toEqual([3, 0, 2, 1]);
    expect(stack(['b', 'b', 'a', 'a'])).toEqual([2, 3, 0, 1]);
  });

  it('a name no card has is refused', () => {
    expect(() => stack(['b-3', 'a', 'b', 'a'])).toThrow(StackedOrderError);
    expect(() => stack(['b', 'b', 'b', 'a'])).toThrow(StackedOrderError);
  });
});
