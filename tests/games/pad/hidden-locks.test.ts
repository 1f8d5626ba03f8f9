/** Moves whose outcome shows the mover something hidden are locked against undo (soak seeds soak-pool-3422 and others). */
import { choices, decider, play, scenario, st } from './helpers.js';

const team = ["Lil' Black Dragon", "Lil' Red Dragon", 'Tyrra', 'Pierdra', 'Golden Egg'];

describe('undo locks after a move of the other seat', () => {
  it('discarding to Poison Mist is locked when the player then has nothing else to do in the main phase', () => {
    // The player's main phase is asked even with only "puzzle" left (issue 41: ending by itself would tell the
    // discarding opponent the hand holds nothing usable); reaching the other seat's question still locks the discard.
    const m = scenario({ p1: { team, hand: ['Poison Mist'] }, p2: { hand: ['Titan', 'Gigas'] } });
    play(m, 'skill 1');
    expect(decider(m)).toBe(1);
    play(m, 'discard 1');
    expect(decider(m)).toBe(0);
    expect(choices(m)).toEqual(['puzzle']);
    expect(st(m).step).toBe('main');
    expect(m.moves[m.moves.length - 1]).toEqual({ seat: 1, choice: 'discard 1', locked: true });
  });

  it('the same discard is locked when the player is asked again in the main phase (being asked shows a usable card)', () => {
    const m = scenario({ p1: { team, hand: ['Poison Mist', 'Poison Mist'] }, p2: { hand: ['Titan', 'Gigas'] } });
    play(m, 'skill 1', 'discard 1');
    expect(decider(m)).toBe(0);
    expect(choices(m)).toEqual(['skill 1', 'puzzle']);
    expect(m.moves[m.moves.length - 1]).toEqual({ seat: 1, choice: 'discard 1', locked: true });
  });

  it('using Poison Mist itself is locked: the opponent is asked next', () => {
    const m = scenario({ p1: { team, hand: ['Poison Mist'] }, p2: { hand: ['Titan', 'Gigas'] } });
    play(m, 'skill 1');
    expect(m.moves[m.moves.length - 1]).toEqual({ seat: 0, choice: 'skill 1', locked: true });
  });

  it("a move followed by the mover's own next question stays unlocked", () => {
    const m = scenario({ p1: { team, hand: ['Tyran', 'Poison Mist'] }, p2: { hand: ['Titan', 'Gigas'] } });
    play(m, 'evolve 1 on 3');
    expect(decider(m)).toBe(0);
    expect(m.moves[m.moves.length - 1]).toEqual({ seat: 0, choice: 'evolve 1 on 3', locked: false });
  });
});
