/**
 * The shortcuts that make self-play fast must not change anything: the copy bots take of a state, the question kept
 * between `decision` and `apply`, the choice lists shared between decisions, and the card facts derived once.
 */
import { decisionOf, playChoice, startMatch, type Match } from '../../../src/engine/match.js';
import { randomInt, seedRng } from '../../../src/engine/rng.js';
import { copyPlain } from '../../../src/engine/plain.js';
import { game } from '../../../src/games/pad/index.js';
import { MOVES } from '../../../src/games/pad/moves.js';
import type { PadState } from '../../../src/games/pad/state.js';

const header = (seed: string) => ({
  game: 'pad', version: '1', players: ['Ann', 'Bob'], seed, decks: ['fire-dark', 'water-wood-light'], options: {}, orders: {},
});

/** Play random moves, calling `each` before every one. */
function randomGame(seed: string, each: (m: Match, step: number) => void): Match {
  const m = startMatch(game, header(seed));
  const rng = seedRng(`moves ${seed}`);
  for (let step = 0; step < 3000; step++) {
    const d = decisionOf(m);
    if (d.over) break;
    each(m, step);
    playChoice(m, d.choices[randomInt(rng, d.choices.length)]!);
  }
  return m;
}

describe('fast paths', () => {
  it('the copy determinize takes (copyPlain) is a deep copy equal to structuredClone, sharing nothing that changes', () => {
    randomGame('copy', (m) => {
      const s = m.state as PadState;
      const copy = copyPlain(s);
      expect(copy).toEqual(structuredClone(s));
      expect(JSON.stringify(copy)).toBe(JSON.stringify(s));
      copy.players[0]!.hand.push(99);
      copy.players[1]!.columns[0]!.push(99);
      copy.rng.words[0]++;
      copy.declared[0] = !copy.declared[0];
      for (const t of copy.tasks) if (t.kind === 'order') t.groups[0]!.pop();
      expect(s.players[0]!.hand).not.toContain(99);
      expect(s.players[1]!.columns[0]).not.toContain(99);
      expect(JSON.stringify(s)).not.toBe(JSON.stringify(copy));
    });
  });

  it('the copy copies stacked deck orders', () => {
    const s = startMatch(game, header('stacked')).state as PadState;
    s.rng.stacked = { '1': [['B01-001', 'B01-002']] };
    const copy = copyPlain(s);
    expect(copy.rng).toEqual(s.rng);
    copy.rng.stacked!['1']![0]!.pop();
    expect(s.rng.stacked['1']![0]).toHaveLength(2);
  });

  it('a copy taken before a move still gets its own question after the original moved on', () => {
    let kept: { copy: PadState; decision: unknown } | null = null;
    randomGame('kept question', (m) => {
      // The original moved on since the copy was taken (and its question was asked again, then answered).
      if (kept) expect(game.decision(kept.copy)).toEqual(kept.decision);
      kept = { copy: structuredClone(m.state) as PadState, decision: structuredClone(decisionOf(m)) };
    });
  });

  it('the kept question belongs to one state object: a resampled copy at the same move gets its own', () => {
    let differs = 0;
    randomGame('same move', (m) => {
      const d = decisionOf(m);
      if (d.over) return;
      // Resampled for the other seat, the deciding seat's hand changes, and so may its question.
      const other = game.decision(game.determinize(m.state as PadState, 1 - d.seat, seedRng('other')));
      if (JSON.stringify(other) !== JSON.stringify(d)) differs++;
      expect(decisionOf(m)).toEqual(d);
    });
    expect(differs).toBeGreaterThan(0);
  });

  it('shared choice lists are frozen, so no caller can change them for later decisions', () => {
    let shared = 0;
    randomGame('frozen', (m) => {
      const d = decisionOf(m);
      if (!d.over && Object.isFrozen(d.choices)) {
        shared++;
        expect(() => (d.choices as string[]).push('x')).toThrow();
      }
    });
    expect(shared).toBeGreaterThan(0);
  });

  it('the rules read a move through the table: one parse per text, shared (the same frozen object each time)', () => {
    expect(MOVES.argsOf('guard 12 3', 'guard')).toEqual({ attacker: 12, monster: 3 });
    expect(MOVES.parse('evolve 2 on 4')).toBe(MOVES.parse('evolve 2 on 4'));
    expect(MOVES.argsOf('pay auto', 'pay')).toBeUndefined();
  });
});
