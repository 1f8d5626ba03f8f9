/** Midrash in the registry: name and summary without loading the game (`cardref games`, `--help`). */
import type { GameEntry } from '../game-entry.js';

export const ENTRY: GameEntry = {
  id: 'midrash',
  name: 'Midrash',
  summary: {
    en: 'sages summon from the grimoire to 10 wisdom; 1-4 players, solo against a demon',
    zh: '贤者从魔导书召唤，先得10点睿智者胜；1-4人，或单人对抗恶魔',
  },
  load: async () => (await import('./index.js')).game,
  loadRules: async (lang) => (lang === 'zh' ? (await import('./rules-text.zh.js')).RULES_ZH : (await import('./rules-text.js')).RULES),
};
