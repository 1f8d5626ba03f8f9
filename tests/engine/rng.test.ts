import { randomInt, randomItem, seedRng, shuffleInPlace, shuffleZone, StackedOrderError } from '../../src/engine/rng.js';
import { readDataJson } from '../../src/engine/data-files.js';
import { UserError } from '../../src/engine/errors.js';

describe('seeded RNG', () => {
  it('gives the same sequence for the same seed and a different one for another seed', () => {
    const a = seedRng(42), b = seedRng(42), c = seedRng(43);
    const seq = (r: ReturnType<typeof seedRng>) => Array.from({ length: 8 }, () => randomInt(r, 1000));
    expect(seq(a)).toEqual(seq(b));
    expect(seq(seedRng(42))).not.toEqual(seq(c));
  });

  it('survives a JSON round trip mid-sequence', () => {
    const r = seedRng('x');
    randomInt(r, 10);
    const copy = JSON.parse(JSON.stringify(r));
    expect(randomInt(copy, 1_000_000)).toBe(randomInt(r, 1_000_000));
  });

  it('draws every value of a small range roughly uniformly', () => {
    const r = seedRng(7);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[randomInt(r, 6)]!++;
    for (const n of counts) expect(Math.abs(n - 10_000)).toBeLessThan(500);
  });

  it('picks an item with one draw, the item randomInt would index', () => {
    const list = ['a', 'b', 'c', 'd', 'e'];
    const a = seedRng('pick'), b = seedRng('pick');
    const picks = Array.from({ length: 50 }, () => randomItem(a, list));
    expect(picks).toEqual(Array.from({ length: 50 }, () => list[randomInt(b, list.length)]));
    expect(new Set(picks).size).toBe(list.length);
    expect(a.words).toEqual(b.words);
  });

  it('shuffles into a permutation', () => {
    const items = Array.from({ length: 40 }, (_, i) => i);
    const shuffled = shuffleInPlace(seedRng(1), [...items]);
    expect([...shuffled].sort((x, y) => x - y)).toEqual(items);
    expect(shuffled).not.toEqual(items);
  });
});

describe('stacked orders', () => {
  it('uses the given orders for its key in turn and asks for another when they run out', () => {
    const r = seedRng(1);
    r.stacked = { '1': [['c', 'a', 'b'], ['b', 'c', 'a']] };
    const names = ['a', 'b', 'c'];
    const before = r.words.join();
    expect(shuffleZone(r, '1', [...names], (x) => x)).toEqual(['c', 'a', 'b']);
    expect(shuffleZone(r, '1', [...names], (x) => x)).toEqual(['b', 'c', 'a']);
    expect(r.words.join()).toBe(before);
    expect(() => shuffleZone(r, '1', [...names], (x) => x)).toThrow(/order\.1 is needed once more/);
  });

  it('shuffles keys without stacked orders with the PRNG', () => {
    const r = seedRng(1);
    r.stacked = { '1': [['a']] };
    const before = r.words.join();
    shuffleZone(r, '2', ['a', 'b', 'c'], (x) => x);
    expect(r.words.join()).not.toBe(before);
  });

  it('refuses an order that is not a permutation of the cards', () => {
    const r = seedRng(1);
    r.stacked = { '2': [['a', 'a']] };
    expect(() => shuffleZone(r, '2', ['a', 'b'], (x) => x)).toThrow(StackedOrderError);
  });
});

describe('data files', () => {
  it('names the file when it is missing', () => {
    expect(() => readDataJson('no-such-game', 'cards.json')).toThrow(UserError);
    expect(() => readDataJson('no-such-game', 'cards.json')).toThrow(/no-such-game.cards\.json is missing/);
  });
});
