/** Looking at the opponent's hand (WX06 Code Art TAP): the looker alone sees the cards; nothing else happens. */
import { opponentOf } from '../../../engine/turn-order.js';
import { revealHand, type OpHandler } from './ops.js';

export const HAND_LOOK_OPS: Record<string, OpHandler> = {
  lookOppHand: { run(s, t) { revealHand(s, t.seat, opponentOf(t.seat)); return true; } },
};
