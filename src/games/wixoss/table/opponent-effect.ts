/**
 * "By the opponent's effect" (WX06 Tride, Munkarun, Shironakuji): whether the effect resolving now belongs to the
 * other player, and the constant `noBanishByOpp` ("this SIGNI cannot be banished by the opponent's effects").
 * A battle and rule processing (power 0 or less) are no effect: a SIGNI is banished by them as usual.
 */
import type { Seat } from '../../../engine/game.js';
import type { WixossState } from '../state.js';
import { conditionHolds } from './power.js';
import { constantsOf } from './lose-abilities.js';
import { resolvingTask } from './resolving.js';
import { kindsWithConstant } from './kinds.js';

const anyShield = kindsWithConstant((c) => Boolean(c.noBanishByOpp));

/** Whether the effect now resolving is an effect of `seat`'s opponent (its ability, spell, ARTS or Life Burst). */
export function byOpponentEffect(s: WixossState, seat: Seat): boolean {
  const top = resolvingTask(s);
  return top?.kind === 'effect' && top.seat !== seat;
}

/** Whether `inst` (on `seat`'s field) has a constant "cannot be banished by the opponent's effects" that holds now. */
export function shieldedFromOpponentBanish(s: WixossState, seat: Seat, inst: number): boolean {
  return anyShield(s) && constantsOf(s, inst).some((c) => c.noBanishByOpp && conditionHolds(s, seat, c.if, inst));
}
