/**
 * "As you use this ARTS you may discard up to N cards matching a filter; it costs this much less for each" (data
 * `lessByDiscard`; WD12 Elusive: one <Playground Equipment> SIGNI, WD10 Dust-Free in All Directions: up to two
 * <Weapon> SIGNI). Asked as the ARTS is used, before its cost is paid: `discard K` one card at a time, `done` once
 * what is left to pay is payable. The ARTS is offered only when the most discards the hand allows make it payable
 * (table/action-blocks.ts), so `done` is always reached.
 */
import { ASK } from './asking.js';
import type { TaskRules } from '../../../engine/referee.js';
import type { Task, WixossState } from '../state.js';
import { matches } from '../table/filter.js';
import { canPay } from '../table/payment.js';
import { costAfterDiscards } from '../table/arts-discount.js';
import { def } from '../table/defs.js';
import { itemOf } from '../moves.js';
import { discardAt } from './zones.js';
import { pushPay } from './pay.js';
import { distinctChoices } from '../table/choices.js';

type ArtsDiscountTask = Extract<Task, { kind: 'artsDiscount' }>;

export const ARTS_DISCOUNT_TASK: TaskRules<WixossState, ArtsDiscountTask> = {
  ask(s, t) {
    const option = def(s, t.inst).effects!.lessByDiscard!;
    const most = option.n ?? 1;
    const hand = s.players[t.seat]!.hand;
    if (t.discarded >= most || hand.length === 0) return null;
    const picks = distinctChoices(s, hand, 'discard', [], (i) => matches(s, i, option.filter));
    const choices = [...picks, ...(canPay(s, t.seat, costAfterDiscards(s, t.seat, t.inst, t.discarded)) ? ['done'] : [])];
    // With none to discard, asked all the same (`done` alone): going on at once would tell what the hand lacks.
    return ASK.ask(s, t.seat, choices, picks.length === 0);
  },
  run(s, t, choice) {
    if (choice !== undefined && choice !== 'done') {
      discardAt(s, t.seat, itemOf(choice));
      t.discarded++;
      return false;
    }
    pushPay(s, t.seat, costAfterDiscards(s, t.seat, t.inst, t.discarded));
    return true;
  },
};
