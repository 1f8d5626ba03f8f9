/** PAD's move table (moves.ts): the log's notation read and written back, a wrong shape answered with the usage line. */
import { playChoice } from '../../../src/engine/match.js';
import { MOVES } from '../../../src/games/pad/moves.js';
import { game } from '../../../src/games/pad/index.js';
import { scenario } from './helpers.js';

describe('PAD move table', () => {
  it.each([
    ['evolve 2 on 4', { verb: 'evolve on', args: { hand: 2, monster: 4 } }],
    ['swap 1 with 3', { verb: 'swap with', args: { hand: 1, column: 3 } }],
    ['deck to 2', { verb: 'deck to', args: { column: 2 } }],
    ['drop 5 to 1', { verb: 'drop to', args: { hand: 5, column: 1 } }],
    ['pay 2 1', { verb: 'pay', args: { column: 2, position: 1 } }],
    ['pay auto', { verb: 'pay auto', args: {} }],
    ['attack all', { verb: 'attack all', args: {} }],
    ['attack 3', { verb: 'attack', args: { monster: 3 } }],
    ['guard 2 5', { verb: 'guard', args: { attacker: 2, monster: 5 } }],
    ['orb 3 2', { verb: 'orb', args: { column: 3, position: 2 } }],
    ['pick 12', { verb: 'pick', args: { card: 12 } }],
    ['ability 2', { verb: 'ability', args: { monster: 2 } }],
  ])('%s reads as its verb and arguments, and writes back as the log has it', (text, move) => {
    expect(MOVES.parse(text)).toEqual(move);
    expect(MOVES.write(MOVES.parse(text)!)).toBe(text);
  });

  it('a known verb in a wrong shape is answered with how it is written', () => {
    const m = scenario({ p1: { hand: ['Rubylit', 'Minerva'] } });
    expect(() => playChoice(m, 'evolve 2')).toThrow(/the move is written "evolve <hand> on <monster>"/);
    expect(() => playChoice(m, 'attack')).toThrow(/the move is written "attack <monster> \/ attack all"/);
  });

  it('a hand card is named to its owner only (the table picks the secret form for every other seat)', () => {
    const m = scenario({ p1: { hand: ['Rubylit', 'Minerva'] }, p2: { hand: ['Minerva'] } });
    expect(game.describe(m.state, 'skill 1')).toBe('Rubylit: Evolve 1 fire monster from your hand, paying 1 less.');
    expect(game.describe(m.state, 'skill 1', 0)).toBe('Rubylit: Evolve 1 fire monster from your hand, paying 1 less.');
    expect(game.describe(m.state, 'skill 1', 1)).toBe('use card 1');
    expect(game.describe(m.state, 'skill 1', null)).toBe('use card 1');
    // The mover is the seat that answers: seat 2's own hand card 1 is named to seat 2 when it moves.
    expect(MOVES.describe(m.state, 'skill 1', 1, 1)).toMatch(/^Minerva: /);
    expect(MOVES.describe(m.state, 'skill 1', 1, 0)).toBe('use card 1');
  });

  it('a guard-step ability says whose it is (it was shown as its bare text)', () => {
    const m = scenario();
    expect(game.describe(m.state, 'ability 1')).toBe("use the guard-step ability of Lil' Red Dragon (monster 1)");
  });
});
