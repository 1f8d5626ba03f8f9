/**
 * An attack stopped by an effect (issue 46): "disable that SIGNI's attack" (WX04 Anne=Fourth, `negateAttack`): the
 * battle of the trigger's card, the attacker, is taken off the stack, so it neither battles nor deals damage.
 */
import { m } from '../messages/index.js';
import { say } from '../rules/zones.js';
import { cardName } from '../table/names.js';
import type { OpHandler } from './ops.js';

export const NEGATE_ATTACK_OPS: Record<string, OpHandler> = {
  negateAttack: {
    run(s, t) {
      const at = s.tasks.findLastIndex((k) => k.kind === 'battle' && k.inst === t.subj);
      if (at < 0) return;
      s.tasks.splice(at, 1);
      say(s, m().evAttackNegated(cardName(s, t.subj!)));
    },
  },
};
