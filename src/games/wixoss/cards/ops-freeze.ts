/** Freeze: the SIGNI does not up in its owner's next up phase (turn.ts keeps the mark until then). */
import { m } from '../messages/index.js';
import { cardName, say } from '../rules/zones.js';
import { other } from '../state.js';
import type { OpHandler } from './ops.js';
import { stillLegal } from './targets.js';

export const FREEZE_OPS: Record<string, OpHandler> = {
  // Targets like `down` (signiTargeting is given by ops.ts); this only marks each still-legal target.
  freeze: {
    run(s, t, op) {
      const side = other(t.seat);
      for (const inst of t.tg[t.i] ?? []) {
        if (stillLegal(s, op, side, inst) < 0) continue;
        s.mods.push({ inst, frozen: true });
        say(s, m().evFrozen(cardName(s, inst)));
      }
      return true;
    },
  },
};
