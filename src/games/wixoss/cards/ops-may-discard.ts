/**
 * "You may discard N <filter> cards. If you do, ..." (SP07 Divine Grace): the player discards all N, one by one
 * (`discard K`), or `skip` before the first; once begun, the rest must follow. `done` (for `ifDone`) when all N went.
 * Asked all the same (`skip` alone) when the hand has too few such cards, so the opponent learns nothing of it.
 * And `returnToLrigDeck`: this ARTS goes back to the LRIG deck instead of the LRIG trash once it has resolved.
 */
import { m } from '../messages/index.js';
import { discardAt, say } from '../rules/zones.js';
import { cardName, who } from '../table/names.js';
import { matches } from '../table/filter.js';
import { filterWords } from '../table/filter-words.js';
import { itemOf } from '../moves.js';
import type { OpHandler } from './ops.js';
import { progressOf } from './op-progress.js';
import { distinctChoices } from '../table/choices.js';

export const MAY_DISCARD_OPS: Record<string, OpHandler> = {
  mayDiscard: {
    ask(s, t, op) {
      const need = op.n ?? 1;
      const discarded = progressOf(t, 'discard')?.discarded ?? 0;
      const hand = s.players[t.seat]!.hand;
      if (discarded >= need || hand.length === 0) return null;
      const fitting = hand.filter((i) => matches(s, i, op.filter)).length;
      const prompt = m().promptMayDiscard(cardName(s, t.src), filterWords(op.filter), need - discarded);
      if (discarded === 0 && fitting < need) return { over: false, seat: t.seat, prompt, choices: ['skip'], hiddenChoices: true };
      const picks = distinctChoices(s, hand, 'discard', [], (i) => matches(s, i, op.filter));
      return { over: false, seat: t.seat, prompt, choices: discarded === 0 ? [...picks, 'skip'] : picks };
    },
    run(s, t, op, choice) {
      if (choice === undefined || choice === 'skip') { t.done = false; return true; }
      const progress = (t.progress = progressOf(t, 'discard') ?? { kind: 'discard', discarded: 0 });
      discardAt(s, t.seat, itemOf(choice));
      progress.discarded++;
      if (progress.discarded < (op.n ?? 1)) return false;
      t.done = true;
      return true;
    },
  },
  returnToLrigDeck: {
    run(s, t) {
      const finish = s.tasks.find((task) => task.kind === 'finish' && task.inst === t.src);
      if (finish?.kind !== 'finish' || finish.to !== 'lrigTrash') return true;
      finish.to = 'lrigDeck';
      say(s, m().evBackToLrigDeck(who(s, t.seat), cardName(s, t.src)));
      return true;
    },
  },
};
