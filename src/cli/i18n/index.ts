/**
 * The CLI's current language and its messages. `main` sets the language once, before building the program;
 * everything in src/cli reads its texts through `t()`, so a message is never printed in a language by accident.
 */
import { CATALOGUE, type Messages } from './messages.js';
import type { Lang } from './lang.js';

let current: Lang = 'en';

export function setLang(lang: Lang): void {
  current = lang;
}

export function currentLang(): Lang {
  return current;
}

/** The messages of the current language. */
export function t(): Messages {
  return CATALOGUE[current];
}

export type { Lang } from './lang.js';
export type { Messages } from './messages.js';
