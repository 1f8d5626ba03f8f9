/**
 * Solo mode: the demon is not a seat. Its turn (the calamity whose number is the turn counter) is resolved
 * inside the rules at the start of each round and reported through events.
 */
import { cardName as localName } from '../../../engine/i18n.js';
import { runOp, type OpLibraryOf } from '../../../engine/ops.js';
import { catalogue } from '../cards/load.js';
import type { CalamityOp } from '../cards/types.js';
import type { CalamitySlot, MidrashState } from '../state.js';
import { m } from '../messages/index.js';
import { cardName, say } from './events.js';
import { discardCard, isEnemy, takeTop } from './grimoire.js';
import { bestSlot, faceOf, makeWasteland, territoryAttack } from './territory.js';
import { why } from '../messages/table-why.js';
import { seatState } from '../state.js';

/** A calamity acts only while it shows its face and nothing covers it. */
export function calamityActive(slot: CalamitySlot): boolean {
  return !slot.flipped && slot.cover.length === 0;
}

export function calamityNumber(card: number): number {
  return catalogue().calamityOf[card]!.number;
}

export function demonTurn(state: MidrashState): void {
  const solo = state.solo!;
  const slot = solo.row.find((c) => calamityNumber(c.card) === state.round);
  if (!slot) { say(state, m().ev.demonIdle(state.round)); return; }
  if (!calamityActive(slot)) { say(state, m().ev.calamityBlocked(state.round, cardName(slot.card), slot.flipped)); return; }
  say(state, m().ev.demonPlays(state.round, cardName(slot.card)));
  for (const op of catalogue().calamityOf[slot.card]!.ops) runOp(CALAMITY_OPS, state, slot, op);
  slot.flipped = true;
  slot.acted = true;
  const demon = catalogue().demonOf[solo.demon]!;
  if (demon.afterCalamity > 0) {
    solo.level = Math.min(4, solo.level + demon.afterCalamity);
    say(state, m().ev.demonGrows(localName(demon.names), solo.level));
  }
}

function wasteBest(state: MidrashState): void {
  const seat = seatState(state, 0);
  const best = bestSlot(state, seat);
  if (best < 0) return;
  makeWasteland(seat.slots[best]!);
  say(state, m().ev.yourSlotWasteland(best + 1));
}

/** The top card of your best slot is discarded (equipment goes back to the supply, front face up). */
function breakBest(state: MidrashState): void {
  const seat = seatState(state, 0);
  const best = bestSlot(state, seat);
  const card = best < 0 ? undefined : seat.slots[best]!.cards.pop();
  if (card === undefined) return;
  const face = catalogue().front[card]!;
  if (face.kind === 'equipment') {
    // Back in the supply it is a fresh card: front face up, free to upgrade again (ruling).
    const up = state.upgraded.indexOf(card);
    if (up >= 0) state.upgraded.splice(up, 1);
    const had = state.possessed.indexOf(card);
    if (had >= 0) state.possessed.splice(had, 1);
    state.supply[catalogue().kindIds.indexOf(face.id)]!.push(card);
  } else if (face.kind === 'grimoire') discardCard(state, card);
  else state.box.push(card);
  say(state, m().ev.destroyed(cardName(card), best + 1));
}

/** What each calamity op does to the solo player (parameters: cards/load.ts); none asks. */
export const CALAMITY_OPS: OpLibraryOf<MidrashState, CalamitySlot, CalamityOp> = {
  magicDown: { run: (state, _slot, op) => { const seat = seatState(state, 0); seat.magic = Math.max(0, seat.magic - op.n); say(state, m().ev.yourMagic(seat.magic)); } },
  drought: { run: (state) => { state.info.drought = true; } },
  silence: { run: (state) => { state.info.silence = true; } },
  demonUp: { run: (state, _slot, op) => { const solo = state.solo!; solo.level = Math.min(4, solo.level + op.n); say(state, m().ev.demonLevel(solo.level)); } },
  wasteBest: { run: (state, _slot, op) => { for (let i = 0; i < op.n; i++) wasteBest(state); } },
  breakBest: { run: (state) => breakBest(state) },
  wasteEmpty: {
    run(state) {
      const seat = seatState(state, 0);
      const empty = seat.slots.findIndex((slot) => !slot.waste && slot.cards.length === 0);
      if (empty >= 0) { makeWasteland(seat.slots[empty]!); say(state, m().ev.yourEmptyWasteland(empty + 1)); }
    },
  },
  loseMerit: {
    run(state) {
      const seat = seatState(state, 0);
      if (seat.merits.length === 0) return;
      let best = 0;
      seat.merits.forEach((m, i) => { if (faceOf(state, m).wisdom > faceOf(state, seat.merits[best]!).wisdom) best = i; });
      const lost = seat.merits.splice(best, 1)[0]!;
      discardCard(state, lost);
      say(state, m().ev.loseMerit(cardName(lost)));
    },
  },
  invade: {
    // An invasion is the demon's attack, not a holy war of yours: no merits, no Demon Statue (ruling).
    run(state, _slot, op) {
      const seat = seatState(state, 0);
      const level = Math.max(2, Math.min(4, state.solo!.level + 1));
      for (const card of takeTop(state, level, op.n, () => why().invade(level))) {
        const attack = territoryAttack(state, seat);
        if (isEnemy(card) && faceOf(state, card).attack > attack) {
          say(state, m().ev.overruns(cardName(card), faceOf(state, card).attack, attack));
          breakBest(state);
        } else say(state, m().ev.noHarm(cardName(card)));
        discardCard(state, card);
      }
    },
  },
};
