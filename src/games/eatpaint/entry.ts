/** EAT/PAINT in the registry: name and summary without loading the game (`cardref games`, `--help`). */
import type { GameEntry } from '../game-entry.js';

export const ENTRY: GameEntry = {
  id: 'eatpaint',
  name: 'EAT/PAINT',
  summary: {
    en: 'dragonkin against magicians: energy and HEAT, INK and works, traps in a 7-step attack',
    zh: '龙人对魔术师：能量与HEAT，INK与作品，7步攻击中的陷阱',
  },
  load: async () => (await import('./index.js')).game,
  loadRules: async (lang) => (lang === 'zh' ? (await import('./rules-text.zh.js')).RULES_ZH : (await import('./rules-text.js')).RULES),
};
