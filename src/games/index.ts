/**
 * The registry of games. Modules load lazily so a quick command (`cardref rules wixoss`) only pays for
 * the game it names.
 */
import type { AnyGame } from '../engine/game.js';
import { UserError } from '../engine/errors.js';
import { pickText } from '../engine/i18n.js';
import { ENTRY as EATPAINT } from './eatpaint/entry.js';
import type { GameEntry } from './game-entry.js';
import { ENTRY as MIDRASH } from './midrash/entry.js';
import { ENTRY as PAD } from './pad/entry.js';
import { ENTRY as WIXOSS } from './wixoss/entry.js';

export type { GameEntry } from './game-entry.js';

/** Every game, in the order `cardref games` lists them; each one's name and summary live in its folder. */
export const GAMES: GameEntry[] = [WIXOSS, PAD, EATPAINT, MIDRASH];

/** The game's name in the content language (the title its board shows). */
export function gameName(entry: GameEntry): string {
  return entry.localName ? pickText(entry.localName) : entry.name;
}

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
