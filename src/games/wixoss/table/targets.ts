/** Which SIGNI an op may target now, and whether a chosen target is still legal when the effect resolves. */
import { opponentOf } from '../../../engine/turn-order.js';
import type { Seat } from '../../../engine/game.js';
import type { Op } from '../cards/types.js';
import { EMPTY, type WixossState } from '../state.js';
import { def } from './defs.js';
import { fits } from './filter.js';
import { shielded, signiPower } from './power.js';

export function targetSide(op: Op, seat: Seat): Seat {
  return op.side === 'own' ? seat : opponentOf(seat);
}

function powerFits(op: Op, power: number): boolean {
  return (op.maxPower === undefined || power <= op.maxPower) && (op.minPower === undefined || power >= op.minPower);
}

/** Zones (0-based) of `side` holding a SIGNI this op may target now. */
export function legalZones(s: WixossState, op: Op, side: Seat, exclude: number[] = []): number[] {
  const p = s.players[side]!;
  const zones: number[] = [];
  for (let z = 0; z < p.signi.length; z++) {
    const inst = p.signi[z]!;
    if (inst === EMPTY || exclude.includes(inst)) continue;
    if (op.filter && !fits(def(s, inst), op.filter)) continue;
    if (shielded(s, side, inst)) continue;
    if (op.frozen && !s.frozen.includes(inst)) continue;
    if ((op.maxPower !== undefined || op.minPower !== undefined) && !powerFits(op, signiPower(s, side, z))) continue;
    zones.push(z);
  }
  return zones;
}

/** The zone of a chosen target if it is still a legal target, else -1. */
export function stillLegal(s: WixossState, op: Op, side: Seat, inst: number): number {
  const z = s.players[side]!.signi.indexOf(inst);
  if (z < 0) return -1;
  return legalZones(s, op, side).includes(z) ? z : -1;
}
