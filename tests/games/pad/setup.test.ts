import { decisionOf, startMatch } from '../../../src/engine/match.js';
import { game } from '../../../src/games/pad/index.js';
import type { PadState } from '../../../src/games/pad/state.js';
import { choices, names, play } from './helpers.js';

const header = (seed: string, first?: number) => ({
  game: 'pad', version: '1', players: ['Ann', 'Bob'], seed, first, decks: ['fire-dark', 'water-wood-light'], options: {}, orders: {},
});

describe('setup', () => {
  it('puts the team in play and deals 5 life, 5 hand cards and 1 card per drop column', () => {
    const m = startMatch(game, header('a', 0));
    const s = m.state as PadState;
    for (const p of s.players) {
      expect(p.stacks.map((x) => x.length)).toEqual([1, 1, 1, 1, 1]);
      expect(p.tapped).toEqual([false, false, false, false, false]);
      expect(p.life).toHaveLength(5);
      expect(p.hand).toHaveLength(5);
      expect(p.columns.map((c) => c.length)).toEqual([1, 1, 1]);
      expect(p.deck).toHaveLength(40 - 13);
    }
    expect(names(s.players[0]!.stacks.map((x) => x[0]!))).toEqual(["Lil' Red Dragon", "Lil' Black Dragon", 'Tyrra', 'Pierdra', 'Golden Egg']);
  });

  it('flips a seeded coin for the first player unless one is given', () => {
    const firsts = new Set(Array.from({ length: 12 }, (_, i) => (startMatch(game, header(`flip${i}`)).state as PadState).first));
    expect(firsts).toEqual(new Set([0, 1]));
    expect((startMatch(game, header('x', 1)).state as PadState).first).toBe(1);
    expect((startMatch(game, header('x')).state as PadState).first).toBe((startMatch(game, header('x')).state as PadState).first);
  });

  it('lets the first player, then the second, swap hand cards with column cards, each column once', () => {
    const m = startMatch(game, header('swap', 1));
    const s = m.state as PadState;
    expect(decisionOf(m)).toMatchObject({ seat: 1 });
    const hand0 = s.players[1]!.hand[0]!;
    const col0 = s.players[1]!.columns[1]![0]!;
    play(m, 'swap 1 with 2');
    expect(s.players[1]!.columns[1]).toEqual([hand0]);
    expect(s.players[1]!.hand[0]).toBe(col0);
    expect(choices(m).some((c) => c.endsWith('with 2'))).toBe(false);
    expect(choices(m)).toContain('swap 1 with 3');
    play(m, 'done');
    expect(decisionOf(m)).toMatchObject({ seat: 0 });
    play(m, 'done');
    // The first player's first turn: draw, then the main phase.
    expect(s.turn).toBe(1);
    expect(s.seat).toBe(1);
    expect(s.players[1]!.hand).toHaveLength(6);
    expect(s.step).toBe('main');
  });
});
