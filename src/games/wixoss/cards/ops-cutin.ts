/** Ops of [Spell Cut-In] ARTS that answer the spell itself (WX01 Anti-Spell). */
import { opponentOf } from '../../../engine/turn-order.js';
import { m } from '../messages/index.js';
import { cardName } from '../table/names.js';
import { say } from '../rules/zones.js';
import type { OpHandler } from './ops.js';

export const CUTIN_OPS: Record<string, OpHandler> = {
  /**
   * Cancel the effect of the spell this cut-in answers: its effect task leaves the stack (the spell card still goes
   * to the trash), and so does that spell's cut-in window, since there is nothing left to answer.
   */
  cancelSpell: {
    run(s, t) {
      const caster = opponentOf(t.seat);
      const at = s.tasks.findLastIndex((k) => k.kind === 'effect' && k.spell === true && k.seat === caster);
      if (at < 0) return true;
      const spell = s.tasks[at]!;
      // WX04 Fafnir: a spell the opponent's effects cannot cancel stays (the cut-in is used all the same).
      if (spell.kind === 'effect' && s.mods.some((mod) => mod.inst === spell.src && mod.noCancel)) { say(s, m().evSpellNotCancelled(cardName(s, spell.src))); return true; }
      const window = s.tasks.findIndex((k, i) => i > at && k.kind === 'cutin' && k.seat === t.seat);
      if (window >= 0) s.tasks.splice(window, 1);
      s.tasks.splice(at, 1);
      if (spell.kind === 'effect') say(s, m().evSpellCancelled(cardName(s, spell.src)));
    },
  },
};
