/** Midrash's texts in the content language: `m().ev.sets(...)`. */
import { localized } from '../../../engine/i18n.js';
import { en } from './en.js';
import { zh } from './zh.js';

export const m = localized({ en, zh });
export type { Messages } from './en.js';

/** A seat as the texts name it: its player's name (P1, P2… unless `--name` gave another). */
export const who = (state: { names: readonly string[] }, seat: number): string => state.names[seat] ?? `P${seat + 1}`;
