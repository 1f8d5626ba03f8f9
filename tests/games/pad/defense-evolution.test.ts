/**
 * Defense-type evolutions (spec: used in the guard declaration step). No card in our data has that icon yet, so
 * this file adds a made-up one to the loaded catalogue (jest gives each test file its own module registry).
 */
import { allCards } from '../../../src/games/pad/cards/catalogue.js';
import { choices, play, scenario, st, topName } from './helpers.js';

const cards = allCards();
cards.push({ ...cards.find((c) => c.name === 'Tyran')!, index: cards.length, id: 'TEST-001', key: 'testGuard', name: 'Test Guard Tyran', nameZh: null, names: { en: 'Test Guard Tyran' }, effectTypes: ['defense'], text: '', effects: [] });

describe('defense-type evolution', () => {
  it('can evolve a monster in the guard step; the evolved monster is active and may guard', () => {
    const m = scenario({
      step: 'declare', combos: 2, comboKinds: 1,
      p1: { stacks: [["Lil' Red Dragon", 'Red Dragon', 'Volcano Dragon'], ['Golden Egg'], ['Golden Egg'], ['Golden Egg'], ['Golden Egg']] },
      p2: { team: ['Tyrra', 'Golden Egg', 'Golden Egg', 'Golden Egg', 'Golden Egg'], tapped: [1], hand: ['Test Guard Tyran', 'Tyran'] },
    });
    play(m, 'attack 1'); // attack 200; Tyrra is tapped, so it cannot guard
    expect(choices(m)).toEqual(['take 1', 'evolve 1 on 1']); // the plain Tyran is not offered here
    play(m, 'evolve 1 on 1');
    expect(topName(m, 1, 1)).toBe('Test Guard Tyran');
    expect(choices(m)).toEqual(['guard 1 1', 'take 1']); // active again, defense 300
    play(m, 'guard 1 1');
    expect(st(m).players[1]!.life).toHaveLength(5);
  });

  it('is also a normal evolution in the main phase', () => {
    const m = scenario({ p1: { hand: ['Test Guard Tyran', 'Tyran'] } });
    expect(choices(m)).toEqual(['evolve 1 on 3', 'evolve 2 on 3', 'puzzle']);
    play(m, 'evolve 1 on 3');
    expect(st(m).players[0]!.evolved[2]).toBe(true);
  });
});
