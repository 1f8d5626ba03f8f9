/** The PAD message catalogue: `m()` is the current content language's texts (src/engine/i18n.ts). */
import { localized } from '../../../engine/i18n.js';
import { en } from './en.js';
import { zh } from './zh.js';

export const m = localized({ en, zh });
