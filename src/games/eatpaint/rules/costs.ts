/** Paying costs: [rest]/[trash] icons become one pick per energy card; INK is paid at once. */
import type { Seat } from '../../../engine/game.js';
import type { Cost } from '../cards/types.js';
import type { EpState } from '../state.js';
import { pushPick } from './ops.js';

/** Push the payment so it resolves before anything already pushed for the same card. */
export function pushPayment(state: EpState, s: Seat, cost: Cost, src: string): void {
  const side = state.sides[s]!;
  if (side.side === 'magician') {
    const n = cost.ink ?? 0;
    side.ink -= n;
    side.inkDiscard += n;
    return;
  }
  pushPick(state, s, 'payTrash', cost.trash ?? 0, 0, src);
  pushPick(state, s, 'payRest', cost.rest ?? 0, 0, src);
}
