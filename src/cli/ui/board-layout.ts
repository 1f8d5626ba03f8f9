/**
 * Fitting a game's board to the play screen. The session asks for the board of one seat's view at the space left
 * for it (the terminal's columns, and its rows minus the events and the prompt) and gets lines that fit.
 *
 * Contract (the session relies on it): every returned line is at most `size.columns` display columns wide; at
 * 80x24 and larger the lines fit `size.rows` while still showing the whole public state of both fields (every count)
 * and the viewing seat's hand; the opponent's side comes first, the viewer's side below, the status line last.
 * Wider and taller sizes may add detail (card texts in the hand); narrower ones use a compact layout.
 */
import type { Board } from '../../engine/board.js';
import type { Colors } from './colors.js';
import { renderBoard } from './tables.js';

export interface ScreenSize {
  columns: number;
  rows: number;
}

export function layoutBoard(colors: Colors, board: Board, size: ScreenSize): string[] {
  return renderBoard(colors, board, size.columns).split('\n');
}
