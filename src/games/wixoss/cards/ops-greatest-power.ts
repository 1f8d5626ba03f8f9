/**
 * "The opponent's SIGNI with the greatest power" (SP07 Swift Divine Punishment): every one of them that ties for the
 * top power, measured once over all their SIGNI before any leaves (ruling: rules-text.ts).
 */
import { opponentOf } from '../../../engine/turn-order.js';
import { m } from '../messages/index.js';
import { say, sendFromField } from '../rules/zones.js';
import { handLocked } from '../table/hand-lock.js';
import { cardName, who } from '../table/names.js';
import { signiPower } from '../table/power.js';
import { legalZones } from '../table/targets.js';
import { EMPTY } from '../state.js';
import type { OpHandler } from './ops.js';

export const GREATEST_POWER_OPS: Record<string, OpHandler> = {
  /** Return every opposing SIGNI of the greatest power to its owner's hand, together. */
  bounceGreatest: {
    run(s, t) {
      const side = opponentOf(t.seat);
      const p = s.players[side]!;
      const powers = p.signi.map((inst, z) => (inst === EMPTY ? -Infinity : signiPower(s, side, z)));
      const top = Math.max(...powers);
      const zones = legalZones(s, { op: 'bounce' }, side).filter((z) => powers[z] === top);
      for (const z of zones) {
        const [inst, went] = sendFromField(s, side, z, 'hand');
        if (went) say(s, m().evBounced(cardName(s, inst), who(s, side)));
      }
      t.done = zones.length > 0 && !handLocked(s, side); // WX05 Code Love Heart CMR: none left
    },
  },
};
