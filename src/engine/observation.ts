/**
 * What one seat may know of a game, as data: its view, the board rendered from that view, whose decision it is,
 * and (only when the decision is its own) the legal moves, each described as that seat may know it. Everything
 * comes from the game's own view and its seat-aware `describe`, so it hides what `replay --seat` hides. It lives in
 * the engine because the invariant suite checks exactly this object; the protocol (protocol/observe.ts) sends it.
 */
import { outsideBoard, type Board } from './board.js';
import type { AnyGame, Decision, GameResult, Seat } from './game.js';
import { promptFor } from './public-prompt.js';
import type { ViewData } from './view-data.js';

export interface MoveOption {
  move: string;
  text: string;
  /**
   * The move read by the game's move table (moves/table.ts), for a game that declares one: its verb (the literal
   * words of its notation, `take none`) and its arguments by name, numbers as typed (`{ slot: 3, effect: 1 }`).
   */
  verb?: string;
  args?: Readonly<Record<string, number | string>>;
}

/** A legal move as the observation lists it: its text, its sentence, and its verb and arguments where a table reads it. */
function moveOption(game: AnyGame, state: any, move: string, viewer: Seat | null): MoveOption {
  const text = game.describe(state, move, viewer);
  const parsed = game.moves?.parse(move);
  return parsed ? { move, text, verb: parsed.verb, args: parsed.args } : { move, text };
}

export interface ResultData {
  /** 1-based seats; empty for a draw. */
  winners: number[];
  reason: string;
  /** Outcome word when nobody won but it was no draw (a solo game lost), e.g. "lost". */
  label?: string;
}

export interface Observation {
  game: string;
  /** 1-based seat this observation is for. */
  seat: number;
  players: string[];
  /** Moves played so far. */
  moveCount: number;
  over: boolean;
  /**
   * Whose decision it is (1-based) and what is asked, as this seat may read it: the question itself when the decision
   * is this seat's, else its public form (who decides and what kind of decision, no hidden card); null once over.
   */
  decision: { seat: number; prompt: string } | null;
  /** The legal moves when the decision is this seat's, else empty. */
  moves: MoveOption[];
  result: ResultData | null;
  /** The game's view for this seat, in the outside convention (engine/view-data.ts): game-specific fields. */
  view: ViewData;
  /** The board the seat's terminal draws, with seats from 1 (`outsideBoard`). */
  board: Board;
}

export function resultData(result: GameResult): ResultData {
  return { winners: result.winners.map((s) => s + 1), reason: result.reason, ...(result.label ? { label: result.label } : {}) };
}

/**
 * The observation of `seat`. Every path that shows a seat the game (the protocol, the library, a program bot) builds
 * it here, and the invariant suite (engine/kit/invariants.ts) checks the same object: resampling what the seat cannot
 * see must not change a byte of it.
 */
export function observation(game: AnyGame, state: any, decision: Decision, seat: Seat, players: string[], moveCount: number): Observation {
  return { game: game.id, seat: seat + 1, ...seen(game, state, decision, seat, players, moveCount) };
}

/** An observation without its seat number, also for a spectator (`viewer` null), whom the invariant suite checks too. */
export function seen(game: AnyGame, state: any, decision: Decision, viewer: Seat | null, players: string[], moveCount: number): Omit<Observation, 'game' | 'seat'> {
  const view = game.view(state, viewer);
  const own = !decision.over && decision.seat === viewer;
  return {
    players,
    moveCount,
    over: decision.over,
    decision: decision.over ? null : { seat: decision.seat + 1, prompt: promptFor(game, state, decision, viewer, players) },
    moves: own ? decision.choices.map((move) => moveOption(game, state, move, viewer)) : [],
    result: decision.over ? resultData(decision.result) : null,
    view: game.viewData(view),
    board: outsideBoard(game.render(view)),
  };
}
