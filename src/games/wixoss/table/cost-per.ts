/**
 * A spell that costs more for each card of a zone of yours (data `costPer`: "this spell costs [Colorless] more for
 * each of your life cloth"; WX05 Most Treasured Fragment): its printed cost with the increase, before any reduction.
 */
import type { Seat } from '../../../engine/game.js';
import type { Color, Cost } from '../cards/types.js';
import type { WixossState } from '../state.js';
import { def } from './defs.js';

export function costWithIncrease(s: WixossState, seat: Seat, inst: number): Cost | undefined {
  const d = def(s, inst);
  const per = d.effects?.costPer;
  if (!per) return d.cost;
  const count = s.players[seat]![per.zone].length;
  if (count === 0) return d.cost;
  const out: Cost = { ...d.cost };
  for (const color in per.cost) out[color as Color] = (out[color as Color] ?? 0) + per.cost[color as Color]! * count;
  return out;
}
