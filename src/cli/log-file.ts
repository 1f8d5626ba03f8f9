/**
 * A game log named on the command line (`replay`, `play --resume`): read, parsed, its game found. Every way the
 * file can be bad is a bad log (exit 2) naming the file and the line.
 */
import { UserError } from '../engine/errors.js';
import type { AnyGame } from '../engine/game.js';
import { parseLog, type GameLog } from '../engine/log.js';
import { LogHeaderError } from '../engine/match.js';
import { GAMES } from '../games/index.js';
import { unknownGameMessage } from './game-lookup.js';
import { t } from './i18n/index.js';
import { readUserFile } from './io.js';

export async function openLog(path: string): Promise<{ log: GameLog; game: AnyGame }> {
  const text = readUserFile(path, t().logFile);
  const log = parseLog(text, path);
  const entry = GAMES.find((g) => g.id === log.header.game);
  if (!entry) throw new UserError(`${path}:${headerLine(text, 'game')}: ${unknownGameMessage(log.header.game)}`, 2);
  return { log, game: await entry.load() };
}

/** Runs `start` (anything that starts the log's match), so a bad header line is reported as `path:line: …`. */
export function withLogLines<T>(path: string, start: () => T): T {
  try {
    return start();
  } catch (error) {
    if (error instanceof LogHeaderError && error.line !== undefined) throw new UserError(`${path}:${error.line}: ${error.message}`, 2);
    throw error;
  }
}

/** 1-based line of header `key:` (parseLog found it, so it is there, before the first blank line). */
function headerLine(text: string, key: string): number {
  const lines = text.split(/\r?\n/);
  const pattern = new RegExp(`^${key}\\s*:`, 'i');
  const at = lines.findIndex((line) => pattern.test(line.trim()));
  return at + 1;
}
