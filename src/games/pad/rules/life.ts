/** End of game: life 0 at the end of a phase (not recovered within it) loses. */
import type { PadState } from '../state.js';

export function endGame(s: PadState, winner: number | null, reason: string): void {
  s.winner = winner;
  s.over = reason;
}

/** Checked at the end of each phase in which life could reach 0. */
export function checkLife(s: PadState): void {
  if (s.over) return;
  const out = s.players.map((p) => p.life.length === 0);
  if (out[0] && out[1]) endGame(s, null, 'both players have no life left');
  else if (out[0] || out[1]) endGame(s, out[0] ? 1 : 0, `P${out[0] ? 1 : 2} has no life left`);
}
