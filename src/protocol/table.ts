/**
 * The operations of the protocol on one game, in-process: start, load a log, observe, act, undo, the log so far.
 * The server, the library (`openGame`) and the external-bot driver all go through these, so they give the same
 * answers and the same errors. Seats are 1-based here, as users see them. Texts are in the content language.
 */
import { randomInt as cryptoInt } from 'node:crypto';
import { IllegalChoiceError, UserError } from '../engine/errors.js';
import type { AnyGame, GameEvent, Seat } from '../engine/game.js';
import { parseLog, playersProblem, seedProblem, writeLog, type GameLog, type LogHeader } from '../engine/log.js';
import {
  decisionOf, describeLegal, lastMove, LogHeaderError, matchToLog, normalizeChoice, playChoice, replayProblem, resign, resolveDeck, RESIGN, replayLog, startMatch, undoLast, type Match,
} from '../engine/match.js';
import { StackedOrderError } from '../engine/rng.js';
import { ProtocolError } from './errors.js';
import { observation, resultData, type Observation, type ResultData } from './observe.js';

export interface StartSpec {
  /** Seat names in seat order, or the number of seats (named P1, P2, …); default: the game's default count. */
  players?: string[] | number;
  /** Per seat: a built-in deck id or deck-list text; missing seats get the game's default deck. */
  decks?: (string | null)[];
  options?: Record<string, string>;
  seed?: string;
  /** 1-based seat that goes first; default: the game's seeded coin flip. */
  first?: number;
}

export interface ActOutcome {
  /** The move as the game lists it. */
  move: string;
  /** What the move did, as the acting seat may know it. */
  text: string;
  /** Events of the move the acting seat may see. */
  events: string[];
  over: boolean;
  result: ResultData | null;
  /** Whose decision it is next (1-based); null once over. */
  next: number | null;
}

export class Table {
  constructor(public match: Match) {}

  get game(): AnyGame { return this.match.game; }
  get players(): string[] { return this.match.header.players; }

  static start(game: AnyGame, spec: StartSpec): Table {
    return new Table(guard('bad-setup', () => startMatch(game, headerFor(game, spec))));
  }

  /**
   * A game from its log, read as `cardref replay` reads it: `game` is the game its header names (`logGame`). A log
   * replay refuses (an illegal move, a `result:` line the game does not give) is refused here with the same line.
   */
  static load(game: AnyGame, log: GameLog): Table {
    if (log.header.game !== game.id) throw new ProtocolError('bad-log', `this log is for "${log.header.game}", not ${game.id}`);
    const outcome = guard('bad-log', () => replayLog(game, log));
    const problem = replayProblem(outcome);
    if (problem) throw new ProtocolError('bad-log', `log:${problem.line}: ${problem.message}`, { line: problem.line });
    return new Table(outcome.match);
  }

  /** The 0-based seat of a 1-based seat number, or a bad-request error. */
  seat(seat: number): Seat {
    if (!Number.isInteger(seat) || seat < 1 || seat > this.players.length) {
      throw new ProtocolError('bad-request', `seat must be 1 to ${this.players.length}, got ${seat}`);
    }
    return seat - 1;
  }

  observe(seat: number): Observation {
    const s = this.seat(seat);
    return observation(this.game, this.match.state, decisionOf(this.match), s, this.players, this.match.moves.length);
  }

  act(seat: number, move: string): ActOutcome {
    const s = this.seat(seat);
    const decision = decisionOf(this.match);
    if (decision.over) throw new ProtocolError('game-over', 'the game is over; no more moves');
    // Any seat may concede at any time, as at the terminal.
    if (normalizeChoice(move) === RESIGN) {
      resign(this.match, s);
      return this.outcome(RESIGN, `${this.players[s]} resigns`, [], s);
    }
    // No legal list for another seat: its moves would name the cards in that seat's hand.
    if (decision.seat !== s) {
      throw new ProtocolError('not-your-decision', `it is seat ${decision.seat + 1}'s decision (${this.players[decision.seat]}), not seat ${seat}'s`);
    }
    try {
      const text = describeLegal(this.match, move, s, decision);
      const events = playChoice(this.match, move, decision);
      const played = lastMove(this.match).choice;
      return this.outcome(played, text, events, s);
    } catch (error) {
      if (error instanceof IllegalChoiceError) {
        throw new ProtocolError('illegal-move', error.message, { legal: error.legal, ...(error.reason ? { reason: error.reason } : {}) });
      }
      if (error instanceof StackedOrderError) throw new ProtocolError('illegal-move', error.message);
      throw error;
    }
  }

  /** Take back the last move of `seat` (it must be deciding again and the move must have revealed nothing). */
  undo(seat: number): number {
    const s = this.seat(seat);
    const decision = decisionOf(this.match);
    if (!decision.over && decision.seat !== s) {
      throw new ProtocolError('not-your-decision', `it is seat ${decision.seat + 1}'s decision, not seat ${seat}'s`);
    }
    this.match = guard('cannot-undo', () => undoLast(this.match));
    return this.match.moves.length;
  }

  log(): string {
    return writeLog(matchToLog(this.match));
  }

  result(): ResultData | null {
    const decision = decisionOf(this.match);
    return decision.over ? resultData(decision.result) : null;
  }

  private outcome(move: string, text: string, events: GameEvent[], seat: Seat): ActOutcome {
    const next = decisionOf(this.match);
    return {
      move,
      text,
      events: events.filter((e) => e.to === undefined || e.to === seat).map((e) => e.text),
      over: next.over,
      result: next.over ? resultData(next.result) : null,
      next: next.over ? null : next.seat + 1,
    };
  }
}

/** The log in `text`, parsed, and the id of the game its header names (to load with `Table.load`). */
export function readLog(text: string): { log: GameLog; gameId: string } {
  const log = guard('bad-log', () => parseLog(text));
  return { log, gameId: log.header.game };
}

/** Runs `fn`, turning a user error (a bad deck, option or log) into a protocol error with `code`. */
function guard<T>(code: 'bad-setup' | 'bad-log' | 'cannot-undo', fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    if (error instanceof ProtocolError) throw error;
    if (error instanceof UserError || error instanceof StackedOrderError) {
      const line = error instanceof LogHeaderError ? error.line : undefined;
      throw new ProtocolError(code, error.message, line !== undefined ? { line } : {});
    }
    throw error;
  }
}

function headerFor(game: AnyGame, spec: StartSpec): LogHeader {
  const given = spec.players ?? game.players.default;
  const count = typeof given === 'number' ? given : given.length;
  if (!Number.isInteger(count) || count < game.players.min || count > game.players.max) {
    throw new ProtocolError('bad-setup', `${game.name} is played by ${game.players.min}-${game.players.max} players, got ${count}`);
  }
  const players = typeof given === 'number' ? Array.from({ length: count }, (_, i) => `P${i + 1}`) : given.map((p) => p.trim());
  const badPlayers = playersProblem(players, true);
  if (badPlayers) throw new ProtocolError('bad-setup', badPlayers);
  const options = spec.options ?? {};
  const decks: (string | undefined)[] = [];
  if (spec.decks && spec.decks.length > count) throw new ProtocolError('bad-setup', `${spec.decks.length} decks for ${count} seats`);
  if (game.decks) {
    for (let seat = 0; seat < count; seat++) decks.push(deckText(game, spec.decks?.[seat] ?? undefined, seat, options));
  } else if (spec.decks?.some((d) => d !== null && d !== undefined)) throw new ProtocolError('bad-setup', `${game.name} is played without decks`);
  if (spec.first !== undefined && (!Number.isInteger(spec.first) || spec.first < 1 || spec.first > count)) {
    throw new ProtocolError('bad-setup', `first must be a seat from 1 to ${count}`);
  }
  const seed = spec.seed ?? String(cryptoInt(1, 1_000_000_000));
  const badSeed = seedProblem(seed);
  if (badSeed) throw new ProtocolError('bad-setup', badSeed);
  return { game: game.id, version: game.version, players, seed, first: spec.first === undefined ? undefined : spec.first - 1, decks, options: { ...options }, orders: {} };
}

/** A built-in id stays an id; deck-list text is checked and kept in its one-line form (what a log header holds). */
function deckText(game: AnyGame, value: string | undefined, seat: number, options: Record<string, string>): string | undefined {
  const rules = game.decks!;
  if (value === undefined) return game.defaultDecks?.[seat % game.defaultDecks.length];
  const id = value.trim().replace(new RegExp(`^${game.id}:`), '');
  if (rules.builtin.some((d) => d.id === id)) return id;
  // One word is no deck list (every list has counts): it is a deck id, and the answer lists the ids there are.
  if (!/\s/.test(id)) {
    const ids = rules.builtin.map((d) => d.id);
    throw new ProtocolError('bad-setup', `no built-in ${game.name} deck "${id.slice(0, 40)}" for seat ${seat + 1} (built-in: ${ids.join(', ')})`, { legal: ids });
  }
  const deck = guard('bad-setup', () => resolveDeck(game, value, options, `deck.${seat + 1}`));
  return rules.toText(deck);
}
