/**
 * A match is the log header plus the moves played; the state is always `fold(apply, setup, moves)`.
 * Replay, undo and resume are all that fold.
 */
import { parseDeckText } from './decklist.js';
import { IllegalChoiceError, quote, UserError } from './errors.js';
import type { AnyGame, Decision, GameEvent, Seat } from './game.js';
import { formatResult, resultOutcome, type GameLog, type LogHeader } from './log.js';
import { seedRng, StackedOrderError } from './rng.js';

export interface MoveRecord {
  seat: Seat;
  choice: string;
  /** The move showed hidden information or used chance, so undo may not take it back. */
  locked: boolean;
}

export interface Match {
  game: AnyGame;
  header: LogHeader;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  state: any;
  moves: MoveRecord[];
  /** A seat that conceded: the game is over whatever the state says. */
  resigned?: Seat;
}

/** The move text of a concession; the engine handles it for every game, so games never list it. */
export const RESIGN = 'resign';

/** Decks already resolved, by game, options and text: self-play and replay start thousands of games from a few decks. */
const resolvedDecks = new Map<string, string>();

/** Resolve a deck given as a built-in id or as deck-list text; problems become one user error. */
export function resolveDeck(game: AnyGame, text: string, options: Record<string, string>, source = 'deck'): unknown {
  const key = `${game.id}\n${JSON.stringify(options)}\n${text}`;
  const known = resolvedDecks.get(key);
  // A copy each time: a game's setup may take cards out of the deck it is given. (Decks are plain JSON data.)
  if (known !== undefined) return JSON.parse(known);
  const rules = game.decks;
  if (!rules) throw new UserError(`${game.name} has no decks`);
  const builtin = rules.builtin.find((d) => d.id === text.trim() || `${game.id}:${d.id}` === text.trim());
  const entries = parseDeckText(builtin ? builtin.text : text, rules.sections, builtin ? `${game.id}:${builtin.id}` : source);
  const { deck, problems } = rules.build(entries, options);
  if (!deck || problems.length > 0) {
    throw new UserError(problems.map((p) => (p.line ? `${source}:${p.line}: ${p.message}` : `${source}: ${p.message}`)).join('\n'), 2);
  }
  if (resolvedDecks.size < 256) resolvedDecks.set(key, JSON.stringify(deck));
  return deck;
}

export function startMatch(game: AnyGame, header: LogHeader): Match {
  if (header.game !== game.id) throw new UserError(`this log is for "${header.game}", not ${game.id}`, 2);
  if (header.version !== game.version) {
    throw new UserError(`this log was written for ${game.id} rules version ${header.version}; this cardref plays version ${game.version}`, 2);
  }
  const n = header.players.length;
  if (n < game.players.min || n > game.players.max) {
    throw new UserError(`${game.name} takes ${game.players.min}-${game.players.max} players, the log names ${n}`, 2);
  }
  for (const [name, value] of Object.entries(header.options)) {
    const allowed = game.options[name];
    if (!allowed) throw new UserError(`${game.name} has no option "${name}" (options: ${Object.keys(game.options).join(', ') || 'none'})`);
    if (!allowed.includes(value)) throw new UserError(`option ${name} must be one of ${allowed.join(', ')}, got "${value}"`);
  }
  const decks = game.decks
    ? header.players.map((_, seat) => {
        const text = header.decks[seat] ?? game.defaultDecks?.[seat % game.defaultDecks.length];
        if (!text) throw new UserError(`no deck given for seat ${seat + 1}`);
        return resolveDeck(game, text, header.options, `deck.${seat + 1}`);
      })
    : [];
  const rng = seedRng(header.seed);
  if (Object.keys(header.orders).length > 0) rng.stacked = structuredClone(header.orders);
  const state = game.setup({ players: header.players, decks, first: header.first, options: header.options }, rng);
  return { game, header, state, moves: [] };
}

export function decisionOf(match: Match): Decision {
  if (match.resigned !== undefined) {
    const seats = match.header.players.map((_, seat) => seat);
    // Solo: conceding is losing. With opponents, everyone else shares the win.
    const winners = seats.length === 1 ? [] : seats.filter((seat) => seat !== match.resigned);
    return { over: true, result: { winners, reason: `${match.header.players[match.resigned]} resigned` } };
  }
  return match.game.decision(match.state);
}

/** Concede for `seat` (any seat may concede at any time while the game runs). */
export function resign(match: Match, seat: Seat): void {
  if (decisionOf(match).over) throw new UserError('the game is over; no more moves', 2);
  match.resigned = seat;
  match.moves.push({ seat, choice: RESIGN, locked: true });
}

/** Collapse spacing so `summon  3 2 ` and `summon 3 2` are the same move. */
export function normalizeChoice(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Validate and apply one choice by the deciding seat; returns the events it caused. A caller that has just asked
 * `decisionOf(match)` passes that decision along, so the legal list is not built twice per move.
 */
export function playChoice(match: Match, typed: string, known?: Decision): GameEvent[] {
  const decision = known ?? decisionOf(match);
  if (decision.over) throw new UserError('the game is over; no more moves', 2);
  // Bots and logs already give listed texts; only typed input needs normalising.
  let choice = typed;
  if (!decision.choices.includes(choice)) {
    choice = normalizeChoice(typed);
    if (!decision.choices.includes(choice)) throw new IllegalChoiceError(typed, decision.choices);
  }
  const state = match.state;
  const [a, b, c, d] = state.rng.s;
  state.events = [];
  state.revealed = false;
  match.game.apply(state, choice);
  const s = state.rng.s;
  const locked = Boolean(state.revealed) || s[0] !== a || s[1] !== b || s[2] !== c || s[3] !== d;
  match.moves.push({ seat: decision.seat, choice, locked });
  return state.events;
}

export interface ReplayFailure {
  line: number;
  message: string;
  legal: string[];
}

export interface ReplayOutcome {
  match: Match;
  failure?: ReplayFailure;
  /** Set when the log's `result:` line disagrees with the replayed result. */
  resultMismatch?: { line: number; expected: string; actual: string };
}

/** Fold the log's moves over a fresh setup, stopping at the first move the rules refuse. */
export function replayLog(game: AnyGame, log: GameLog, upTo = Infinity): ReplayOutcome {
  const match = startMatch(game, log.header);
  for (const move of log.moves.slice(0, upTo)) {
    const decision = decisionOf(match);
    if (decision.over) {
      return { match, failure: { line: move.line, message: 'a move after the game ended', legal: [] } };
    }
    if (move.choice.length <= 12 && normalizeChoice(move.choice) === RESIGN) {
      resign(match, move.seat);
      continue;
    }
    if (decision.seat !== move.seat) {
      return {
        match,
        failure: {
          line: move.line,
          message: `it is ${log.header.players[decision.seat]}'s decision (${decision.prompt}), not ${log.header.players[move.seat]}'s`,
          legal: decision.choices,
        },
      };
    }
    try {
      playChoice(match, move.choice, decision);
    } catch (error) {
      if (error instanceof IllegalChoiceError) {
        return { match, failure: { line: move.line, message: `illegal move ${quote(move.choice)} (${decision.prompt})`, legal: error.legal } };
      }
      if (error instanceof StackedOrderError) return { match, failure: { line: move.line, message: error.message, legal: [] } };
      throw error;
    }
  }
  const decision = decisionOf(match);
  if (log.result && upTo >= log.moves.length) {
    const actual = decision.over ? formatResult(decision.result, log.header.players) : 'in progress';
    if (resultOutcome(actual) !== resultOutcome(log.result.text)) {
      return { match, resultMismatch: { line: log.result.line, expected: log.result.text, actual } };
    }
  }
  return { match };
}

export function matchToLog(match: Match): GameLog {
  const decision = decisionOf(match);
  return {
    header: match.header,
    moves: match.moves.map((m, i) => ({ seat: m.seat, choice: m.choice, line: i + 1 })),
    result: decision.over ? { text: formatResult(decision.result, match.header.players), line: 0 } : undefined,
  };
}

/**
 * Take back the last move if the seat now deciding made it and it revealed nothing; returns the new match.
 * Rebuilding by replay means undo can never leak hidden state kept from the future.
 */
export function undoLast(match: Match): Match {
  const decision = decisionOf(match);
  const last = match.moves[match.moves.length - 1];
  if (!last) throw new UserError('nothing to undo yet');
  if (decision.over) throw new UserError('the game is over; it cannot be taken back');
  if (last.seat !== decision.seat) throw new UserError('the last move was not yours; only your own moves can be taken back');
  if (last.locked) throw new UserError('the last move showed hidden cards or used a shuffle, so it cannot be taken back');
  const rebuilt = startMatch(match.game, match.header);
  for (const move of match.moves.slice(0, -1)) playChoice(rebuilt, move.choice);
  return rebuilt;
}
