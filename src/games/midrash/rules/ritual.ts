/** Ritual (spec "Keywords"). */
import type { MidrashState } from '../state.js';
import { m, who } from '../messages/index.js';
import { cardName, say } from './events.js';
import { discardCard, takeTop } from './grimoire.js';
import { placeCard } from './placing.js';
import { faceOf, slotCost } from './territory.js';
import { why } from '../messages/table-why.js';
import { seatState } from '../state.js';

/** Ritual: reveal the top card of any level; a card whose cost equals the ritual slot's cost must go on it. */
export function ritual(state: MidrashState, slotIndex: number, level: number): void {
  const seat = seatState(state, state.turn);
  const slot = seat.slots[slotIndex]!;
  const card = takeTop(state, level, 1, () => why().ritual(who(state, state.turn), level))[0]!;
  const cost = slotCost(state, slot);
  if (!slot.waste && faceOf(state, card).cost === cost) {
    say(state, m().ev.ritualMatch(cost, cardName(card), slotIndex + 1));
    placeCard(state, slotIndex, card);
  } else {
    say(state, m().ev.ritualMiss(cost, cardName(card)));
    discardCard(state, card);
  }
}

