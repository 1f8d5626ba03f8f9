/**
 * Who decides in a PAD state, for the move table's sentences (moves.ts: whose hand card a move names). The table
 * cannot import the referee (flow.ts) itself: the rules read moves through the table, so that import would close a
 * cycle in which flow.ts runs before the step tables it lists (cost.ts's PAY) exist. flow.ts registers it here.
 */
import type { Seat } from '../../../engine/game.js';
import type { PadState } from '../state.js';

let decide: ((s: PadState) => Seat) | undefined;

export function registerDecider(f: (s: PadState) => Seat): void {
  decide = f;
}

export function deciderOf(s: PadState): Seat {
  if (!decide) throw new Error('PAD: the referee (rules/flow.ts) is not loaded');
  return decide(s);
}
