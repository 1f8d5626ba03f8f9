/** "Return all of your opponent's SIGNI to their hand" (WX05 Anne Fifth, `bounceEvery`): together, every one an effect may touch. */
import { opponentOf } from '../../../engine/turn-order.js';
import { m } from '../messages/index.js';
import { say, sendFromField } from '../rules/zones.js';
import { legalZones } from '../table/targets.js';
import { cardNames, who } from '../table/names.js';
import type { OpHandler } from './ops.js';

export const BOUNCE_EVERY_OPS: Record<string, OpHandler> = {
  bounceEvery: {
    run(s, t, op) {
      const side = op.side === 'own' ? t.seat : opponentOf(t.seat);
      const back: number[] = [];
      for (const z of legalZones(s, op, side)) {
        const [inst, went] = sendFromField(s, side, z, 'hand');
        if (went) back.push(inst);
      }
      if (back.length) say(s, m().evBouncedEvery(who(s, side), cardNames(s, back)));
    },
  },
};
