/** Putting a card on a slot of your territory: it is "placed this turn" and its [entry] effects trigger. */
import type { Op } from '../cards/types.js';
import type { MidrashState } from '../state.js';
import { catalogue } from '../cards/load.js';
import { faceOf } from './territory.js';
import { seatState } from '../state.js';

/** Queue an effect's ops so they resolve first to last (the task stack's top is resolved first). */
export function pushOps(state: MidrashState, ops: Op[], slot: number, card: number, start = false): void {
  for (let i = ops.length - 1; i >= 0; i--) state.tasks.push({ kind: 'op', op: ops[i]!, slot, card, start });
}

export function placeCard(state: MidrashState, slot: number, card: number): void {
  const cards = seatState(state, state.turn).slots[slot]!.cards;
  markPossessed(state, card, cards[cards.length - 1]);
  cards.push(card);
  state.info.placed.push(card);
  for (const effect of faceOf(state, card).effects) {
    if (effect.when === 'entry' && effect.ops) pushOps(state, effect.ops, slot, card);
  }
}

/** A possession card put on an equipment ends that equipment's upgrade for good, even once it is gone (seed 升级). */
function markPossessed(state: MidrashState, card: number, below: number | undefined): void {
  const cat = catalogue();
  if (below === undefined || !cat.front[card]!.possession || cat.front[below]!.kind !== 'equipment') return;
  if (!state.possessed.includes(below)) state.possessed.push(below);
}
