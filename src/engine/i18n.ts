/**
 * The language of game content: rules text, card names, board labels, prompts, move descriptions, events and
 * results. The CLI sets it once per process (`setContentLang`) and a game reads its texts through a catalogue made
 * with `localized`, so game modules never import the CLI. Move notation, log files and `--json` are never localized
 * (the CLI keeps English content for `--json`, and the log's result line is written in English).
 */

/** Languages game content is written in. zh is Simplified Chinese. */
export const TEXT_LANGS = ['en', 'zh'] as const;
export type TextLang = (typeof TEXT_LANGS)[number];

let current: TextLang = 'en';

export function setContentLang(lang: TextLang): void {
  current = lang;
}

export function contentLang(): TextLang {
  return current;
}

/** Run `fn` with content in `lang` (e.g. English for a log line), restoring the language afterwards. */
export function withContentLang<T>(lang: TextLang, fn: () => T): T {
  const before = current;
  current = lang;
  try {
    return fn();
  } finally {
    current = before;
  }
}

/**
 * A game's message catalogue: one object per language of the same type (the compiler checks that zh has every
 * key en has). `const m = localized({ en, zh })` then `m().endTurn` reads the current language's text.
 */
export function localized<M>(catalogue: { en: M; zh: M }): () => M {
  return () => catalogue[current];
}

/** A text in English and, where written, Chinese (card data carries these). A plain string is English. */
export type LocalText = string | { en: string; zh?: string | null };

/** `text` in the current language, English where it has no translation. */
export function pickText(text: LocalText, lang: TextLang = current): string {
  if (typeof text === 'string') return text;
  return (lang === 'zh' ? text.zh : undefined) || text.en;
}

/** A card's names as the data files carry them; `ja` is the printed Japanese name where known. */
export interface CardNames {
  en: string;
  zh?: string | null;
  ja?: string | null;
}

/** The card's name for the current reader (English where there is no translation). */
export function cardName(names: CardNames, lang: TextLang = current): string {
  return pickText(names, lang);
}

/**
 * The reader's name with the printed Japanese name alongside when the card has one that differs:
 * `满月之巫女 玉依姬 (満月の巫女　タマヨリヒメ)`. For card lists and details; boards use `cardName` to stay narrow.
 */
export function cardNameWithJa(names: CardNames, lang: TextLang = current): string {
  const shown = cardName(names, lang);
  return names.ja && names.ja !== shown ? `${shown} (${names.ja})` : shown;
}
