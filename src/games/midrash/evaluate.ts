/**
 * A position score for the greedy bot: wisdom first, then what makes wisdom (MANA income, magic level, open
 * mansions, attack for holy wars). Solo adds time pressure, so ending a turn with work left looks bad.
 */
import type { MidrashState } from './state.js';
import { activeCards, faceOf, territoryAttack, wisdomOf } from './rules/territory.js';

function income(state: MidrashState, seat: number): number {
  const s = state.seats[seat]!;
  let total = s.up ? 2 : 1;
  for (const slot of s.slots) {
    for (const card of activeCards(slot)) {
      for (const e of faceOf(state, card).effects) if (e.when === 'start') for (const op of e.ops ?? []) if (op.op === 'mana') total += op.n;
    }
  }
  return total;
}

export function evaluate(state: MidrashState, seat: number): number {
  const s = state.seats[seat]!;
  let open = 0, cards = 0;
  for (const slot of s.slots) { if (!slot.waste) open++; cards += activeCards(slot).length; }
  // Mid-action (a Set/Summon asked, cards revealed) is worth a little, so a one-step bot starts actions at all.
  const mine = state.turn === seat && !state.result;
  const busy = mine ? state.tasks.filter((t) => t.k !== 'start').length * 15 : 0;
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
  const score = 1000 + prospect + wisdomOf(state, s) * 100 + territoryAttack(state, s) * 3 + s.magic * 45 + income(state, seat) * 20
    + manaValue + open * 8 + cards * 4 + (s.up ? 30 : 0) + busy - (state.solo ? state.round * 25 : 0);
  return Math.max(1, score);
}
