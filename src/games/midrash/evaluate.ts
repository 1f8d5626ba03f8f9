/**
 * A position score for the bots: wisdom first, then what makes wisdom (room on open mansions, MANA income, magic
 * level, attack for holy wars). Solo adds time pressure, so ending a turn with work left looks bad.
 */
import type { MidrashState } from './state.js';
import { activeCards, faceOf, slotWisdom, territoryAttack, wisdomOf } from './rules/territory.js';
import { seatState } from './state.js';

/**
 * Wisdom a mansion can be expected to hold in the end (a level-3/4 card, or a possession pair), and what each
 * point of that room is worth: little in the opening, where MANA makes the game (a Golem's +4 MANA that wastelands
 * its slot is the first player's way to catch up with the second's supply), more as wisdom grows, since wisdom
 * counts only on a slot's top card and the last points need open mansions. (With a flat few points per mansion,
 * a bot that had wastelanded its mansions for MANA sat at 7-8 wisdom until the round limit.)
 */
const SLOT_ROOM = 3;
const roomValue = (wisdom: number) => 3 + 4 * Math.min(wisdom, 9);

function income(state: MidrashState, seat: number): number {
  const s = seatState(state, seat);
  let total = s.up ? 2 : 1;
  for (const slot of s.slots) {
    for (const card of activeCards(slot)) {
      for (const e of faceOf(state, card).effects) if (e.when === 'start') for (const op of e.ops ?? []) if (op.op === 'mana') total += op.n;
    }
  }
  return total;
}

export function evaluate(state: MidrashState, seat: number): number {
  const s = seatState(state, seat);
  const wisdom = wisdomOf(state, s);
  let room = 0, cards = 0;
  for (const slot of s.slots) {
    if (slot.waste) continue;
    room += Math.max(0, SLOT_ROOM - slotWisdom(state, slot));
    cards += activeCards(slot).length;
  }
  // Mid-action (a Set/Summon asked, cards revealed) is worth a little, so a one-step bot starts actions at all.
  const mine = state.turn === seat && !state.result;
  const busy = mine ? state.tasks.filter((t) => t.kind !== 'start').length * 15 : 0;
  // MANA kept for this turn's Set/Summon is worth more than MANA spent elsewhere first.
  const summonLeft = mine && !state.info.silence && !state.info.used.some((k) => k.startsWith('c:1:'));
  const manaValue = summonLeft ? Math.min(s.mana, 4) * 12 + Math.max(0, s.mana - 4) * 5 : s.mana * 5;
  // Revealed cards are public: the best one you could take is most of its worth already (so higher levels look better).
  let prospect = 0;
  if (state.reveal && state.turn === seat) {
    for (const card of state.reveal.cards) {
      const f = faceOf(state, card);
      if ((!f.enemy || state.reveal.free) && f.cost <= s.mana) prospect = Math.max(prospect, f.wisdom * 60 + f.attack * 2);
    }
  }
  const score = 1000 + prospect + wisdom * 100 + territoryAttack(state, s) * 3 + s.magic * 45 + income(state, seat) * 20
    + manaValue + room * roomValue(wisdom) + cards * 4 + (s.up ? 30 : 0) + busy - (state.solo ? state.round * 25 : 0);
  return Math.max(1, score);
}
