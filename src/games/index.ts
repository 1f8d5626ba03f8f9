/**
 * The registry of games. Modules load lazily so a quick command (`cardref rules wixoss`) only pays for
 * the game it names.
 */
import type { AnyGame, RulesTopic } from '../engine/game.js';
import { UserError } from '../engine/errors.js';

export interface GameEntry {
  id: string;
  name: string;
  summary: string;
  load(): Promise<AnyGame>;
  /** Just the rules reference text: `cardref rules` must not pay for loading cards. */
  loadRules(): Promise<RulesTopic[]>;
}

export const GAMES: GameEntry[] = [
  {
    id: 'wixoss',
    name: 'WIXOSS',
    summary: 'LRIG and SIGNI: grow, summon, attack; crush 7 life cloth and hit once more',
    load: async () => (await import('./wixoss/index.js')).game,
    loadRules: async () => (await import('./wixoss/rules-text.js')).RULES,
  },
  {
    id: 'pad',
    name: 'Puzzle & Dragons TCG',
    summary: 'combo drops in 3 columns, evolve a team of 5, attack by combo count',
    load: async () => (await import('./pad/index.js')).game,
    loadRules: async () => (await import('./pad/rules-text.js')).RULES_TEXT,
  },
  {
    id: 'eatpaint',
    name: 'EAT/PAINT',
    summary: 'dragonkin against magicians: energy and HEAT, INK and works, traps in a 7-step attack',
    load: async () => (await import('./eatpaint/index.js')).game,
    loadRules: async () => (await import('./eatpaint/rules-text.js')).RULES,
  },
  {
    id: 'midrash',
    name: 'Midrash',
    summary: 'sages summon from the grimoire to 10 wisdom; 1-4 players, solo against a demon',
    load: async () => (await import('./midrash/index.js')).game,
    loadRules: async () => (await import('./midrash/rules-text.js')).RULES,
  },
];

export function gameEntry(id: string): GameEntry {
  const entry = GAMES.find((g) => g.id === id.toLowerCase());
  if (!entry) throw new UserError(`unknown game "${id}" (games: ${GAMES.map((g) => g.id).join(', ')})`);
  return entry;
}

export async function loadGame(id: string): Promise<AnyGame> {
  return gameEntry(id).load();
}
