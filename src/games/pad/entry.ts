/** Puzzle & Dragons TCG in the registry: name and summary without loading the game (`cardref games`, `--help`). */
import type { GameEntry } from '../game-entry.js';

export const ENTRY: GameEntry = {
  id: 'pad',
  name: 'Puzzle & Dragons TCG',
  localName: { en: 'Puzzle & Dragons TCG', zh: '智龙迷城 TCG' },
  summary: { en: 'combo drops in 3 columns, evolve a team of 5, attack by combo count', zh: '三列宝珠连消，五只队伍进化，按连击数攻击' },
  load: async () => (await import('./index.js')).game,
  loadRules: async (lang) => (lang === 'zh' ? (await import('./rules-text.zh.js')).RULES_ZH : (await import('./rules-text.js')).RULES_TEXT),
};
