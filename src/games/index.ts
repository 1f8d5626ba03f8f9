/**
 * The registry of games. Modules load lazily so a quick command (`cardref rules wixoss`) only pays for
 * the game it names.
 */
import type { AnyGame } from '../engine/game.js';
import { UserError } from '../engine/errors.js';

export interface GameEntry {
  id: string;
  name: string;
  summary: string;
  load(): Promise<AnyGame>;
}

export const GAMES: GameEntry[] = [
  // Each game module adds one entry here: { id, name, summary, load: async () => (await import('./ID/index.js')).game }
];

export async function loadGame(id: string): Promise<AnyGame> {
  const entry = GAMES.find((g) => g.id === id.toLowerCase());
  if (!entry) throw new UserError(`unknown game "${id}" (games: ${GAMES.map((g) => g.id).join(', ')})`);
  return entry.load();
}
