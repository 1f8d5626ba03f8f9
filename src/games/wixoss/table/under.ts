/**
 * Cards under a SIGNI (WX05 Uranium): an effect may put several cards face up under a SIGNI (everyone sees them;
 * a Charm is the one card that lies face down). "Each card under this SIGNI" counts both: its face-up cards and
 * its Charm. These are the queries; moving the cards is rules/under.ts.
 */
import type { Seat } from '../../../engine/game.js';
import { EMPTY, type WixossState } from '../state.js';
import { charmAt } from './charm.js';

/** The face-up cards under `seat`'s SIGNI in `zone` (0-based), in the order they were put. */
export function stackAt(s: WixossState, seat: Seat, zone: number): readonly number[] {
  return s.players[seat]!.under?.[zone] ?? [];
}

/** How many cards lie under the SIGNI `inst` of `seat` (its face-up cards and its Charm); 0 off the field. */
export function cardsUnder(s: WixossState, seat: Seat, inst: number): number {
  const z = s.players[seat]!.signi.indexOf(inst);
  if (z < 0) return 0;
  return stackAt(s, seat, z).length + (charmAt(s, seat, z) === EMPTY ? 0 : 1);
}

/** `seat`'s face-up cards under SIGNI, zone by zone (the zone's own list for `declareZones`). */
export function stacksOf(s: WixossState, seat: Seat): number[] {
  return (s.players[seat]!.under ?? []).flat();
}
