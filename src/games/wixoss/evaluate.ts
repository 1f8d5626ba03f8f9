/** How well a seat is doing, for the greedy bot: life cloth lead first, then board power, cards and ener. */
import type { Seat } from '../../engine/game.js';
import { signiPower } from './rules/power.js';
import { EMPTY, other, type WixossState } from './state.js';

function material(s: WixossState, seat: Seat): number {
  const p = s.players[seat]!;
  let power = 0;
  for (let z = 0; z < p.signi.length; z++) if (p.signi[z] !== EMPTY) power += signiPower(s, seat, z);
  return p.life.length * 10 + power / 2000 + p.hand.length * 0.7 + p.ener.length * 0.5 + p.lrig.length;
}

export function evaluateState(s: WixossState, seat: Seat): number {
  return Math.max(0.001, 100 + material(s, seat) - material(s, other(seat)));
}
