/**
 * The cost an ARTS asks now: its printed cost, or the cost it `costBecomes` while that condition holds ("if the
 * opponent's LRIG is black, this costs [White][White]"), less what your SIGNI's `artsCostLess` constants take off
 * ("your blue ARTS cost [Colorless] less"; never below 0).
 */
import type { Seat } from '../../../engine/game.js';
import { conditionHolds } from './power.js';
import { def } from './defs.js';
import { EMPTY, type WixossState } from '../state.js';
import { kindsWithConstant } from './kinds.js';
import { matches } from './filter.js';
import type { Color, Cost } from '../cards/types.js';
import { constantsOf } from './lose-abilities.js';

// Whether any card of a kind table lowers ARTS costs (most games: none), so the field is looked at only then.
const kindsReduce = kindsWithConstant((c) => Boolean(c.artsCostLess));

/** An LRIG's grow cost for `seat` now: nothing in a turn Get Grow's Life Burst made free. */
export function growCost(s: WixossState, seat: Seat, inst: number): Cost | undefined {
  return s.players[seat]!.freeGrowTurn === s.turn ? undefined : def(s, inst).growCost;
}

export function artsCost(s: WixossState, seat: Seat, inst: number, d = def(s, inst)): Cost | undefined {
  const alt = d.effects?.costBecomes;
  let cost = alt && conditionHolds(s, seat, alt.if) ? alt.cost : d.cost;
  if (!kindsReduce(s)) return cost;
  for (const src of s.players[seat]!.signi) {
    if (src === EMPTY) continue;
    for (const c of constantsOf(s, src)) {
      if (!c.artsCostLess || !matches(s, inst, c.filter)) continue;
      const less: Cost = { ...cost };
      for (const color in c.artsCostLess) less[color as Color] = Math.max(0, (less[color as Color] ?? 0) - c.artsCostLess[color as Color]!);
      cost = less;
    }
  }
  return cost;
}
