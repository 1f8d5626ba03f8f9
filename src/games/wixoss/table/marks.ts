/**
 * What the "until end of turn" marks effects leave on cards (`s.mods`) allow now: a free use from the trash (WD08
 * Umr=Fyra, cards/ops-free-act.ts), a guard (cards/ops-guard.ts), a crush of life cloth (cards/ops-life.ts).
 */
import type { Seat } from '../../../engine/game.js';
import type { WixossState } from '../state.js';
import { def } from './defs.js';

/** Whether the next use of `inst`'s abilities from the trash costs nothing. */
export function freeAct(s: WixossState, inst: number): boolean {
  return s.mods.length > 0 && s.mods.some((mod) => mod.inst === inst && mod.freeAct);
}

/** Whether `seat` may guard with the card `inst` this turn (effects may forbid low-level guards). */
export function guardAllowed(s: WixossState, seat: Seat, inst: number): boolean {
  const lrig = s.players[seat]!.lrig;
  for (const mod of s.mods) if (mod.noGuardMax !== undefined && lrig.includes(mod.inst) && def(s, inst).level <= mod.noGuardMax) return false;
  return true;
}

/** Whether `seat`'s life cloth cannot be crushed this turn (a `noCrush` mark on its LRIG). */
export function lifeProtected(s: WixossState, seat: Seat): boolean {
  if (s.mods.length === 0) return false;
  const lrig = s.players[seat]!.lrig;
  return s.mods.some((mod) => mod.noCrush && lrig.includes(mod.inst));
}
