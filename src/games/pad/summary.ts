/** A one-line public summary of a state, written after each move of the golden playthroughs and checked on replay. */
import type { PadState } from './state.js';

export function padSummary(s: PadState): string {
  const seats = s.players.map(
    (p, i) =>
      `${i + 1}:L${p.life.length} H${p.hand.length} D${p.deck.length} X${p.discard.length} C${p.columns.map((c) => c.length).join('/')} M${p.stacks.map((x) => x.length).join('')}`,
  );
  return `t${s.turn} ${s.step} ${seats.join(' ')}`;
}
