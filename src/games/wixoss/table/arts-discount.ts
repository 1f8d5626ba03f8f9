/**
 * An ARTS that costs less for discards as it is used (data `lessByDiscard`: "you may discard up to `n` cards matching
 * `filter`; it costs `less` less for each"; WD12 Elusive, WD10 Dust-Free in All Directions): what it costs after some
 * discards, and the least it could cost now. Its question: rules/arts-discount.ts.
 */
import type { Seat } from '../../../engine/game.js';
import type { Color, Cost } from '../cards/types.js';
import type { WixossState } from '../state.js';
import { artsCost } from './arts-cost.js';
import { def } from './defs.js';
import { matches } from './filter.js';

/** `cost` less `less` for each of `n` discards (never below 0). */
export function lessByDiscards(cost: Cost | undefined, less: Cost, n: number): Cost | undefined {
  if (!cost || n === 0) return cost;
  const out: Cost = { ...cost };
  for (const color in less) out[color as Color] = Math.max(0, (out[color as Color] ?? 0) - less[color as Color]! * n);
  return out;
}

/** What the ARTS `inst` asks now after `discarded` discards. */
export function costAfterDiscards(s: WixossState, seat: Seat, inst: number, discarded: number): Cost | undefined {
  const option = def(s, inst).effects?.lessByDiscard;
  const cost = artsCost(s, seat, inst);
  return option ? lessByDiscards(cost, option.less, discarded) : cost;
}

/**
 * The least `seat` could pay for the ARTS now: with as many of its cost-lowering discards as the hand allows.
 * `publicly`: as the other seats can tell, counting every hand card as one that may be discarded.
 */
export function leastArtsCost(s: WixossState, seat: Seat, inst: number, publicly = false, d = def(s, inst)): Cost | undefined {
  const option = d.effects?.lessByDiscard;
  if (!option) return artsCost(s, seat, inst, d);
  const hand = s.players[seat]!.hand;
  const fitting = publicly ? hand.length : hand.filter((i) => matches(s, i, option.filter)).length;
  return costAfterDiscards(s, seat, inst, Math.min(fitting, option.n ?? 1));
}
