// The messages of network play (`cardref host`, `join`, `watch`): one JSON object per WebSocket text frame.
// This file is the contract between the host (src/net/host*.ts) and the clients (src/net/client*.ts, the join and
// watch screens); docs/protocol.md, "Network play", documents it and src/protocol/schema.ts checks it.
import type { Observation, ResultData } from '../protocol/observe.js';

/** What a watcher is sent: the public view (no seat's hand), with `seat` null; otherwise a seat's observation's fields. */
export type PublicObservation = Omit<Observation, 'seat'> & { seat: null };

/** The network messages' version; a client of another version is refused at the handshake, with both versions named. */
export const NET_PROTOCOL_VERSION = 1;

// ---- client → host ----

/**
 * The first frame of every connection (within the handshake timeout): the secret of a seat or of the watchers, and
 * the language this connection reads its texts in (default: the host's).
 */
export interface JoinMessage { type: 'join'; protocol: number; secret: string; client?: string; lang?: 'en' | 'zh' }
/** A move for the connection's own seat (one of the observation's `moves[].move`, or `resign`). */
export interface ActMessage { type: 'act'; move: string }
/** Take back the seat's own last move, under the same rules as `undo` at the terminal. */
export interface UndoMessage { type: 'undo' }
/** A chat line to the whole table (not part of the log). */
export interface SayMessage { type: 'say'; text: string }

/** The hard bot's pick for the seat's own decision, searched from that seat's view only; answered `hinted`. */
export interface HintMessage { type: 'hint' }

/**
 * `host --table`: the answer to the open `ask` (what this seat's own cards are, as the table question words it), or
 * `undo` to take back this step's last answer. The host checks it against the possible cards.
 */
export interface TellMessage { type: 'tell'; answer: string }

export type ClientMessage = JoinMessage | ActMessage | UndoMessage | SayMessage | HintMessage | TellMessage;

// ---- host → client ----

/** The handshake's answer: who this connection is. `seat` is null for a watcher. */
export interface WelcomeMessage {
  type: 'welcome'; protocol: number; server: string; game: string; seat: number | null; players: string[];
}
/** Who is at the table: pushed on join, leave, replace and when the decision moves to another seat. */
export interface SeatsMessage {
  type: 'seats';
  seats: { seat: number; name: string; kind: 'host' | 'remote' | 'bot'; connected: boolean }[];
  /** whose decision it is now (null when over or not started) */
  deciding: number | null;
  /** true until every remote seat has joined once and the game has begun */
  waiting: boolean;
}
/** What this connection may know now: a seat's own observation, or the public one for a watcher. */
export interface ObservationMessage { type: 'observation'; observation: Observation | PublicObservation }
/** A move just made, as this connection may know it (its text and events are the recipient's own forms). */
export interface MovedMessage { type: 'moved'; seat: number; text: string; events: string[]; moveCount: number }
/** A chat line; `from` is the sender's seat name (control characters are the receiver's to make visible). */
export interface ChatMessage { type: 'chat'; from: string; text: string }
/** An undo happened: `moveCount` moves are left; the next observation follows. */
export interface UndoneMessage { type: 'undone'; seat: number; moveCount: number }
/** The game is over (`result` null: the host stopped before the end; the game may be resumed with `host --resume`). */
export interface OverMessage { type: 'over'; result: ResultData | null }
/** A refusal (a bad move, a bad frame, not your decision, …); the connection stays open unless `fatal`. */
export interface ErrorMessage { type: 'error'; code: string; message: string; legal?: string[]; fatal?: boolean }
/** The answer to `hint`: the line for the decision after `moveCount` moves, in the connection's language. */
export interface HintedMessage { type: 'hinted'; moveCount: number; text: string }
/**
 * `host --table`: a question to the table that only this seat may answer (its own draw, a card of its own turned
 * up): sent to that seat alone, again after a refused answer or a reconnect; answered with `tell`. `key` is the pile
 * (`1`, `2`: a seat's deck), `candidates`
 * the cards that can be there (ids), `pick` the number of a pick (who goes first) instead. `soFar` is what this seat
 * has told in this step; `notes` what the table is told with it. Texts are in the connection's language.
 */
export interface AskMessage {
  type: 'ask'; id: number; key: string; heading: string; text: string; notes: string[]; soFar: string; candidates: string[]; pick?: number; help: string[];
}
/** Another connection took this seat over with its secret; this connection is closed after it. */
export interface TakenOverMessage { type: 'taken-over' }

export type HostMessage =
  | WelcomeMessage | SeatsMessage | ObservationMessage | MovedMessage | ChatMessage | UndoneMessage | OverMessage
  | ErrorMessage | TakenOverMessage | HintedMessage | AskMessage;

/** The `code` of an `error` message (docs/protocol.md, "Network play"). */
export const NET_ERROR_CODES = [
  'bad-frame', 'bad-message', 'version', 'bad-secret', 'not-joined', 'already-joined', 'watcher', 'not-started',
  'not-your-decision', 'illegal-move', 'cannot-undo', 'game-over', 'too-fast', 'too-many', 'timeout', 'bad-answer',
] as const;
export type NetErrorCode = (typeof NET_ERROR_CODES)[number];

/** Limits of one host (docs/protocol.md): a frame over `frameBytes` closes its connection (code 1009). */
export const NET_LIMITS = {
  frameBytes: 1 << 20,
  /** Frames a connection may send per second (a burst up to this many); 100 more wait their turn, past that `too-fast`. */
  framesPerSecond: 50,
  /** Connections open at once, joined or not; one more is closed at once (1013). */
  connections: 64,
  /** Time to send `join` after connecting. */
  handshakeMs: 10_000,
  /** A connection that answers no ping within this time is closed. */
  idleMs: 60_000,
  /** Longest chat line, in characters. */
  chatChars: 500,
} as const;
