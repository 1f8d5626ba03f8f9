/**
 * Where a SIGNI may be placed: the one rule every placement uses (a summon from hand, a Resona's play, and every
 * effect that puts a SIGNI onto the field from the deck, the trash, the ener zone or the hand). A constant
 * `placeInFront` (Code Maze) makes the opponent place in front of it while that zone is free; with several, in
 * front of any of them; once those zones are taken, anywhere. Its owner is not bound.
 */
import { opponentOf } from '../../../engine/turn-order.js';
import type { Seat } from '../../../engine/game.js';
import { EMPTY, type WixossState } from '../state.js';
import { kindsWithConstant } from './kinds.js';
import { anyLrigSets } from './field-limits.js';
import { constantsOf } from './lose-abilities.js';

/** Whether any card of this game has a `placeInFront` constant (most games: none, and the rule costs nothing). */
const kindsPlace = kindsWithConstant((c) => Boolean(c.placeInFront));

/** The empty zones (0-based) of `seat` a SIGNI may be placed in now. */
export function placementZones(s: WixossState, seat: Seat): number[] {
  const mine = s.players[seat]!.signi;
  // WX04 Iona, Ultima/Maiden: one SIGNI each while it is on the field.
  if (anyLrigSets(s, 'oneSigniEach') && mine.some((inst) => inst !== EMPTY)) return [];
  const open: number[] = [];
  for (let z = 0; z < mine.length; z++) if (mine[z] === EMPTY) open.push(z);
  if (open.length === 0 || !kindsPlace(s)) return open;
  const theirs = s.players[opponentOf(seat)]!.signi;
  const forced = open.filter((z) => theirs[z] !== EMPTY && constantsOf(s, theirs[z]!).some((c) => c.placeInFront));
  return forced.length > 0 ? forced : open;
}
