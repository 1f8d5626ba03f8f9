/**
 * The shortcuts the hot path takes (tables built once, choice texts without Activation objects, the state copy
 * for determinize) must agree with the plain definitions they replace, at every step of random games.
 */
import { randomDecider } from '../../../src/engine/deciders.js';
import { selfPlay } from '../../../src/engine/selfplay.js';
import { seedRng } from '../../../src/engine/rng.js';
import { game } from '../../../src/games/midrash/index.js';
import { activationChoices, activations, effectOfMove } from '../../../src/games/midrash/rules/activate.js';
import type { MidrashState } from '../../../src/games/midrash/state.js';
import { copyPlain as copyData } from '../../../src/engine/plain.js';
import { header } from './helpers.js';

/** Run random games of 1-4 seats, calling `check` on the state before every move. */
function eachStep(check: (state: MidrashState) => void): number {
  let steps = 0;
  const watched = { ...game, decision: (state: MidrashState) => { check(state); steps++; return game.decision(state); } };
  for (let i = 0; i < 24; i++) {
    const players = (i % 4) + 1;
    selfPlay(watched, header(players, `fast${i}`, i % 8 < 4 ? 'normal' : 'hard'), [randomDecider(seedRng(`r${i}`))]);
  }
  return steps;
}

describe('Midrash fast paths', () => {
  it('main-phase choice texts are exactly the choices of the listed activations, and each finds its effect by its place', () => {
    let compared = 0;
    eachStep((state) => {
      if (state.result || state.tasks.length > 0) return;
      expect(activationChoices(state, [])).toEqual(activations(state).map((a) => a.choice));
      // A use move finds its effect by its place (effectOfMove), without listing them all: the same effect.
      for (const a of activations(state)) expect(effectOfMove(state, a.choice)).toEqual({ key: a.key, effect: a.effect, slot: a.slot, card: a.card });
      compared++;
    });
    expect(compared).toBeGreaterThan(500);
  });

  it('copyData gives what a JSON round trip gives, as an independent copy', () => {
    let compared = 0;
    eachStep((state) => {
      if (compared++ % 5 > 0) return;
      const copy = copyData(state);
      expect(JSON.stringify(copy)).toBe(JSON.stringify(state)); // same members in the same order
      expect(copy.seats[0]!.slots[0]).not.toBe(state.seats[0]!.slots[0]);
    });
    expect(compared).toBeGreaterThan(1000);
    expect(copyData({ a: 1, b: undefined, c: [{ d: null }] })).toEqual({ a: 1, c: [{ d: null }] });
    expect(Object.keys(copyData({ b: 1, a: 2 }))).toEqual(['b', 'a']);
  });
});
