/**
 * What the host sends each connection, as data: a seat's own observation or the public one, and a move as that
 * recipient may know it. Pure functions of the match, so the trust test (tests/net/host-hiding.test.ts) can check
 * that resampling what a seat cannot see changes no byte of any frame built for it.
 */
import type { GameEvent, Seat } from '../engine/game.js';
import { decisionOf, type Match } from '../engine/match.js';
import { observation, seen } from '../engine/observation.js';
import type { MovedMessage, ObservationMessage } from './messages.js';

/** Who a frame is for: a seat (0-based) or a watcher (null). */
export type Recipient = Seat | null;

/** The observation `recipient` may have now: its own, or for a watcher the public one (no seat's hand). */
export function observationFrame(match: Match, recipient: Recipient): ObservationMessage {
  const decision = decisionOf(match);
  const { game, header } = match;
  const moveCount = match.moves.length;
  if (recipient !== null) return { type: 'observation', observation: observation(game, match.state, decision, recipient, header.players, moveCount) };
  return { type: 'observation', observation: { game: game.id, seat: null, ...seen(game, match.state, decision, null, header.players, moveCount) } };
}

/** A move as `recipient` may know it: its own sentence of it (the public one for a watcher) and the events it may see. */
export function movedFrame(
  move: { mover: Seat; sentences: string[]; spectator: string; events: GameEvent[] }, recipient: Recipient, moveCount: number,
): MovedMessage {
  const text = recipient === null ? move.spectator : move.sentences[recipient] ?? move.spectator;
  const events = move.events.filter((e) => e.to === undefined || (recipient !== null && e.to === recipient)).map((e) => e.text);
  return { type: 'moved', seat: move.mover + 1, text, events, moveCount };
}
