/**
 * EAT/PAINT's `turnSeat` (docs/bots.md, "EAT/PAINT: rollouts to the next turn"): a defender's trap window is an
 * answer inside the attacker's turn, so the search's `cycle` rollouts score a leaf at the searching seat's next
 * turn, not at its next decision after the trap window, half a turn early.
 */
import type { AnyGame } from '../../../src/engine/game.js';
import { decisionOf } from '../../../src/engine/match.js';
import { MctsSearch } from '../../../src/engine/mcts.js';
import { seedRng } from '../../../src/engine/rng.js';
import { game } from '../../../src/games/eatpaint/index.js';
import type { EpState } from '../../../src/games/eatpaint/state.js';
import { energy, midGame, play, seatToDecide, setSide, st } from './helpers.js';

/** P1 (seat 0), on turn 3, can attack with a Meteor Shower into P2's face-down trap. */
function attackIntoTrap() {
  const m = midGame(['sabil-apra', 'himeria-kasis']);
  setSide(m, 0, { hand: ['meteor'], energy: energy('bara', 'kaikyu'), trash: ['meteor'] });
  setSide(m, 1, { traps: ['asatsuyu'], life: 10, rest: false });
  return m;
}

/** The turns of the leaves a search from `m` scores (widening 0: `evaluate` ranks no moves, it only scores). */
function leafTurns(searched: AnyGame, m: ReturnType<typeof attackIntoTrap>): number[] {
  const turns: number[] = [];
  const scoring = Object.create(searched, {
    evaluate: { value: (s: EpState, seat: number) => { if (s !== m.state) turns.push(s.turn); return game.evaluate!(s, seat); } },
  }) as AnyGame;
  const decision = decisionOf(m);
  if (decision.over) throw new Error('game over');
  new MctsSearch({ game: scoring, state: m.state, decision, seats: 2, match: m }, seedRng('turn-seat'), { iterations: 60, widening: 0 }).run();
  return turns;
}

describe('eatpaint turnSeat', () => {
  it('is the attacker while the defender answers in the trap window', () => {
    const m = attackIntoTrap();
    play(m, 'play 1', 'pay 2');
    expect(seatToDecide(m)).toBe(1);
    expect(game.turnSeat!(m.state)).toBe(0);
  });

  it("the search scores its rollouts at the searching seat's next turn, past the opponent's trap window", () => {
    const m = attackIntoTrap();
    const turn = st(m).turn;
    const withHook = leafTurns(game as AnyGame, m);
    expect(withHook.length).toBeGreaterThan(0);
    expect(withHook.filter((t) => t === turn)).toEqual([]);
    // Without the hook a rollout ends when P1 decides again after the trap window, in this same turn.
    const counted = leafTurns(Object.create(game, { turnSeat: { value: undefined } }) as AnyGame, m);
    expect(counted.filter((t) => t === turn).length).toBeGreaterThan(0);
  });
});
