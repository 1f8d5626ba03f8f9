/** "Banish one of your other <Ancient Weapon> SIGNI" as a cost (WX05 Code Anti Marsface): which SIGNI may pay it. */
import type { Seat } from '../../../engine/game.js';
import type { CardFilter } from '../cards/types.js';
import { EMPTY, type WixossState } from '../state.js';
import { def } from './defs.js';
import { fits } from './filter.js';
import { cannotBeBanished } from './no-banish.js';

/** `seat`'s SIGNI zones (0-based) whose SIGNI may be banished to pay the cost (`other`: not `self`); one that cannot be banished may not. */
export function banishCostZones(s: WixossState, seat: Seat, filter: CardFilter | undefined, other: boolean, self: number): number[] {
  const out: number[] = [];
  s.players[seat]!.signi.forEach((inst, z) => {
    if (inst !== EMPTY && !(other && inst === self) && fits(def(s, inst), filter) && !cannotBeBanished(s, inst)) out.push(z);
  });
  return out;
}
