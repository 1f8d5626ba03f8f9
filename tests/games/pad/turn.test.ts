import { decisionOf } from '../../../src/engine/match.js';
import { checkLife } from '../../../src/games/pad/rules/life.js';
import { choices, names, play, scenario, st, topName } from './helpers.js';

describe('reset and draw phases', () => {
  it('asks which tapped monster to reset when there are several, and draws 1', () => {
    const m = scenario({ step: 'turnStart', p1: { tapped: [2, 4], hand: ['Red Dragon'], deck: ['Tyran', 'Gigas'] } });
    expect(choices(m)).toEqual(['reset 2', 'reset 4']);
    play(m, 'reset 4');
    expect(st(m).players[0]!.tapped).toEqual([false, true, false, false, false]);
    expect(names(st(m).players[0]!.hand)).toEqual(['Red Dragon', 'Tyran']);
    expect(st(m).step).toBe('main');
  });

  it('resets a lone tapped monster without asking', () => {
    const m = scenario({ step: 'turnStart', p1: { tapped: [3] } });
    expect(st(m).players[0]!.tapped[2]).toBe(false);
  });

  it('loses when the deck is empty at the draw phase (deck-out)', () => {
    const m = scenario({ step: 'turnStart', p1: { deck: [] } });
    const d = decisionOf(m);
    expect(d).toMatchObject({ over: true, result: { winners: [1] } });
    expect(d.over && d.result.reason).toMatch(/empty deck/);
  });
});

describe('evolution', () => {
  it('puts a monster on a stack whose top is its evolves-from card; it becomes active; evolve effect resolves', () => {
    const m = scenario({ p1: { hand: ['Red Dragon', 'Volcano Dragon'], tapped: [1], deck: ['Tyran'] } });
    // Volcano Dragon evolves from Red Dragon, which is not in play yet.
    expect(choices(m)).toEqual(['evolve 1 on 1', 'puzzle']);
    play(m, 'evolve 1 on 1');
    expect(topName(m, 0, 1)).toBe('Red Dragon');
    expect(st(m).players[0]!.tapped[0]).toBe(false);
    expect(names(st(m).players[0]!.hand)).toEqual(['Volcano Dragon', 'Tyran']); // Red Dragon: draw 1
  });

  it('evolves each stack at most once per turn', () => {
    const m = scenario({ p1: { hand: ['Red Dragon', 'Volcano Dragon', 'Black Dragon'] } });
    play(m, 'evolve 1 on 1');
    expect(choices(m)).not.toContain('evolve 1 on 1'); // Volcano Dragon onto the freshly evolved stack
    expect(choices(m)).toContain('evolve 2 on 2'); // Black Dragon onto Lil' Black Dragon is still fine
  });

  it('pays the cost one drop-area card at a time, never the last card of a column', () => {
    const m = scenario({
      p1: { hand: ['Minerva'], columns: [['Gigas', 'Titan'], ['Gigas'], ['Titan', 'Dragon Knight', 'Gigas']] },
    });
    play(m, 'evolve 1 on 5');
    expect(choices(m)).toEqual(['pay 1 1', 'pay 1 2', 'pay 3 1', 'pay 3 2', 'pay 3 3', 'pay auto']);
    play(m, 'pay 3 1'); // the top card of column 3
    expect(names(st(m).players[0]!.columns[2]!)).toEqual(['Titan', 'Dragon Knight']);
    expect(names(st(m).players[0]!.discard)).toEqual(['Gigas']);
    expect(topName(m, 0, 5)).toBe('Minerva');
  });

  it('pay auto takes the bottom card of the longest column', () => {
    const m = scenario({ p1: { hand: ['Minerva'], columns: [['Gigas', 'Titan'], ['Gigas'], ['Titan', 'Dragon Knight', 'Gigas']] } });
    play(m, 'evolve 1 on 5', 'pay auto');
    expect(names(st(m).players[0]!.columns[2]!)).toEqual(['Dragon Knight', 'Gigas']);
  });

  it('cannot evolve when the cost would empty a column', () => {
    const m = scenario({ p1: { hand: ['Minerva'] } }); // three columns of one card: nothing payable
    // "puzzle" is the only legal move, but it is asked: passing by itself would show the opponent the hand.
    expect(choices(m)).toEqual(['puzzle']);
    play(m, 'puzzle');
    expect(st(m).step).toBe('dropStart');
    expect(names(st(m).players[0]!.hand)).toEqual(['Minerva']);
  });

  it('ultimate evolutions need and discard their named card', () => {
    const without = scenario({ p1: { stacks: [['Red Ogre', 'Samurai Ogre'], ['Tyrra'], ['Pierdra'], ['Plessie'], ['Golden Egg']], hand: ['Ice Samurai Ogre'] } });
    expect(choices(without)).not.toContain('evolve 1 on 1');
    const m = scenario({ p1: { stacks: [['Red Ogre', 'Samurai Ogre'], ['Tyrra'], ['Pierdra'], ['Plessie'], ['Golden Egg']], hand: ['Ice Samurai Ogre', 'Mythlit'] } });
    play(m, 'evolve 1 on 1');
    expect(topName(m, 0, 1)).toBe('Ice Samurai Ogre');
    expect(names(st(m).players[0]!.discard)).toEqual(['Mythlit']);
    expect(st(m).players[0]!.hand).toEqual([]);
  });
});

describe('skills', () => {
  it('needs a monster with the skill attribute as attribute or sub-attribute', () => {
    const noWater = scenario({ p1: { hand: ['Blizzard Breath'] } });
    expect(choices(noWater)).toEqual(['puzzle']);
    const water = scenario({ p1: { hand: ['Blizzard Breath'], team: ['Plessie', 'Tyrra', 'Pierdra', 'Brachy', 'Golden Egg'] } });
    expect(choices(water)).toEqual(['skill 1', 'puzzle']);
    const lightSub = scenario({ p1: { stacks: [["Lil' Red Dragon"], ['Diagoldos', 'Armored Blade Dragon, Diagoldos'], ['Tyrra'], ['Pierdra'], ['Golden Egg']], hand: ['Topalit'] } });
    expect(choices(lightSub)).toContain('skill 1'); // light skill, fire/light monster
  });

  it('resolves and goes to the discard; a cost is paid first', () => {
    const m = scenario({ p1: { hand: ['Light Of Mighty Healing'], discard: ['Red Dragon'], team: ["Lil' White Dragon", 'Tyrra', 'Pierdra', 'Plessie', 'Golden Egg'], columns: [['Gigas', 'Titan'], ['Gigas'], ['Titan']] } });
    play(m, 'skill 1');
    expect(st(m).players[0]!.limbo).toHaveLength(1); // in play while it resolves
    play(m, 'pay 1 2'); // Gigas, the bottom card of column 1
    expect(choices(m)).toEqual(['pick 1', 'pick 2']); // the paid Gigas is in the discard pile by now
    play(m, 'pick 1');
    expect(names(st(m).players[0]!.hand)).toEqual(['Red Dragon']);
    expect(names(st(m).players[0]!.discard)).toEqual(['Gigas', 'Light Of Mighty Healing']);
    expect(st(m).players[0]!.limbo).toEqual([]);
  });
});

describe('end of game', () => {
  it('is a draw when both players have no life at the end of a phase', () => {
    const m = scenario();
    const s = st(m);
    s.players[0]!.life = [];
    s.players[1]!.life = [];
    checkLife(s);
    expect(decisionOf(m)).toEqual({ over: true, result: { winners: [], reason: 'both players have no life left' } });
  });
});
