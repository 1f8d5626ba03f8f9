/**
 * Charm (WX04 on): a card put face down under a SIGNI, at most one per SIGNI. Its owner knows it, the opponent sees
 * only that there is one (view.ts declares the zone). These are the queries; moving cards is rules/charm.ts.
 */
import type { Seat } from '../../../engine/game.js';
import { EMPTY, type WixossState } from '../state.js';

/** The Charm under `seat`'s SIGNI in `zone` (0-based), or EMPTY. */
export function charmAt(s: WixossState, seat: Seat, zone: number): number {
  return s.players[seat]!.charm?.[zone] ?? EMPTY;
}

/** Whether the SIGNI `inst` (on its owner's field) has a Charm. */
export function hasCharm(s: WixossState, inst: number): boolean {
  for (const p of s.players) {
    if (!p.charm) continue;
    const z = p.signi.indexOf(inst);
    if (z >= 0) return p.charm[z] !== EMPTY;
  }
  return false;
}

/** `seat`'s SIGNI zones (0-based) whose SIGNI has a Charm. */
export function zonesWithCharm(s: WixossState, seat: Seat): number[] {
  const p = s.players[seat]!;
  const out: number[] = [];
  for (let z = 0; z < p.signi.length; z++) if (p.signi[z] !== EMPTY && charmAt(s, seat, z) !== EMPTY) out.push(z);
  return out;
}

/** `seat`'s Charms, wherever they lie (the zone's own list for `declareZones`). */
export function charmsOf(s: WixossState, seat: Seat): number[] {
  return (s.players[seat]!.charm ?? []).filter((inst) => inst !== EMPTY);
}
