/**
 * "Use an ARTS from your LRIG deck without paying its cost" (WX04 Code Piruluk E, `useArtsFree`): an ARTS matching
 * `filter` (e.g. blue, total cost 3 or less) that has the [Main Phase] timing and whose limiting condition your LRIG
 * meets is used as if played, its cost not paid: it goes to the check zone, resolves, then to the LRIG trash. The
 * LRIG deck is hidden, so the question is asked (with `done`) even when none fits.
 */
import { isLrigOfType } from './db.js';
import { m } from '../messages/index.js';
import { effectTask } from '../rules/effect-task.js';
import { say } from '../rules/zones.js';
import { def, lrigOf } from '../table/defs.js';
import { matches } from '../table/filter.js';
import { cardName, who } from '../table/names.js';
import { idOf, type WixossState } from '../state.js';
import { pickedId } from '../moves.js';
import type { Seat } from '../../../engine/game.js';
import type { OpHandler } from './ops.js';
import type { Op } from './types.js';
import { limitingIgnored } from '../table/limiting-ignored.js';
import { distinctPicks } from '../table/choices.js';

function usable(s: WixossState, seat: Seat, inst: number, op: Op): boolean {
  const d = def(s, inst);
  const lrig = lrigOf(s, seat);
  return d.type === 'ARTS' && Boolean(d.timings?.includes('main')) && matches(s, inst, op.filter) && (!d.limiting || (lrig !== undefined && isLrigOfType(lrig, d.limiting)) || limitingIgnored(s, seat));
}

export const FREE_ARTS_OPS: Record<string, OpHandler> = {
  useArtsFree: {
    ask(s, t, op) {
      const deck = s.players[t.seat]!.lrigDeck;
      if (deck.length === 0) return null;
      const picks = distinctPicks(s, deck, (i) => usable(s, t.seat, i, op));
      return { over: false, seat: t.seat, prompt: m().promptUseArtsFree(cardName(s, t.src)), choices: [...picks, 'done'], hiddenChoices: true };
    },
    run(s, t, op, choice) {
      if (choice === undefined || choice === 'done') return;
      const p = s.players[t.seat]!;
      const at = p.lrigDeck.findIndex((i) => idOf(s, i) === pickedId(choice) && usable(s, t.seat, i, op));
      const [inst] = p.lrigDeck.splice(at, 1);
      p.check.push(inst!);
      s.revealed = true;
      say(s, m().evArtsFree(who(s, t.seat), cardName(s, inst!)));
      // As when an ARTS is used (rules/actions.ts useArts): it resolves, then goes to the LRIG trash.
      s.tasks.push({ kind: 'finish', seat: t.seat, inst: inst!, to: 'lrigTrash' }, effectTask(t.seat, inst!, 'use'));
    },
  },
};
