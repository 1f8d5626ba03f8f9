/**
 * "You may use one spell from your opponent's trash as if it were in your hand, without paying its cost and ignoring
 * its limiting condition" (WX05 Mirurun Tico's Exceed 2, `useOppTrashSpell`): a spell of their trash whose use
 * condition holds for you (`pick id`), or `skip`. It goes to its owner's check zone and is used as Mind Mines uses one
 * (ops-opp-spell.ts): the opponent may cut in, and it ends in its owner's trash. A player whom the opponent's LRIG
 * forbids spells (table/spell-lock.ts) is not asked.
 */
import { opponentOf } from '../../../engine/turn-order.js';
import { m } from '../messages/index.js';
import { pickedId } from '../moves.js';
import { def } from '../table/defs.js';
import { cardName } from '../table/names.js';
import { conditionHolds } from '../table/power.js';
import { spellsLocked } from '../table/spell-lock.js';
import { idOf } from '../state.js';
import type { OpHandler } from './ops.js';
import { useOppSpell } from './ops-opp-spell.js';
import { distinctPicks } from '../table/choices.js';

export const OPP_TRASH_SPELL_OPS: Record<string, OpHandler> = {
  useOppTrashSpell: {
    ask(s, t) {
      if (spellsLocked(s, t.seat)) return null;
      const trash = s.players[opponentOf(t.seat)]!.trash;
      // "As if it were in your hand": its use condition counts; its cost and limiting condition do not.
      const usable = (i: number) => def(s, i).type === 'SPELL' && conditionHolds(s, t.seat, def(s, i).effects?.use?.if);
      const picks = distinctPicks(s, trash, usable);
      return { over: false, seat: t.seat, prompt: m().promptUseOppTrashSpell(cardName(s, t.src)), choices: [...picks, 'skip'] };
    },
    run(s, t, _op, choice) {
      if (choice === undefined || choice === 'skip') return;
      const p = s.players[opponentOf(t.seat)]!;
      const at = p.trash.findIndex((i) => idOf(s, i) === pickedId(choice) && def(s, i).type === 'SPELL');
      const [spell] = p.trash.splice(at, 1);
      p.check.push(spell!);
      useOppSpell(s, t.seat, spell!);
    },
  },
};
