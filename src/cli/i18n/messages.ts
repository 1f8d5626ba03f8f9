/**
 * Every text the CLI itself prints, in English and Simplified Chinese. Keys are typed: `zh` must have exactly the
 * keys of `en` (the compiler checks the shape, tests/cli/i18n.test.ts the key lists). Messages with parameters are
 * functions. Move notation (`summon 3 2`), log files and `--json` keys never go through here: they are the same in
 * every language. Game content has its own catalogues (src/engine/i18n.ts), engine errors src/engine/messages.ts.
 */
import type { Lang } from './lang.js';
import { en, type Messages } from './messages-en.js';
import { zh } from './messages-zh.js';

export { en, zh, type Messages };

export const CATALOGUE: Record<Lang, Messages> = { en, zh };
