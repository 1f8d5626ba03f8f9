/** Errors of the protocol: a machine-readable code and an English message; the server turns them into responses. */
import { showControls } from '../engine/visible.js';

export const ERROR_CODES = [
  'bad-json', 'line-too-long', 'bad-request', 'unknown-type', 'no-hello', 'unsupported-protocol',
  'unknown-game', 'no-such-game', 'too-many-games', 'bad-setup', 'bad-log',
  'not-your-decision', 'illegal-move', 'game-over', 'cannot-undo', 'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorDetails {
  /** The legal moves now: only ever sent to the seat whose decision it is. */
  legal?: string[];
  /** The rule that forbids the move, when the game can name it. */
  reason?: string;
  /** The line of a log or a deck list the error is about. */
  line?: number;
}

/** Its message may quote a log or a request: their control characters are shown (`^[`), never sent as such. */
export class ProtocolError extends Error {
  constructor(readonly code: ErrorCode, message: string, readonly details: ErrorDetails = {}) {
    super(showControls(message, true));
  }

  /** The library's callers read these as the protocol's fields: `error.legal`, `error.reason` (src/index.ts). */
  get legal(): string[] | undefined { return this.details.legal; }
  get reason(): string | undefined { return this.details.reason; }
}
