/**
 * "For each ..." counts of power changes (issue 46): "+1000 for each level of your other <Dragon Beast> SIGNI",
 * "+4000 for each of the opponent's SIGNI", "all opposing SIGNI get -1000 for each of your <Poison Fang> SIGNI".
 */
import { opponentOf } from '../../../engine/turn-order.js';
import type { Seat } from '../../../engine/game.js';
import type { PowerPer } from '../cards/types.js';
import { EMPTY, type WixossState } from '../state.js';
import { def } from './defs.js';
import { fits } from './filter.js';
import { cardsUnder } from './under.js';

/** How many SIGNI of `per.side` (seen from `seat`; default `seat`'s own) match, or the sum of their levels; `other` leaves `self` out. */
export function perCount(s: WixossState, seat: Seat, per: PowerPer, self: number): number {
  if (per.under) return cardsUnder(s, seat, self);
  const signi = s.players[per.side === 'opponent' ? opponentOf(seat) : seat]!.signi;
  let n = 0;
  for (const inst of signi) {
    if (inst === EMPTY || (per.other && inst === self)) continue;
    const d = def(s, inst);
    if (fits(d, per.filter)) n += per.levels ? d.level : 1;
  }
  return n;
}
