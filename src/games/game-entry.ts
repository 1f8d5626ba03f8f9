/**
 * What the registry knows of a game before loading it: its id, name and one-line summary (each game's `entry.ts`),
 * and how to load the rest. An entry imports nothing heavy, so `cardref games` and `--help` stay fast.
 */
import type { AnyGame, RulesTopic } from '../engine/game.js';
import type { LocalText, TextLang } from '../engine/i18n.js';

export interface GameEntry {
  id: string;
  name: string;
  /** The name in each language where it differs from `name` (the game screen's own title), for `cardref games`. */
  localName?: LocalText;
  summary: LocalText;
  load(): Promise<AnyGame>;
  /**
   * Just the rules reference text, in `lang` (each game has `rules-text.ts` in English and `rules-text.zh.ts` in
   * Chinese with the same topic ids): `cardref rules` must not pay for loading cards.
   */
  loadRules(lang: TextLang): Promise<RulesTopic[]>;
}
