/**
 * Constant abilities of a SIGNI that change the opponent's rules (WX05 Arc Energe, Original Spear): the opponent skips
 * their ener phase (`skipOppEner`), the opponent's banished SIGNI go to the trash instead of the ener zone
 * (`oppBanishToTrash`), each while its `if` holds.
 */
import type { Seat } from '../../../engine/game.js';
import type { Constant } from '../cards/types.js';
import { opponentOf } from '../../../engine/turn-order.js';
import { EMPTY, type WixossState } from '../state.js';
import { conditionHolds } from './power.js';
import { constantsOf } from './lose-abilities.js';
import { kindsWithConstant } from './kinds.js';

// Whether any card of the game has each constant (most games: none; every ener phase and banish asks).
const ANY = { skipOppEner: kindsWithConstant((c) => Boolean(c.skipOppEner)), oppBanishToTrash: kindsWithConstant((c) => Boolean(c.oppBanishToTrash)) };

/** Whether a SIGNI on `seat`'s field has a constant `key` whose condition holds now. */
function ownSigniHas(s: WixossState, seat: Seat, key: 'skipOppEner' | 'oppBanishToTrash'): boolean {
  if (!ANY[key](s)) return false;
  for (const inst of s.players[seat]!.signi) {
    if (inst === EMPTY) continue;
    const list: Constant[] | undefined = constantsOf(s, inst);
    if (list?.some((c) => c[key] && conditionHolds(s, seat, c.if, inst))) return true;
  }
  return false;
}

/** `seat` skips its ener phase: an opposing SIGNI says so. */
export function enerPhaseSkipped(s: WixossState, seat: Seat): boolean {
  return ownSigniHas(s, opponentOf(seat), 'skipOppEner');
}

/** `seat`'s banished SIGNI go to the trash: an opposing SIGNI says so. */
export function banishedToTrash(s: WixossState, seat: Seat): boolean {
  return ownSigniHas(s, opponentOf(seat), 'oppBanishToTrash');
}
