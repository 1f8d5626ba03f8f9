/** Effects that count your SIGNI of some classes: "for each <Water Beast> SIGNI you have, draw a card". */
import { draw, topTo } from '../rules/zones.js';
import { def } from '../table/defs.js';
import { EMPTY, type WixossState } from '../state.js';
import type { OpHandler } from './ops.js';
import { fits } from '../table/filter.js';
import type { Op } from './types.js';

/** `other` (issue 46 costs): "your other ..." leaves `self` out. */
function countOwn(s: WixossState, seat: number, op: Op, self: number): number {
  let n = 0;
  for (const i of s.players[seat]!.signi) if (i !== EMPTY && !(op.other && i === self) && fits(def(s, i), op.filter)) n++;
  return n;
}

export const COUNT_OPS: Record<string, OpHandler> = {
  drawPer: { run: (s, t, op) => { draw(s, t.seat, countOwn(s, t.seat, op, t.src)); return true; } },
  enerChargePer: { run: (s, t, op) => { topTo(s, t.seat, countOwn(s, t.seat, op, t.src), 'ener'); return true; } },
};
