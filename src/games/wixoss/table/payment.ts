/**
 * Ener payment as exact bipartite matching: each cost slot (one per required ener) must get one ener card that
 * can pay it, with no card left over. Multicolour and Multi Ener cards make greedy picking wrong, so we match.
 */
import type { Seat } from '../../../engine/game.js';
import { colorBit } from '../cards/db.js';
import { COLORS, type Color, type Cost } from '../cards/types.js';
import { EMPTY, type WixossState } from '../state.js';
import { def } from './defs.js';
import { kindsWithConstant } from './kinds.js';
import { constantsOf } from './lose-abilities.js';
import { payStandIns, standInBits } from './pay-with.js';
import type { PayWith } from '../cards/types.js';

export function costSize(cost: Cost | undefined): number {
  let n = 0;
  if (cost) for (const color in cost) n += cost[color as Color] ?? 0;
  return n;
}

// Scratch space of one matching (payments are computed one at a time, never nested): the colour bit of each
// cost slot, the ener card paying it (-1 = none yet) and the slots visited by the current augmenting search.
const slotBits: number[] = [];
const slotCard: number[] = [];
let slotCount = 0;
let visited = 0;
/** Every ener card of the payer pays any colour (WX01 Energe, Original Spear on the payer's field). */
let allMulti = false;
const ANY_COLOR = (1 << COLORS.length) - 1;
/** SP07 Marche, Anne=Fourth: ener cards that may pay a colour they do not have (table/pay-with.ts); usually none. */
let standIns: PayWith[] = [];

// Whether any card of a kind table has "all cards in your ener zone have Multi Ener" (no starter card does).
const kindsEnerMulti = kindsWithConstant((c) => !!c.enerMulti);

/** Whether every card of this ener zone has Multi Ener by another card's ability (its owner's Energe, Original Spear, or LRIG). */
export function enerAllMulti(s: WixossState, ener: number[]): boolean {
  if (!kindsEnerMulti(s)) return false;
  const owner = s.players.find((p) => p.ener === ener);
  if (owner === undefined) return false;
  // WX05 Ulith, Enma of Nihilism: the owner's LRIG may say so too.
  const lrig = owner.lrig[owner.lrig.length - 1];
  return owner.signi.some((i) => i !== EMPTY && constantsOf(s, i).some((c) => c.enerMulti)) || (lrig !== undefined && constantsOf(s, lrig).some((c) => c.enerMulti));
}

/** One slot per required ener, in the cost's colour order (that order decides which cards "pay auto" takes). */
function setSlots(cost: Cost): void {
  slotCount = 0;
  for (const color in cost) {
    const bit = colorBit(color as Color);
    for (let i = 0; i < (cost[color as Color] ?? 0); i++) { slotBits[slotCount] = bit; slotCard[slotCount++] = -1; }
  }
}

/** Kuhn's augmenting path from `card`: a slot it can pay that is free or whose card can move elsewhere. */
function tryCard(s: WixossState, card: number): boolean {
  const mask = allMulti ? ANY_COLOR : standIns.length ? def(s, card).payMask | standInBits(s, card, standIns) : def(s, card).payMask;
  for (let j = 0; j < slotCount; j++) {
    const bit = 1 << j;
    if (visited & bit || !(mask & slotBits[j]!)) continue;
    visited |= bit;
    if (slotCard[j] === -1 || tryCard(s, slotCard[j]!)) { slotCard[j] = card; return true; }
  }
  return false;
}

function matchCard(s: WixossState, card: number): boolean {
  visited = 0;
  return tryCard(s, card);
}

/**
 * A set of ener cards paying `cost` exactly that includes every card of `forced`, or null. Kuhn's augmenting
 * paths from the card side keep matched cards matched, so forced cards are matched first and stay in.
 * `growInto`: the cost is the grow cost of that LRIG (whose own stand-in may then count: table/pay-with.ts).
 */
export function findPayment(s: WixossState, ener: number[], cost: Cost, forced: number[] = [], growInto?: number): number[] | null {
  setSlots(cost);
  return matchSlots(s, ener, forced, growInto) ? slotCard.slice(0, slotCount) : null;
}

/** Whether `findPayment` finds a payment, without handing one out (most callers only ask whether). */
export function paymentExists(s: WixossState, ener: number[], cost: Cost, forced: number[] = [], growInto?: number): boolean {
  setSlots(cost);
  return matchSlots(s, ener, forced, growInto);
}

/** Match ener cards to the slots `setSlots` made, `forced` first; whether every slot got a card. */
function matchSlots(s: WixossState, ener: number[], forced: number[], growInto?: number): boolean {
  // `visited` is a bit set of slots; no card costs anywhere near 31 ener.
  if (slotCount > 31) throw new Error('WIXOSS: a cost of more than 31 ener');
  if (forced.length > slotCount || ener.length < slotCount) return false;
  allMulti = enerAllMulti(s, ener);
  standIns = payStandIns(s, ener, growInto);
  for (const card of forced) if (!matchCard(s, card)) return false;
  let matched = forced.length;
  for (const card of ener) {
    if (matched === slotCount) break;
    if (forced.length > 0 && forced.includes(card)) continue;
    if (matchCard(s, card)) matched++;
  }
  return matched === slotCount;
}

export function canPay(s: WixossState, seat: Seat, cost: Cost | undefined, growInto?: number): boolean {
  if (!cost) return true;
  setSlots(cost);
  return slotCount === 0 || matchSlots(s, s.players[seat]!.ener, NONE, growInto);
}

const NONE: number[] = [];

// Costs are shown in the reader's language; the text lives with the other messages.
export { costText } from '../messages/index.js';
