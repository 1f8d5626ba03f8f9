/**
 * Reading a territory: only the top card of a slot counts, plus the card right under it when the top card has
 * possession (spec "Possession"); a wasteland shows nothing. Also the moves that change a slot.
 */
import { catalogue } from '../cards/load.js';
import type { Face } from '../cards/types.js';
import type { MidrashState, SeatState, Slot } from '../state.js';

/** The face a card shows now. Only equipment has a second face, so other cards skip the `upgraded` scan. */
export function faceOf(state: MidrashState, card: number): Face {
  const cat = catalogue();
  const front = cat.front[card]!;
  return front !== cat.back[card] && state.upgraded.includes(card) ? cat.back[card]! : front;
}

/** Active cards of a slot, top first (at most two). */
export function activeCards(slot: Slot): number[] {
  const top = topCard(slot);
  if (top === undefined) return [];
  const under = possessed(slot);
  return under === undefined ? [top] : [top, under];
}

export function topCard(slot: Slot): number | undefined {
  return slot.waste ? undefined : slot.cards[slot.cards.length - 1];
}

/** The card right under the top card when the top card possesses it (it is active too). */
export function possessed(slot: Slot): number | undefined {
  const n = slot.cards.length;
  return !slot.waste && n >= 2 && catalogue().front[slot.cards[n - 1]!]!.possession ? slot.cards[n - 2] : undefined;
}

/** Same cards as `activeCards`, without building an array: wisdom is summed after every move. */
function sum(state: MidrashState, slot: Slot, field: 'cost' | 'attack' | 'wisdom'): number {
  const n = slot.cards.length;
  if (slot.waste || n === 0) return 0;
  const top = slot.cards[n - 1]!;
  let total = faceOf(state, top)[field];
  if (n >= 2 && catalogue().front[top]!.possession) total += faceOf(state, slot.cards[n - 2]!)[field];
  return total;
}

export const slotCost = (s: MidrashState, slot: Slot) => sum(s, slot, 'cost');
export const slotAttack = (s: MidrashState, slot: Slot) => sum(s, slot, 'attack');
export const slotWisdom = (s: MidrashState, slot: Slot) => sum(s, slot, 'wisdom');

export function territoryAttack(state: MidrashState, seat: SeatState): number {
  let total = 0;
  for (const slot of seat.slots) total += slotAttack(state, slot);
  return total;
}

/** Territory + merits (merits count only their wisdom). */
export function wisdomOf(state: MidrashState, seat: SeatState): number {
  let total = 0;
  for (const slot of seat.slots) total += slotWisdom(state, slot);
  for (const merit of seat.merits) total += faceOf(state, merit).wisdom;
  return total;
}

function hasConstant(state: MidrashState, card: number | undefined, key: string): boolean {
  if (card === undefined) return false;
  for (const e of faceOf(state, card).effects) if (e.when === 'const' && e.key === key) return true;
  return false;
}

/** How many active cards of the seat carry a constant effect `key` (every Set/Summon choice list asks). */
export function countConstant(state: MidrashState, seat: SeatState, key: string): number {
  let n = 0;
  for (const slot of seat.slots) n += Number(hasConstant(state, topCard(slot), key)) + Number(hasConstant(state, possessed(slot), key));
  return n;
}

/** Magic level for summoning: a Study adds 1 (several Studies still add 1 - ruling). */
export function summonLevel(state: MidrashState, seat: SeatState): number {
  return seat.magic + (countConstant(state, seat, 'study') > 0 ? 1 : 0);
}

export function maxMagic(seat: SeatState): number {
  const ch = catalogue().character;
  return (seat.up ? ch.back : ch.front).maxMagic;
}

export function openSlots(seat: SeatState): number[] {
  const out: number[] = [];
  seat.slots.forEach((slot, i) => { if (!slot.waste) out.push(i); });
  return out;
}

/** Wasteland: the slot's own territory card flips and goes on top; everything on it stays below, inactive. */
export function makeWasteland(slot: Slot): void {
  if (slot.waste) return;
  slot.under.push(...slot.cards);
  slot.cards.length = 0;
  slot.waste = true;
}

/** A wasteland turned back into a mansion: the buried cards stay buried. */
export function restoreMansion(slot: Slot): void {
  slot.waste = false;
}

/**
 * An equipment card can upgrade only while it is the top card, not yet upgraded and never possessed: once a
 * possession card has been on it, it cannot upgrade again even after that card is gone (seed 升级).
 */
export function canUpgrade(state: MidrashState, slot: Slot, card: number): boolean {
  return topCard(slot) === card && catalogue().front[card]!.kind === 'equipment' && !state.upgraded.includes(card)
    && !state.possessed.includes(card);
}

/** The slot whose loss hurts most (most wisdom, then attack, then the lowest slot): the demon's target. */
export function bestSlot(state: MidrashState, seat: SeatState): number {
  let best = -1, bestKey = -1;
  seat.slots.forEach((slot, i) => {
    if (slot.waste) return;
    const key = slotWisdom(state, slot) * 100 + slotAttack(state, slot);
    if (key > bestKey) { best = i; bestKey = key; }
  });
  return best;
}
