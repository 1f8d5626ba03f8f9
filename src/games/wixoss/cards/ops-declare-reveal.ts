/**
 * "Declare a number, then reveal your top 3 cards: if a SIGNI of that level is among them, ..." (SP01 Modern
 * Boundary). The revealed cards stay on top (a following `reorderTop` puts them back in any order); the op is done
 * (for `ifDone`) when one of them is a SIGNI of the declared level.
 */
import { m } from '../messages/index.js';
import { knowTop } from '../rules/hidden.js';
import { say } from '../rules/zones.js';
import { cardNames, who } from '../table/names.js';
import { def } from '../table/defs.js';
import { levelOf } from '../moves.js';
import type { OpHandler } from './ops.js';

export const DECLARE_REVEAL_OPS: Record<string, OpHandler> = {
  declareRevealTop: {
    ask: (_s, t) => ({ over: false, seat: t.seat, prompt: m().promptDeclare, choices: [0, 1, 2, 3, 4, 5].map((n) => `declare ${n}`) }),
    run(s, t, op, choice) {
      t.done = false;
      if (choice === undefined) return true;
      const level = levelOf(choice);
      say(s, m().evDeclares(who(s, t.seat), level));
      const top = knowTop(s, t.seat, op.n ?? 3);
      if (top.length === 0) return true;
      s.revealed = true;
      say(s, m().evRevealsTopCards(who(s, t.seat), cardNames(s, top)));
      t.done = top.some((inst) => def(s, inst).type === 'SIGNI' && def(s, inst).level === level);
      return true;
    },
  },
};
