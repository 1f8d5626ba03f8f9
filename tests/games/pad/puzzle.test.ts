import { decisionOf } from '../../../src/engine/match.js';
import { RULES_TEXT } from '../../../src/games/pad/rules-text.js';
import { choices, filler, names, play, scenario, st } from './helpers.js';

const deckOf = (...n: string[]) => [...n, ...filler('Gigas', 10)];
// Red Dragon attacks at 1 combo, so the turn stops at the attack declaration and the puzzle results can be read.
const stacks = [["Lil' Red Dragon", 'Red Dragon'], ["Lil' Black Dragon"], ['Tyrra'], ['Pierdra'], ['Golden Egg']];

describe('drop start and drop add', () => {
  it('the first player skips drop start on the first turn', () => {
    const m = scenario({ turn: 1, first: 0, step: 'dropStart', p1: { hand: ['Tyran'] } });
    expect(st(m).step).toBe('dropAdd');
    expect(st(m).players[0]!.deck).toHaveLength(10);
  });

  it('otherwise puts the deck top on a chosen column, then up to 1 hand card', () => {
    const m = scenario({ step: 'dropStart', p1: { hand: ['Tyran', 'Red Dragon'], deck: deckOf('Titan') } });
    expect(choices(m)).toEqual(['deck to 1', 'deck to 2', 'deck to 3']);
    play(m, 'deck to 2');
    expect(names(st(m).players[0]!.columns[1]!)).toEqual(['Gigas', 'Titan']);
    expect(choices(m)).toEqual(['drop 1 to 1', 'drop 1 to 2', 'drop 1 to 3', 'drop 2 to 1', 'drop 2 to 2', 'drop 2 to 3', 'pass']);
    play(m, 'drop 2 to 3');
    expect(names(st(m).players[0]!.columns[2]!)).toEqual(['Titan', 'Red Dragon']);
    expect(names(st(m).players[0]!.hand)).toEqual(['Tyran']);
  });

  it('skips drop start when the deck is empty', () => {
    const m = scenario({ step: 'dropStart', p1: { hand: ['Tyran'], deck: [] } });
    expect(st(m).step).toBe('dropAdd');
  });
});

describe('combo step', () => {
  it('chains the worked example of the rules text to 6 combos, stopping as 6 is reached', () => {
    const m = scenario({
      step: 'dropAdd',
      p1: {
        hand: ['Tyran'],
        columns: [['Gigas'], ['Volcano Dragon', 'Red Dragon', 'Tyran', 'Fire Orb Change'], ['Titan']],
        deck: deckOf('Pierdrawn', 'Angel', 'Devil Dragon', 'Echidna', 'Holy Dragon'),
      },
    });
    expect(RULES_TEXT.find((t) => t.id === 'puzzle')!.body).toContain('5 cards were added');
    play(m, 'pass'); // one column with combos: resolved without asking
    const s = st(m);
    expect(s.combos).toBe(6);
    expect(s.resolved).toBe(1);
    expect(names(s.players[0]!.columns[1]!).slice(4)).toEqual(['Pierdrawn', 'Angel', 'Devil Dragon', 'Echidna', 'Holy Dragon']);
    expect(s.players[0]!.deck).toHaveLength(10);
  });

  it('counts a kind once per column however many cards show it', () => {
    const m = scenario({
      step: 'dropAdd',
      p1: { stacks, hand: ['Tyran'], columns: [['Red Dragon', 'Tyran', 'Meteor Volcano Dragon', 'Minerva'], ['Gigas'], ['Titan']], deck: [] },
    });
    play(m, 'pass'); // R4 B2 G2 Y2 H1: one fire combo, nothing to chain from an empty deck
    expect(st(m).combos).toBe(1);
    expect(st(m).comboKinds).toBe(1);
  });

  it('lets the player choose among several columns; the other keeps its combo for the next turn', () => {
    const m = scenario({
      step: 'dropAdd',
      p1: { hand: ['Tyran'], columns: [['Red Dragon', 'Tyran', 'Volcano Dragon'], ['Blue Dragon', 'Plesios', 'Brachio'], ['Titan']], deck: deckOf() },
    });
    play(m, 'pass');
    expect(choices(m)).toEqual(['column 1', 'column 2']);
    play(m, 'column 2');
    expect(st(m).resolved).toBe(1);
    expect(names(st(m).players[0]!.columns[0]!)).toEqual(['Red Dragon', 'Tyran', 'Volcano Dragon']);
  });

  it('adds only what the deck has left', () => {
    const m = scenario({ step: 'dropAdd', p1: { stacks, hand: ['Tyran'], columns: [['Red Dragon', 'Tyran', 'Volcano Dragon'], ['Gigas'], ['Titan']], deck: [] } });
    play(m, 'pass');
    expect(st(m).combos).toBe(1);
    expect(st(m).players[0]!.columns[0]).toHaveLength(3);
  });

  it('makes no combo when no kind reaches 3', () => {
    const m = scenario({ step: 'dropAdd', p1: { hand: ['Tyran'], columns: [['Red Dragon', 'Blue Dragon'], ['Gigas'], ['Titan']] } });
    play(m, 'pass');
    expect(st(m).combos).toBe(0);
    expect(st(m).resolved).toBe(-1);
  });
});

describe('recover step', () => {
  const healColumn = [['Echidna', 'Siren', 'Mandrake'], ['Gigas'], ['Titan']]; // R1 B2 G2 Y1 H3: a heal combo
  it('a heal combo with fewer than 5 life adds the deck top to life', () => {
    const m = scenario({ step: 'dropAdd', p1: { hand: ['Tyran'], columns: healColumn, life: filler('Gigas', 3) } });
    play(m, 'pass');
    expect(st(m).comboKinds & (1 << 5)).toBeTruthy();
    expect(st(m).players[0]!.life).toHaveLength(4);
  });

  it('never goes above 5 life (heal cap)', () => {
    const m = scenario({ step: 'dropAdd', p1: { hand: ['Tyran'], columns: healColumn, deck: deckOf() } });
    play(m, 'pass');
    expect(st(m).comboKinds & (1 << 5)).toBeTruthy();
    expect(st(m).players[0]!.life).toHaveLength(5);
    expect(decisionOf(m).over).toBe(false);
  });
});
