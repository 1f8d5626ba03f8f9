/**
 * "Deal damage to your opponent" (WX05 Diabride): not a crush but damage, as an attack deals it (rules/damage.ts):
 * their top life cloth is crushed, or with none left they lose. It is dealt once this effect is done.
 */
import { opponentOf } from '../../../engine/turn-order.js';
import { m } from '../messages/index.js';
import { say } from '../rules/zones.js';
import { cardName, who } from '../table/names.js';
import type { OpHandler } from './ops.js';

export const DAMAGE_OPS: Record<string, OpHandler> = {
  damageOpponent: {
    run(s, t) {
      const opp = opponentOf(t.seat);
      say(s, m().evEffectDamage(cardName(s, t.src), who(s, opp)));
      s.tasks.splice(s.tasks.indexOf(t), 0, { kind: 'damage', seat: opp });
    },
  },
};
