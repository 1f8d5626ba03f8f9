/**
 * An attack stopped by an effect (issue 46): "disable that SIGNI's attack" (WX04 Anne=Fourth, `negateAttack`): the
 * battle of the trigger's card, the attacker, is taken off the stack, so it neither battles nor deals damage; and
 * "this turn, the next time an LRIG or SIGNI attacks, negate that attack" (WX05 Suiboku's Burst, `negateNextAttack`:
 * a mark on your LRIG until end of turn, used by rules/negate-attack.ts).
 */
import { m } from '../messages/index.js';
import { attackNegated } from '../rules/negate-attack.js';
import { say } from '../rules/zones.js';
import { who } from '../table/names.js';
import type { Task } from '../state.js';
import type { OpHandler } from './ops.js';

export const NEGATE_ATTACK_OPS: Record<string, OpHandler> = {
  negateAttack: {
    run(s, t) {
      const at = s.tasks.findLastIndex((k) => k.kind === 'battle' && k.inst === t.subj);
      if (at < 0) return;
      const battle = s.tasks.splice(at, 1)[0] as Extract<Task, { kind: 'battle' }>;
      attackNegated(s, battle.seat, t.subj!, t.seat);
    },
  },
  negateNextAttack: {
    run(s, t) {
      const p = s.players[t.seat]!;
      s.mods.push({ inst: p.lrig[p.lrig.length - 1]!, negateNextAttack: true });
      say(s, m().evNextAttackNegated(who(s, t.seat)));
    },
  },
};
