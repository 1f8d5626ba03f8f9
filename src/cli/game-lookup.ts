/** Finds a game by the id a user typed, with the "unknown game" error in the user's language. */
import { UserError } from '../engine/errors.js';
import type { AnyGame } from '../engine/game.js';
import { GAMES, type GameEntry } from '../games/index.js';
import { t } from './i18n/index.js';

export function findGame(id: string): GameEntry {
  const entry = GAMES.find((g) => g.id === id.toLowerCase());
  if (!entry) throw new UserError(t().unknownGame(id, GAMES.map((g) => g.id).join(', ')));
  return entry;
}

export function loadCliGame(id: string): Promise<AnyGame> {
  return findGame(id).load();
}
