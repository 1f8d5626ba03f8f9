/** A quick score of how well `seat` is doing, for the greedy bot: life first, then board and cards. */
import type { Seat } from '../../engine/game.js';
import { columnCombos, bitCount } from './rules/combos.js';
import { top } from './rules/zones.js';
import { opponent, type PadState } from './state.js';

function strength(s: PadState, seat: Seat): number {
  const p = s.players[seat]!;
  let score = p.life.length * 100 + Math.min(p.hand.length, 7) * 6 + Math.min(p.deck.length, 10);
  for (let st = 0; st < 5; st++) {
    const c = top(p, st);
    score += (p.stacks[st]!.length - 1) * 12 + c.defense / 100 + c.attack[5]! / 200 + (p.tapped[st] ? 0 : 4);
  }
  for (const col of p.columns) score += bitCount(columnCombos(col)) * 5 + Math.min(col.length, 6);
  return score;
}

export function evaluateState(s: PadState, seat: Seat): number {
  return Math.max(1, 1000 + strength(s, seat) - strength(s, opponent(seat)));
}
