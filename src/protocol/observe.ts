/**
 * What one seat may know of a game, as data: its view, the board rendered from that view, whose decision it is,
 * and (only when the decision is its own) the legal moves, each described as that seat may know it. Everything
 * comes from the game's own view and its seat-aware `describe`, so it hides what `replay --seat` hides.
 */
import type { Board } from '../engine/board.js';
import type { AnyGame, Decision, GameResult, Seat } from '../engine/game.js';

export interface MoveOption {
  move: string;
  text: string;
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
  /** Whose decision it is (1-based) and what is asked; null once the game is over. */
  decision: { seat: number; prompt: string } | null;
  /** The legal moves when the decision is this seat's, else empty. */
  moves: MoveOption[];
  result: ResultData | null;
  /** The game's view for this seat (game-specific JSON). */
  view: unknown;
  board: Board;
}

export function resultData(result: GameResult): ResultData {
  return { winners: result.winners.map((s) => s + 1), reason: result.reason, ...(result.label ? { label: result.label } : {}) };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function observation(game: AnyGame, state: any, decision: Decision, seat: Seat, players: string[], moveCount: number): Observation {
  const view = game.view(state, seat);
  const own = !decision.over && decision.seat === seat;
  return {
    game: game.id,
    seat: seat + 1,
    players,
    moveCount,
    over: decision.over,
    decision: decision.over ? null : { seat: decision.seat + 1, prompt: decision.prompt },
    moves: own ? decision.choices.map((move) => ({ move, text: game.describe(state, move, seat) })) : [],
    result: decision.over ? resultData(decision.result) : null,
    view,
    board: game.render(view),
  };
}
