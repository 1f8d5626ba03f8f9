/**
 * Game content in several languages — the contract proposal (docs/architecture.md, "Languages").
 *
 * Nothing in the GameDefinition uses these types yet. The plan is that a text a player reads (a rules topic, a card
 * name, a board label, a prompt) may be a `LocalText` instead of a plain string: English is always there, other
 * languages where a game has them, and `pickText` falls back to English, so a missing translation never breaks a
 * game. Move notation (`summon 3 2`), log files and `--json` keys are never localized.
 */
import type { Board, BoardTable, Cell, Style } from './board.js';
import type { RulesTopic } from './game.js';

/** Languages game content can be written in. The CLI speaks en and zh; ja exists for card names. */
export type TextLang = 'en' | 'zh' | 'ja';

/** A text in one or more languages. A plain string is English (so every existing string is a LocalText). */
export type LocalText = string | { en: string; zh?: string; ja?: string };

/** The text in `lang`, else English. Simplified Chinese is wanted for zh (the CLI's zh is zh-Hans). */
export function pickText(text: LocalText, lang: TextLang): string {
  if (typeof text === 'string') return text;
  return text[lang] ?? text.en;
}

/** Whether `text` has its own wording in `lang` (not the English fallback). */
export function hasText(text: LocalText, lang: TextLang): boolean {
  return lang === 'en' || (typeof text !== 'string' && typeof text[lang] === 'string' && text[lang] !== '');
}

/**
 * A card's name for a reader of `lang`, with the Japanese printed name alongside when the card has one and the
 * reader's name differs from it: `满月之巫女 玉依姬 (満月の巫女　タマヨリヒメ)`.
 */
export function cardNameText(names: { en: string; zh?: string; ja?: string | null }, lang: TextLang): string {
  const shown = names[lang] ?? names.en;
  return names.ja && names.ja !== shown ? `${shown} (${names.ja})` : shown;
}

/** A rules topic whose reader-facing fields may be localized; `id` stays the same in every language. */
export interface LocalRulesTopic {
  id: string;
  title: LocalText;
  summary: LocalText;
  body: LocalText;
}

export function localizeTopic(topic: LocalRulesTopic, lang: TextLang): RulesTopic {
  return { id: topic.id, title: pickText(topic.title, lang), summary: pickText(topic.summary, lang), body: pickText(topic.body, lang) };
}

/** A board cell / table / board whose labels may be localized (the board of `render`, widened). */
export type LocalCell = LocalText | { text: LocalText; style?: Style | Style[] };

export interface LocalBoardTable {
  title?: LocalText;
  head?: LocalCell[];
  rows: LocalCell[][];
}

export interface LocalBoard {
  title: LocalText;
  tables: LocalBoardTable[];
  notes: LocalCell[];
}

function localizeCell(cell: LocalCell, lang: TextLang): Cell {
  if (typeof cell === 'string') return cell;
  if ('text' in cell) return cell.style === undefined ? pickText(cell.text, lang) : { text: pickText(cell.text, lang), style: cell.style };
  return pickText(cell, lang);
}

/** The board a terminal draws: every label in `lang` (English where the game has no translation). */
export function localizeBoard(board: LocalBoard, lang: TextLang): Board {
  const table = (t: LocalBoardTable): BoardTable => ({
    ...(t.title !== undefined ? { title: pickText(t.title, lang) } : {}),
    ...(t.head ? { head: t.head.map((c) => localizeCell(c, lang)) } : {}),
    rows: t.rows.map((r) => r.map((c) => localizeCell(c, lang))),
  });
  return { title: pickText(board.title, lang), tables: board.tables.map(table), notes: board.notes.map((c) => localizeCell(c, lang)) };
}
