/** What an ARTS that may cost less for a discard costs, and whether it can be paid (WD12 Elusive; its question: rules/arts-discount.ts). */
import type { Seat } from '../../../engine/game.js';
import type { Color, Cost } from '../cards/types.js';
import type { WixossState } from '../state.js';
import { distinctIndexes } from './choices.js';
import { def } from './defs.js';
import { fits } from './filter.js';
import { canPay } from './payment.js';

/** `cost` less the ARTS's discount (never below 0). */
export function discounted(s: WixossState, inst: number, cost: Cost | undefined): Cost {
  const less: Cost = { ...cost };
  const off = def(s, inst).effects?.lessByDiscard?.cost ?? {};
  for (const color in off) {
    const c = color as Color;
    if (less[c] !== undefined) less[c] = Math.max(0, less[c]! - off[c]!);
  }
  return less;
}

export function handFits(s: WixossState, seat: Seat, inst: number): number[] {
  const filter = def(s, inst).effects?.lessByDiscard?.filter;
  return distinctIndexes(s, s.players[seat]!.hand, (card) => fits(def(s, card), filter));
}

/**
 * Whether `seat` may pay for the ARTS `inst` costing `cost`: in full, or less after a discard. The discount counts
 * while the hand holds any card (not only a matching one): whether the ARTS is offered must not tell the opponent
 * what the hand holds. The question then offers `skip`, which takes the ARTS back when it cannot be paid at all.
 */
export function discountPayable(s: WixossState, seat: Seat, inst: number, cost: Cost | undefined): boolean {
  if (canPay(s, seat, cost)) return true;
  return def(s, inst).effects?.lessByDiscard !== undefined && s.players[seat]!.hand.length > 0 && canPay(s, seat, discounted(s, inst, cost));
}
