/** Banishing every SIGNI that fits ("banish all SIGNI", "all opposing SIGNI with power 10000 or less") at once. */
import { opponentOf } from '../../../engine/turn-order.js';
import { banish } from '../rules/zones.js';
import type { OpHandler } from './ops.js';
import { legalZones } from '../table/targets.js';

export const BANISH_EVERY_OPS: Record<string, OpHandler> = {
  // `who: 'all'`: both fields (the turn player's first); else the op's side (opponent by default). Every zone is
  // read before any SIGNI leaves: losing one (and its aura) neither spares nor dooms another.
  banishEvery: {
    run(s, t, op) {
      const seats = op.who === 'all' ? [s.active, opponentOf(s.active)] : [op.side === 'own' ? t.seat : opponentOf(t.seat)];
      const doomed = seats.map((seat) => [seat, legalZones(s, op, seat)] as const);
      for (const [seat, zones] of doomed) for (const z of zones) banish(s, seat, z);
    },
  },
};
