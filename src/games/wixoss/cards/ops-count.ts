/** Effects that count your SIGNI of some classes: "for each <Water Beast> SIGNI you have, draw a card". */
import { draw, topTo } from '../rules/zones.js';
import { def } from '../table/defs.js';
import { EMPTY, type WixossState } from '../state.js';
import type { OpHandler } from './ops.js';
import { fits } from '../table/filter.js';
import type { Op } from './types.js';

function countOwn(s: WixossState, seat: number, op: Op): number {
  let n = 0;
  for (const i of s.players[seat]!.signi) if (i !== EMPTY && fits(def(s, i), op.filter)) n++;
  return n;
}

export const COUNT_OPS: Record<string, OpHandler> = {
  drawPer: { run: (s, t, op) => { draw(s, t.seat, countOwn(s, t.seat, op)); return true; } },
  enerChargePer: { run: (s, t, op) => { topTo(s, t.seat, countOwn(s, t.seat, op), 'ener'); return true; } },
};
