/**
 * Each connection reads the table in its own language (`join`'s `lang`): the host builds that connection's texts
 * (boards, prompts, move sentences, events, results, hint lines) with both the CLI's and the game content's
 * language switched for the length of one synchronous call, then back to the host's own.
 */
import { withContentLang } from '../engine/i18n.js';
import { currentLang, setLang, type Lang } from '../cli/i18n/index.js';

export function inLang<T>(lang: Lang, build: () => T): T {
  const before = currentLang();
  setLang(lang);
  try {
    return withContentLang(lang, build);
  } finally {
    setLang(before);
  }
}
