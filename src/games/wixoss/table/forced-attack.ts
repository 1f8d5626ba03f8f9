/** "Your opponent's SIGNI must attack if able" (Iona): a constant `oppMustAttack` on the opponent's LRIG or SIGNI. */
import { opponentOf } from '../../../engine/turn-order.js';
import type { Seat } from '../../../engine/game.js';
import { EMPTY, type WixossState } from '../state.js';
import { kindsWithConstant } from './kinds.js';
import { constantsOf } from './lose-abilities.js';

const kindsForce = kindsWithConstant((c) => Boolean(c.oppMustAttack));

/** Whether `seat`'s SIGNI must attack while any can (the SIGNI attack step then offers no `pass`). */
export function mustAttack(s: WixossState, seat: Seat): boolean {
  if (!kindsForce(s)) return false;
  const q = s.players[opponentOf(seat)]!;
  const lrig = q.lrig[q.lrig.length - 1];
  const forces = (inst: number | undefined) => inst !== undefined && inst !== EMPTY && constantsOf(s, inst).some((c) => c.oppMustAttack);
  return forces(lrig) || q.signi.some(forces);
}
