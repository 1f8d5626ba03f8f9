/**
 * The view as programs read it (protocol observations, a program bot's `decide`, the library), one convention for
 * every game (docs/protocol.md, "The view"): seats numbered from 1 as players see them, cards by catalogue id (the
 * ids `cardref cards <game> --json` prints), and a zone hidden from the viewer as a count: `<zone>` is its list when
 * the viewer may see it and null otherwise, `<zone>Count` is always there. A game's `viewData` builds it from its
 * own view (the one its board is drawn from), so it hides what that view hides.
 */
import type { Seat } from './game.js';

export type ViewData = Record<string, unknown>;

/** A 0-based engine seat as users number it. */
export const seatNumber = (seat: Seat): number => seat + 1;

/** `{ hand: [...] | null, handCount: n }` for key `hand`: the list only when shown. */
export function zoneData<K extends string>(key: K, shown: readonly string[] | null, count: number): Record<K, string[] | null> & Record<`${K}Count`, number> {
  return { [key]: shown ? [...shown] : null, [`${key}Count`]: count } as Record<K, string[] | null> & Record<`${K}Count`, number>;
}
