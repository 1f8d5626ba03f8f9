/** "This turn, your <class> SIGNI are unaffected by your opponent's spells and SIGNI" (WX05 Different Strokes; table/shield.ts). */
import { m } from '../messages/index.js';
import { who } from '../table/names.js';
import { filterWords } from '../table/filter-words.js';
import { say } from '../rules/zones.js';
import type { OpHandler } from './ops.js';

export const SHIELD_OPS: Record<string, OpHandler> = {
  /** Your SIGNI matching `filter` (now and later this turn) ignore the opponent's spells and SIGNI until end of turn. */
  shieldThisTurn: {
    run(s, t, op) {
      const lrig = s.players[t.seat]!.lrig;
      const top = lrig[lrig.length - 1];
      if (top === undefined) return;
      s.mods.push({ inst: top, shield: op.filter ?? {} });
      say(s, m().evShieldThisTurn(who(s, t.seat), filterWords(op.filter)));
    },
  },
};
