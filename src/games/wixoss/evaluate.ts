/** How well a seat is doing, for the bots: life cloth lead first, then LRIG level, board power, ener and cards. */
import { opponentOf } from '../../engine/turn-order.js';
import type { Seat } from '../../engine/game.js';
import { signiPower } from './table/power.js';
import { EMPTY, type WixossState } from './state.js';

/**
 * Ener pays for growing (0+0+1+2+3 to reach level 4) and for arts, so the first few ener cards are worth more than
 * a card in hand and an ener charge from the hand scores up; beyond that stock, more ener is worth little. (With
 * ener below hand cards, the bots skipped their ener charge, and a grow that costs ener scored as a loss.)
 */
const ENER_STOCK = 6;
const ENER_VALUE = 1;
const ENER_SPARE = 0.4;
const HAND_VALUE = 0.7;
/** Each grow (a card on the LRIG stack): a higher limit and a stronger LRIG, worth more than the ener it costs. */
const GROW_VALUE = 3;

function material(s: WixossState, seat: Seat): number {
  const p = s.players[seat]!;
  let power = 0;
  for (let z = 0; z < p.signi.length; z++) if (p.signi[z] !== EMPTY) power += signiPower(s, seat, z);
  const ener = Math.min(p.ener.length, ENER_STOCK) * ENER_VALUE + Math.max(0, p.ener.length - ENER_STOCK) * ENER_SPARE;
  return p.life.length * 10 + power / 2000 + p.hand.length * HAND_VALUE + ener + p.lrig.length * GROW_VALUE;
}

export function evaluateState(s: WixossState, seat: Seat): number {
  return Math.max(0.001, 100 + material(s, seat) - material(s, opponentOf(seat)));
}
