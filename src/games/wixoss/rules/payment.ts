/**
 * Ener payment as exact bipartite matching: each cost slot (one per required ener) must get one ener card that
 * can pay it, with no card left over. Multicolour and Multi Ener cards make greedy picking wrong, so we match.
 */
import type { Seat } from '../../../engine/game.js';
import type { Color, Cost } from '../cards/types.js';
import type { WixossState } from '../state.js';
import { def } from './zones.js';

export function costSize(cost: Cost | undefined): number {
  let n = 0;
  if (cost) for (const v of Object.values(cost)) n += v ?? 0;
  return n;
}

function slotsOf(cost: Cost): Color[] {
  const slots: Color[] = [];
  for (const [color, n] of Object.entries(cost)) for (let i = 0; i < (n ?? 0); i++) slots.push(color as Color);
  return slots;
}

function canPaySlot(s: WixossState, inst: number, slot: Color): boolean {
  if (slot === 'colorless') return true;
  const d = def(s, inst);
  return Boolean(d.multiEner) || d.colors.includes(slot);
}

/**
 * A set of ener cards paying `cost` exactly that includes every card of `forced`, or null. Kuhn's augmenting
 * paths from the card side keep matched cards matched, so forced cards are matched first and stay in.
 */
export function findPayment(s: WixossState, ener: number[], cost: Cost, forced: number[] = []): number[] | null {
  const slots = slotsOf(cost);
  if (forced.length > slots.length || ener.length < slots.length) return null;
  const slotCard: number[] = slots.map(() => -1);
  const tryCard = (card: number, seen: boolean[]): boolean => {
    for (let j = 0; j < slots.length; j++) {
      if (seen[j] || !canPaySlot(s, card, slots[j]!)) continue;
      seen[j] = true;
      if (slotCard[j] === -1 || tryCard(slotCard[j]!, seen)) { slotCard[j] = card; return true; }
    }
    return false;
  };
  for (const card of forced) if (!tryCard(card, slots.map(() => false))) return null;
  let matched = forced.length;
  for (const card of ener) {
    if (matched === slots.length) break;
    if (forced.includes(card)) continue;
    if (tryCard(card, slots.map(() => false))) matched++;
  }
  return matched === slots.length ? [...slotCard] : null;
}

export function canPay(s: WixossState, seat: Seat, cost: Cost | undefined, extra: Cost = {}): boolean {
  const total: Cost = { ...(cost ?? {}) };
  for (const [c, n] of Object.entries(extra)) total[c as Color] = (total[c as Color] ?? 0) + (n ?? 0);
  if (costSize(total) === 0) return true;
  return findPayment(s, s.players[seat]!.ener, total) !== null;
}

export function costText(cost: Cost | undefined): string {
  if (!cost || costSize(cost) === 0) return 'free';
  return Object.entries(cost).filter(([, n]) => n).map(([c, n]) => `${n} ${c}`).join(' + ');
}
