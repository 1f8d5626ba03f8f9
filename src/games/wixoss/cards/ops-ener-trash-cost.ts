/**
 * The `enerTrash` extra cost (WX05 Tamayorihime, Sunspot Miko: "[Black] and put a black card from your ener zone into
 * the trash: ..."): after the ener payment, which kept such a card back (table/ener-trash-cost.ts), one card of your
 * ener zone matching `filter` goes into your trash (`pick id`; the ener zone is public). A cost, not an effect: it
 * sets off no "put from the ener zone by an effect" ability.
 */
import { m } from '../messages/index.js';
import { say } from '../rules/zones.js';
import { cardName, who } from '../table/names.js';
import { matches } from '../table/filter.js';
import { idOf } from '../state.js';
import { pickedId } from '../moves.js';
import { targetsOf } from './targets.js';
import type { OpHandler } from './ops.js';
import { distinctPicks } from '../table/choices.js';

export const ENER_TRASH_COST_OPS: Record<string, OpHandler> = {
  /** Cost: put a card of your ener zone matching `filter` into your trash. */
  payEnerTrash: {
    askTarget(s, t, op) {
      if (targetsOf(t).length >= 1) return null;
      const ener = s.players[t.seat]!.ener;
      const choices = distinctPicks(s, ener, (inst) => matches(s, inst, op.filter));
      return choices.length ? { over: false, seat: t.seat, prompt: m().promptPayEnerTrash(cardName(s, t.src)), choices } : null;
    },
    pickTarget(s, t, op, choice) {
      const p = s.players[t.seat]!;
      const at = p.ener.findIndex((inst) => idOf(s, inst) === pickedId(choice) && matches(s, inst, op.filter));
      const [inst] = p.ener.splice(at, 1);
      p.trash.push(inst!);
      targetsOf(t).push(inst!);
      say(s, m().evPayEnerTrash(who(s, t.seat), cardName(s, inst!)));
    },
    run: () => true,
  },
};
