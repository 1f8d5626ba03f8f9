/** Midrash's texts in the content language: `m().ev.sets(...)`. */
import { localized } from '../../../engine/i18n.js';
import { en } from './en.js';
import { zh } from './zh.js';

export const m = localized({ en, zh });
export type { Messages } from './en.js';
