/**
 * cardref as a library: `import { openGame } from 'cardref'`. The same operations as `cardref serve`
 * (docs/protocol.md), in-process and typed: start or load a game, observe it as a seat, act, undo, read the log.
 * Failures throw `ProtocolError` with the protocol's `code` (and `legal`/`reason` for an illegal move).
 */
import { setContentLang, type TextLang } from './engine/i18n.js';
import { GAMES } from './games/index.js';
import { ProtocolError } from './protocol/errors.js';
import type { ActOutcome, StartSpec } from './protocol/table.js';
import { readLog, Table } from './protocol/table.js';

export { ProtocolError, ERROR_CODES, type ErrorCode, type ErrorDetails } from './protocol/errors.js';
export type { Observation, MoveOption, ResultData } from './protocol/observe.js';
export type { ActOutcome, StartSpec } from './protocol/table.js';
export type { Board, BoardTable, Cell, Style } from './engine/board.js';
export { PROTOCOL_VERSION, REQUESTS, RESPONSES, BOT_MESSAGES, validate, type Schema } from './protocol/schema.js';
export { ProtocolServer, type Response } from './protocol/server.js';

/** The ids of the games cardref plays (tests/library-types.test.ts checks they are the registry's). */
export const GAME_IDS = ['wixoss', 'pad', 'eatpaint', 'midrash'] as const;
export type GameId = (typeof GAME_IDS)[number];

export interface OpenOptions extends StartSpec {
  /** Which game: a typo (`'wixos'`) is a type error. */
  game: GameId;
}

/** One game, played in-process. Seats are 1-based. */
export class GameHandle {
  constructor(private readonly table: Table) {}

  get game(): string { return this.table.game.id; }
  get players(): string[] { return [...this.table.players]; }
  get seed(): string { return this.table.match.header.seed; }
  get moveCount(): number { return this.table.match.moves.length; }

  /** What `seat` may know: its view, the board, whose decision it is, and its legal moves when it decides. */
  observe(seat: number) { return this.table.observe(seat); }
  /** Play `move` for `seat` (`resign` concedes at any time). */
  act(seat: number, move: string): ActOutcome { return this.table.act(seat, move); }
  /** Take back `seat`'s last move; returns the number of moves left. */
  undo(seat: number): number { return this.table.undo(seat); }
  /** The game log so far (the text `cardref replay` reads). */
  log(): string { return this.table.log(); }
  /** The result once over, else null. */
  result() { return this.table.result(); }
}

async function load(id: string) {
  const entry = GAMES.find((g) => g.id === id.toLowerCase());
  if (!entry) throw new ProtocolError('unknown-game', `unknown game "${id.slice(0, 40)}" (games: ${GAME_IDS.join(', ')})`);
  return entry.load();
}

/** Start a game. */
export async function openGame(options: OpenOptions): Promise<GameHandle> {
  const { game, ...spec } = options;
  return new GameHandle(Table.start(await load(game), spec));
}

/** Continue a game from its log text (every move and the result line are checked, as `cardref replay` does). */
export async function openLog(text: string): Promise<GameHandle> {
  const { log, gameId } = readLog(text);
  return new GameHandle(Table.load(await load(gameId), log));
}

/** Language of game texts (boards, prompts, descriptions): English by default; move notation is the same in both. */
export function setLanguage(lang: TextLang): void {
  setContentLang(lang);
}
