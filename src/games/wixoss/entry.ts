/** WIXOSS in the registry: name and summary without loading the game (`cardref games`, `--help`). */
import type { GameEntry } from '../game-entry.js';

export const ENTRY: GameEntry = {
  id: 'wixoss',
  name: 'WIXOSS',
  summary: {
    en: 'LRIG and SIGNI: grow, summon, attack; crush 7 life cloth and hit once more',
    zh: '分身与精灵：成长、召唤、攻击；击溃7张生命护甲后再命中一次即胜',
  },
  load: async () => (await import('./index.js')).game,
  loadRules: async (lang) => (lang === 'zh' ? (await import('./rules-text.zh.js')).RULES_ZH : (await import('./rules-text.js')).RULES),
};
