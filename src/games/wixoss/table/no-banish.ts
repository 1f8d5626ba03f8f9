/** "Cannot be banished" until end of turn (WX05 Lucky Guard): the keyword `noBanish` gained by a SIGNI. */
import type { WixossState } from '../state.js';

export function cannotBeBanished(s: WixossState, inst: number): boolean {
  return s.mods.length > 0 && s.mods.some((mod) => mod.inst === inst && mod.kw === 'noBanish');
}
