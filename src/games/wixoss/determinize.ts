/**
 * Resample what `seat` cannot see: the opponent's hand, deck and life cloth (one pool of unknown cards), the
 * opponent's LRIG deck order, and the order of `seat`'s own deck and life cloth. Zone sizes stay the same.
 */
import { resampleHidden } from '../../engine/chance.js';
import type { Seat } from '../../engine/game.js';
import { nextUint32, type RngState } from '../../engine/rng.js';
import { cloneState, other, type WixossState } from './state.js';

// Sorted by instance before the shuffle (resampleHidden), as the sample must not depend on where the cards are.
const byInstance = (a: number, b: number) => a - b;
const redistribute = (rng: RngState, zones: number[][]) => resampleHidden(rng, zones, byInstance);

/** While a seat is looking at its own deck (search, reorder), its deck is known to it and must not move. */
function looksAtOwnDeck(s: WixossState, seat: Seat): boolean {
  return s.tasks.some((t) => t.k === 'effect' && t.seat === seat);
}

export function determinizeState(s: WixossState, seat: Seat, rng: RngState): WixossState {
  const copy = cloneState(s);
  const opp = copy.players[other(seat)]!;
  const me = copy.players[seat]!;
  // A hand being shown to `seat` right now (an effect of `seat` resolving) stays as it is.
  const oppZones = looksAtOwnDeck(s, seat) ? [opp.deck, opp.life] : [opp.hand, opp.deck, opp.life, opp.mull];
  redistribute(rng, oppZones);
  redistribute(rng, [opp.lrigDeck]);
  if (!looksAtOwnDeck(s, seat)) redistribute(rng, [me.deck, me.life]);
  // The copy must not predict the real future shuffles either.
  copy.rng = { s: [nextUint32(rng), nextUint32(rng), nextUint32(rng), nextUint32(rng) | 1] };
  return copy;
}
