/**
 * A log's `result:` line: who won and why, and whether a line says the same winner. Apart from log.ts so the CLI's
 * messages can word a result without loading the log reader (a quick command's start-up).
 */
import type { GameResult } from './game.js';

/** Who won, as a result line says it: `Ann wins`, `Ann & Bob wins`, `draw`, or the label of an outcome like `lost`. */
export function resultWho(result: GameResult, players: string[]): string {
  return result.winners.length === 0 ? (result.label ?? 'draw') : `${result.winners.map((s) => players[s]).join(' & ')} wins`;
}

export function formatResult(result: GameResult, players: string[]): string {
  return `${resultWho(result, players)} (${result.reason})`;
}

/**
 * Whether a log's result line says `who` won: replay verifies who won, not the wording of the reason after it.
 * The whole of `who` is compared, so a name holding "(" cannot hide a false winner.
 */
export function resultSays(text: string, who: string): boolean {
  const said = text.trim().toLowerCase();
  const want = who.toLowerCase();
  return said === want || (said.startsWith(want) && /^\s*\(/.test(said.slice(want.length)));
}
