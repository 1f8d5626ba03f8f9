/**
 * The registry of games. Modules load lazily so a quick command (`cardref rules wixoss`) only pays for
 * the game it names.
 */
import type { AnyGame, RulesTopic } from '../engine/game.js';
import { UserError } from '../engine/errors.js';
import { pickText, type LocalText, type TextLang } from '../engine/i18n.js';

export interface GameEntry {
  id: string;
  name: string;
  summary: LocalText;
  load(): Promise<AnyGame>;
  /**
   * Just the rules reference text, in `lang` (each game has `rules-text.ts` in English and `rules-text.zh.ts` in
   * Chinese with the same topic ids): `cardref rules` must not pay for loading cards.
   */
  loadRules(lang: TextLang): Promise<RulesTopic[]>;
}

export const GAMES: GameEntry[] = [
  {
    id: 'wixoss',
    name: 'WIXOSS',
    summary: {
      en: 'LRIG and SIGNI: grow, summon, attack; crush 7 life cloth and hit once more',
      zh: '分身与精灵：成长、召唤、攻击；击溃7张生命护甲后再命中一次即胜',
    },
    load: async () => (await import('./wixoss/index.js')).game,
    loadRules: async (lang) => (lang === 'zh' ? (await import('./wixoss/rules-text.zh.js')).RULES_ZH : (await import('./wixoss/rules-text.js')).RULES),
  },
  {
    id: 'pad',
    name: 'Puzzle & Dragons TCG',
    summary: { en: 'combo drops in 3 columns, evolve a team of 5, attack by combo count', zh: '三列宝珠连消，五只队伍进化，按连击数攻击' },
    load: async () => (await import('./pad/index.js')).game,
    loadRules: async (lang) => (lang === 'zh' ? (await import('./pad/rules-text.zh.js')).RULES_ZH : (await import('./pad/rules-text.js')).RULES_TEXT),
  },
  {
    id: 'eatpaint',
    name: 'EAT/PAINT',
    summary: {
      en: 'dragonkin against magicians: energy and HEAT, INK and works, traps in a 7-step attack',
      zh: '龙人对魔术师：能量与HEAT，INK与作品，7步攻击中的陷阱',
    },
    load: async () => (await import('./eatpaint/index.js')).game,
    loadRules: async (lang) => (lang === 'zh' ? (await import('./eatpaint/rules-text.zh.js')).RULES_ZH : (await import('./eatpaint/rules-text.js')).RULES),
  },
  {
    id: 'midrash',
    name: 'Midrash',
    summary: {
      en: 'sages summon from the grimoire to 10 wisdom; 1-4 players, solo against a demon',
      zh: '贤者从魔导书召唤，先得10点睿智者胜；1-4人，或单人对抗恶魔',
    },
    load: async () => (await import('./midrash/index.js')).game,
    loadRules: async (lang) => (lang === 'zh' ? (await import('./midrash/rules-text.zh.js')).RULES_ZH : (await import('./midrash/rules-text.js')).RULES),
  },
];

/** The one-line summary of a game in the current content language. */
export function gameSummary(entry: GameEntry): string {
  return pickText(entry.summary);
}

export function gameEntry(id: string): GameEntry {
  const entry = GAMES.find((g) => g.id === id.toLowerCase());
  if (!entry) throw new UserError(`unknown game "${id}" (games: ${GAMES.map((g) => g.id).join(', ')})`);
  return entry;
}

export async function loadGame(id: string): Promise<AnyGame> {
  return gameEntry(id).load();
}
