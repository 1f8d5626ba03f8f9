/** Ops on the trigger's card without a target choice (WX04 Zwei=Sarina: "banish that opposing SIGNI"). */
import { opponentOf } from '../../../engine/turn-order.js';
import { banish } from '../rules/zones.js';
import { shielded } from '../table/power.js';
import type { OpHandler } from './ops.js';

export const SUBJECT_OPS: Record<string, OpHandler> = {
  /** Banish the trigger's card if it is still on the opponent's field and not protected from this effect. */
  banishSubject: {
    run(s, t) {
      const side = opponentOf(t.seat);
      const z = t.subj === undefined ? -1 : s.players[side]!.signi.indexOf(t.subj);
      if (z >= 0 && !shielded(s, side, t.subj!)) banish(s, side, z);
    },
  },
};
