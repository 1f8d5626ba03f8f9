/**
 * [Cross]: a SIGNI whose data names a partner and a side (`effects.cross`) is crossed while that partner stands in the
 * next SIGNI zone on that side. Both SIGNI of such a pair are crossed (ruling: the partner too, icon or not). Zones
 * read left to right as their owner sees them: zone 1 is the leftmost. Crossing is looked at, never stored.
 */
import type { Seat } from '../../../engine/game.js';
import { sameName, type IndexedCard } from '../cards/db.js';
import { EMPTY, type WixossState } from '../state.js';
import { def } from './defs.js';

/** Whether the card has the [Cross] icon (a filter's `hasCross`). */
export function hasCrossIcon(d: IndexedCard): boolean {
  return d.effects?.cross !== undefined;
}

/** Whether the SIGNI in zones `left` and `left + 1` of one field form a cross pair, by either card's icon. */
function pairAt(s: WixossState, signi: number[], left: number): boolean {
  const a = signi[left]!;
  const b = signi[left + 1]!;
  if (a === EMPTY || b === EMPTY || a === undefined || b === undefined) return false;
  const da = def(s, a);
  const db = def(s, b);
  const ca = da.effects?.cross;
  const cb = db.effects?.cross;
  return (ca !== undefined && ca.side === 'left' && sameName(db.id, ca.partner))
    || (cb !== undefined && cb.side === 'right' && sameName(da.id, cb.partner));
}

/** The zones of `seat`'s cross pairs, each as [left zone, right zone]. */
export function crossPairs(s: WixossState, seat: Seat): [number, number][] {
  const signi = s.players[seat]!.signi;
  const pairs: [number, number][] = [];
  for (let z = 0; z + 1 < signi.length; z++) if (pairAt(s, signi, z)) pairs.push([z, z + 1]);
  return pairs;
}

/** The zones (0-based) of the SIGNI that `seat`'s SIGNI in `zone` is crossed with (the board names them). */
export function crossPartners(s: WixossState, seat: Seat, zone: number): number[] {
  return crossPairs(s, seat).flatMap(([left, right]) => (left === zone ? [right] : right === zone ? [left] : []));
}

/** Whether `seat`'s SIGNI in `zone` is crossed. */
export function crossedAt(s: WixossState, seat: Seat, zone: number): boolean {
  const signi = s.players[seat]!.signi;
  return (zone > 0 && pairAt(s, signi, zone - 1)) || (zone + 1 < signi.length && pairAt(s, signi, zone));
}

/** Whether the card instance `inst` is one of `seat`'s crossed SIGNI. */
export function isCrossed(s: WixossState, seat: Seat, inst: number): boolean {
  const zone = s.players[seat]!.signi.indexOf(inst);
  return zone >= 0 && crossedAt(s, seat, zone);
}

/** Whether `seat` has a crossed SIGNI ("if you have a crossed SIGNI"). */
export function anyCrossed(s: WixossState, seat: Seat): boolean {
  return crossPairs(s, seat).length > 0;
}

/**
 * [Heaven] of an attack by `seat`'s SIGNI in `zone`: each cross pair it belongs to whose SIGNI are all down now (the
 * attacker was just downed) heavens, as the card instances of the pair.
 */
export function heavenPairs(s: WixossState, seat: Seat, zone: number): number[][] {
  const p = s.players[seat]!;
  return crossPairs(s, seat)
    .filter(([left, right]) => (left === zone || right === zone) && p.signiDown[left] && p.signiDown[right])
    .map(([left, right]) => [p.signi[left]!, p.signi[right]!]);
}
