/**
 * "Discard one <Atom> SIGNI or two cards" (WX04 Helium, Natural Source; op `discardOneOrTwo` with `filter`): the first
 * card discarded decides. A matching card may end it (`done`) or be the first of two; any other card needs a second.
 * With fewer cards in hand, as many as there are are discarded.
 */
import { m } from '../messages/index.js';
import { discardAt } from '../rules/zones.js';
import { cardName } from '../table/names.js';
import { matches } from '../table/filter.js';
import { filterWords } from '../table/filter-words.js';
import { distinctIndexes } from '../table/choices.js';
import { itemOf } from '../moves.js';
import { progressOf } from './op-progress.js';
import type { OpHandler } from './ops.js';

export const DISCARD_CHOICE_OPS: Record<string, OpHandler> = {
  discardOneOrTwo: {
    ask(s, t, op) {
      const hand = s.players[t.seat]!.hand;
      const picked = progressOf(t, 'pickCards')?.picked ?? [];
      if (picked.length >= 2 || hand.length === 0) return null;
      const choices = distinctIndexes(s, hand).map((k) => `discard ${k}`);
      const firstFits = picked.length === 1 && matches(s, picked[0]!, op.filter);
      if (firstFits) choices.push('done');
      return { over: false, seat: t.seat, prompt: m().promptDiscardOneOrTwo(cardName(s, t.src), filterWords(op.filter), picked.length, firstFits), choices };
    },
    run(s, t, _op, choice) {
      if (choice === undefined || choice === 'done') return true;
      const hand = s.players[t.seat]!.hand;
      const inst = hand[itemOf(choice)]!;
      discardAt(s, t.seat, itemOf(choice));
      t.progress = { kind: 'pickCards', picked: [...(progressOf(t, 'pickCards')?.picked ?? []), inst] };
      return false;
    },
  },
};
