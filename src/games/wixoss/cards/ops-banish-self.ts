/** "Banish this SIGNI" (WX03 Kano): the card whose ability this is, if it is still on its owner's field. */
import { banish } from '../rules/zones.js';
import type { OpHandler } from './ops.js';

export const BANISH_SELF_OPS: Record<string, OpHandler> = {
  banishSelf: {
    run(s, t) {
      const z = s.players[t.seat]!.signi.indexOf(t.src);
      if (z >= 0) banish(s, t.seat, z);
    },
  },
};
