/**
 * "This turn, the next time you use a spell, it costs [Blue] less" (WX06 Mirurun Atto): a mark on the player, read
 * by the spell cost and used up by the next spell used that turn (even one with no such colour to take off).
 */
import type { Seat } from '../../../engine/game.js';
import type { Color, Cost } from '../cards/types.js';
import type { WixossState } from '../state.js';

/** `cost` less what `seat`'s mark takes off this turn (never below 0). */
export function lessByNextSpellMark(s: WixossState, seat: Seat, cost: Cost | undefined): Cost | undefined {
  const mark = s.players[seat]!.nextSpellLess;
  if (!mark || mark.turn !== s.turn || !cost) return cost;
  const less: Cost = { ...cost };
  for (const color in mark.cost) {
    const c = color as Color;
    if (less[c] !== undefined) less[c] = Math.max(0, less[c]! - mark.cost[c]!);
  }
  return less;
}
