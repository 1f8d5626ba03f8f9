/** The EAT/PAINT message catalogue: `m()` is the current content language's texts (src/engine/i18n.ts). */
import { localized } from '../../../engine/i18n.js';
import { en } from './en.js';
import { zh } from './zh.js';

export const m = localized({ en, zh });

/** How texts name a seat: the player's name from the header. */
export function who(state: { sides: { name: string }[] }, seat: number): string {
  return state.sides[seat]?.name ?? `${seat + 1}`;
}
