/**
 * Ops about the card whose ability this is (next-era trigger kinds, issue 46): "return this SIGNI to your hand"
 * (WD12 Menko, Otedama) and the cost "down this upped SIGNI" of a triggered ability (WD12 Matryo, Gachapo).
 */
import { m } from '../messages/index.js';
import { cardName, who } from '../table/names.js';
import { say, sendFromField } from '../rules/zones.js';
import { effectOps } from '../table/abilities.js';
import type { OpHandler } from './ops.js';
import { downSigni } from '../rules/downed.js';

export const SELF_OPS: Record<string, OpHandler> = {
  /** This SIGNI from the field into its owner's hand; nothing when it has left the field. */
  returnSelf: {
    run(s, t) {
      const z = s.players[t.seat]!.signi.indexOf(t.src);
      if (z < 0) return;
      if (sendFromField(s, t.seat, z, 'hand')[1]) say(s, m().evBounced(cardName(s, t.src), who(s, t.seat)));
    },
  },
  /**
   * Cost: down this SIGNI. Only triggered abilities have it (nothing answers between their target stage and their
   * resolving), so it is paid as the effect starts, with no question; when this SIGNI is no longer up on the field
   * the cost cannot be paid and the effect does nothing.
   */
  payDownSelf: {
    run(s, t) {
      const p = s.players[t.seat]!;
      const z = p.signi.indexOf(t.src);
      if (z < 0 || p.signiDown[z]) { t.opIndex = effectOps(s, t).length; return true; }
      downSigni(s, t.seat, z, 'cost');
      say(s, m().evDowned(cardName(s, t.src)));
      return true;
    },
  },
};
