/** How well a seat is doing, for the bots: life cloth lead first, then LRIG level, board power, ener and cards. */
import { opponentOf } from '../../engine/turn-order.js';
import type { Seat } from '../../engine/game.js';
import { signiPower } from './table/power.js';
import { EMPTY, type WixossState } from './state.js';
import { def } from './table/defs.js';
import { charmsOf } from './table/charm.js';

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
/**
 * Exceed (WX04 on) spends the cards under the LRIG into the LRIG trash: the grows they stood for stay, so an LRIG
 * card there keeps its grow value less what it was worth as a cost. A Charm is a card held in reserve for Charm costs.
 */
const EXCEEDED_LOSS = 1;
const CHARM_VALUE = 0.5;
/**
 * An extra turn to come (WX05 Mayu, Genesis Miko's Exceed 5): another draw, ener charge and round of attacks, worth
 * about what it costs (the ener zone, the hand and five cards under the LRIG), so a bot weighs it rather than
 * never using it.
 */
const EXTRA_TURN_VALUE = 15;

function spentLrigs(s: WixossState, seat: Seat): number {
  let n = 0;
  for (const inst of s.players[seat]!.lrigTrash) if (def(s, inst).type === 'LRIG') n++;
  return n;
}

function material(s: WixossState, seat: Seat): number {
  const p = s.players[seat]!;
  let power = 0;
  for (let z = 0; z < p.signi.length; z++) if (p.signi[z] !== EMPTY) power += signiPower(s, seat, z);
  const ener = Math.min(p.ener.length, ENER_STOCK) * ENER_VALUE + Math.max(0, p.ener.length - ENER_STOCK) * ENER_SPARE;
  const lrigs = p.lrig.length * GROW_VALUE + (p.lrigTrash.length ? spentLrigs(s, seat) * (GROW_VALUE - EXCEEDED_LOSS) : 0);
  const charms = p.charm ? charmsOf(s, seat).length * CHARM_VALUE : 0;
  const extra = s.active === seat && s.extraTurns ? s.extraTurns * EXTRA_TURN_VALUE : 0;
  return p.life.length * 10 + power / 2000 + p.hand.length * HAND_VALUE + ener + lrigs + charms + extra;
}

export function evaluateState(s: WixossState, seat: Seat): number {
  return Math.max(0.001, 100 + material(s, seat) - material(s, opponentOf(seat)));
}
