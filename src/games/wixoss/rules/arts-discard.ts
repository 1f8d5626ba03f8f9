/**
 * "When you use this ARTS you may discard up to N <Weapon> SIGNI; it costs this much less for each" (WD10 Dust-Free in
 * All Directions, data `artsDiscardLess`): asked as the ARTS is used, before its cost is paid. `done` is offered once
 * what is left to pay is payable; the ARTS is offered only when the most discards would make it payable.
 */
import { ASK } from './asking.js';
import type { TaskRules } from '../../../engine/referee.js';
import type { Task, WixossState } from '../state.js';
import { distinctIndexes } from '../table/choices.js';
import { matches } from '../table/filter.js';
import { canPay } from '../table/payment.js';
import { artsCost, lessByDiscards } from '../table/arts-cost.js';
import { def } from '../table/defs.js';
import { itemOf } from '../moves.js';
import { choiceText } from './choice-text.js';
import { discardAt } from './zones.js';
import { pushPay } from './pay.js';

type ArtsDiscardTask = Extract<Task, { kind: 'artsDiscard' }>;

function costNow(s: WixossState, t: ArtsDiscardTask) {
  return lessByDiscards(artsCost(s, t.seat, t.inst), def(s, t.inst).effects!.artsDiscardLess!.less, t.discarded);
}

export const ARTS_DISCARD_TASK: TaskRules<WixossState, ArtsDiscardTask> = {
  ask(s, t) {
    const option = def(s, t.inst).effects!.artsDiscardLess!;
    const hand = s.players[t.seat]!.hand;
    if (t.discarded >= option.n || hand.length === 0) return null;
    const picks = distinctIndexes(s, hand, (i) => matches(s, i, option.filter)).map((k) => choiceText('discard', k));
    const choices = [...picks, ...(canPay(s, t.seat, costNow(s, t)) ? ['done'] : [])];
    // With none to discard, asked all the same (`done` alone): going on at once would tell what the hand lacks.
    return ASK.ask(s, t.seat, choices, picks.length === 0);
  },
  run(s, t, choice) {
    if (choice !== undefined && choice !== 'done') {
      discardAt(s, t.seat, itemOf(choice));
      t.discarded++;
      return false;
    }
    pushPay(s, t.seat, costNow(s, t));
    return true;
  },
};
