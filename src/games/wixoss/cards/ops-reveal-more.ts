/** WX06 Grid's On-Play: this turn your effects may reveal one more card from the top (table/reveal-more.ts). */
import { m } from '../messages/index.js';
import { say } from '../rules/zones.js';
import { who } from '../table/names.js';
import type { OpHandler } from './ops.js';

export const REVEAL_MORE_OPS: Record<string, OpHandler> = {
  revealOneMoreThisTurn: {
    run(s, t) {
      s.revealOneMore = [...(s.revealOneMore ?? []).filter((r) => r.turn === s.turn), { seat: t.seat, turn: s.turn }];
      say(s, m().evRevealOneMore(who(s, t.seat)));
    },
  },
};
