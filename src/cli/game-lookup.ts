/** Finds a game by the id a user typed, with the "unknown game" error (and the closest id) in the user's language. */
import { createRequire } from 'node:module';
import type * as Levenshtein from 'fastest-levenshtein';
import { UserError } from '../engine/errors.js';
import type { AnyGame } from '../engine/game.js';
import { GAMES, type GameEntry } from '../games/index.js';
import { t } from './i18n/index.js';

/**
 * The known word closest to a typo (`wixos` → `wixoss`), or undefined when none is near enough to be meant. The
 * distance library is loaded only here, when a word was not found: `cardref rules wixoss` must start fast.
 */
export function closestWord(typed: string, known: string[]): string | undefined {
  const { distance } = createRequire(import.meta.url)('fastest-levenshtein') as typeof Levenshtein;
  const word = typed.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of known) {
    const d = distance(word, candidate.toLowerCase());
    if (d < bestDistance) { best = candidate; bestDistance = d; }
  }
  return bestDistance <= Math.max(2, Math.floor(word.length / 3)) ? best : undefined;
}

/** The message for a game id that names no game. */
export function unknownGameMessage(id: string): string {
  const ids = GAMES.map((g) => g.id);
  return t().unknownGame(id, ids.join(', '), closestWord(id, ids));
}

export function findGame(id: string): GameEntry {
  const entry = GAMES.find((g) => g.id === id.toLowerCase());
  if (!entry) throw new UserError(unknownGameMessage(id));
  return entry;
}

export function loadCliGame(id: string): Promise<AnyGame> {
  return findGame(id).load();
}
