/** Putting a card on a slot of your territory: it is "placed this turn" and its [entry] effects trigger. */
import type { Op } from '../cards/types.js';
import type { MidrashState } from '../state.js';
import { faceOf } from './territory.js';

/** Queue an effect's ops so they resolve first to last (the task stack's top is resolved first). */
export function pushOps(state: MidrashState, ops: Op[], slot: number, card: number, start = false): void {
  for (let i = ops.length - 1; i >= 0; i--) state.tasks.push({ k: 'op', op: ops[i]!, slot, card, start });
}

export function placeCard(state: MidrashState, slot: number, card: number): void {
  state.seats[state.turn]!.slots[slot]!.cards.push(card);
  state.info.placed.push(card);
  for (const effect of faceOf(state, card).effects) {
    if (effect.when === 'entry' && effect.ops) pushOps(state, effect.ops, slot, card);
  }
}
