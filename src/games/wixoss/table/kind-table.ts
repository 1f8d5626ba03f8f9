/**
 * A game's kind table (`WixossState.kinds`: the card ids its instances index) never changes, and the rules keep
 * their per-table answers ("does any card of this game have X", the definitions) keyed on the table object. A copy
 * of the state (a bot's determinized copy, every search iteration's, a JSON load) copies the table too, which would
 * make every such answer be found again; `kindTable` swaps an equal copy for the table last seen, so the copy hits.
 */
import type { WixossState } from '../state.js';

let shared: string[] | undefined;

/** `s.kinds`, as the one shared object when it is a copy of the table last seen (then stored back in `s`). */
export function kindTable(s: WixossState): string[] {
  const kinds = s.kinds;
  if (kinds === shared) return kinds;
  if (shared !== undefined && sameIds(kinds, shared)) return (s.kinds = shared);
  shared = kinds;
  return kinds;
}

function sameIds(a: string[], b: string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
