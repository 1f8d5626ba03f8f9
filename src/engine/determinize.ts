/**
 * A sample of the state as `seat` could imagine it. The game resamples the hidden cards; the engine also replaces
 * the RNG, since the true RNG state would tell a bot how every future shuffle falls.
 */
import type { AnyGame, BaseState, Seat } from './game.js';
import { nextUint32, type RngState } from './rng.js';

export function determinizeFor<S extends BaseState>(game: AnyGame, state: S, seat: Seat, rng: RngState): S {
  const copy = game.determinize(state, seat, rng) as S;
  copy.rng = { words: [nextUint32(rng), nextUint32(rng), nextUint32(rng), nextUint32(rng)] };
  copy.events = [];
  return copy;
}
