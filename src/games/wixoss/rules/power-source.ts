/** WX05 Lion, Phantom Beast Deity (table/power-lock.ts): each power change an effect makes is noted with the seat whose effect it is. */
import type { Seat } from '../../../engine/game.js';
import type { WixossState } from '../state.js';
import { anyPowerLock } from '../table/power-lock.js';

/** Note `seat` on the power changes made since mod `from` (only in games with such a card). */
export function notePowerSource(s: WixossState, seat: Seat, from: number): void {
  if (s.mods.length <= from || !anyPowerLock(s)) return;
  for (let k = from; k < s.mods.length; k++) {
    const mod = s.mods[k]!;
    if ((mod.add !== undefined || mod.set !== undefined) && mod.by === undefined) mod.by = seat;
  }
}
