/**
 * "This turn, the next spell you use costs `cost` less" (WX06 Mirurun Atto; the mark: table/next-spell.ts); with
 * `noCancel`, "and the opponent's effects cannot cancel it" (WX04 Fafnir; cards/ops-cutin.ts reads the mark).
 */
import { m } from '../messages/index.js';
import { costText } from '../table/payment.js';
import { who } from '../table/names.js';
import { say } from '../rules/zones.js';
import type { OpHandler } from './ops.js';

export const NEXT_SPELL_OPS: Record<string, OpHandler> = {
  nextSpellCostsLess: {
    run(s, t, op) {
      s.players[t.seat]!.nextSpellLess = { turn: s.turn, cost: { ...op.cost }, ...(op.noCancel ? { noCancel: true } : {}) };
      say(s, m().evNextSpellLess(who(s, t.seat), costText(op.cost!)));
      if (op.noCancel) say(s, m().evNextSpellNoCancel(who(s, t.seat)));
    },
  },
};
