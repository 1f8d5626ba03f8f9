/**
 * A seat resigning in a game of 3-4 leaves it and the others play on (the engine's `leave`; rulings "resign"). Its
 * territory and merits stay where they are, out of play: it takes no more turns, cannot win, and no effect reaches
 * it. If it was its turn, the turn stops where it stands: cards it had revealed go to their discard pile.
 */
import { m, who } from '../messages/index.js';
import type { MidrashState } from '../state.js';
import { passTurn } from './end-turn.js';
import { say } from './events.js';
import { referee } from './flow.js';
import { discardCard } from './grimoire.js';
import { seatState } from '../state.js';

export function leave(state: MidrashState, seat: number): void {
  state.left = [...(state.left ?? []), seat];
  say(state, m().ev.seatLeaves(who(state, seat)));
  // Equipment Onoskelis still has to hand out skips it.
  for (const task of state.tasks) if (task.kind === 'give') task.to = task.to.filter((other) => other !== seat);
  state.tasks = state.tasks.filter((task) => task.kind !== 'give' || task.to.length > 0);
  if (state.turn === seat) endTurnHere(state, seat);
  // The question the state rested at may have named the seat that left (or been its own): ask again.
  referee.settle(state);
}

function endTurnHere(state: MidrashState, seat: number): void {
  for (const task of state.tasks) if (task.kind === 'merit') discardCard(state, task.card);
  for (const card of state.reveal?.cards ?? []) discardCard(state, card);
  state.reveal = null;
  state.tasks = [];
  seatState(state, seat).mana = 0;
  passTurn(state);
}
