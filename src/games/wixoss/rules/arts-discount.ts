/**
 * An ARTS that may cost less for a discard ("when using this ARTS, you may discard a <Playground Equipment> SIGNI:
 * if you do, it costs [Green][Green] less"; WD12 Elusive). Asked as it is used, before the ener is paid: `discard K`
 * (a matching hand card) or `skip` (pay in full).
 */
import { ASK } from './asking.js';
import type { TaskRules } from '../../../engine/referee.js';
import { m } from '../messages/index.js';
import { discounted, handFits } from '../table/arts-discount.js';
import { cardName, who } from '../table/names.js';
import { canPay } from '../table/payment.js';
import type { Task, WixossState } from '../state.js';
import { choiceText } from './choice-text.js';
import { pushPay } from './pay.js';
import { discardAt, say, takeFromCheck } from './zones.js';
import { itemOf } from '../moves.js';

type DiscountTask = Extract<Task, { kind: 'artsDiscount' }>;

export const ARTS_DISCOUNT_TASK: TaskRules<WixossState, DiscountTask> = {
  ask(s, t) {
    const choices = handFits(s, t.seat, t.inst).map((k) => choiceText('discard', k));
    // `skip`: pay in full, or, when that cannot be paid, take the ARTS back unused (its effect and its way to the
    // LRIG trash are dropped): offered either way, so the question does not show whether the hand holds a match.
    choices.push('skip');
    return ASK.ask(s, t.seat, choices, true);
  },
  waits: () => true,
  run(s, t, choice) {
    if (choice === 'skip') {
      if (canPay(s, t.seat, t.cost)) pushPay(s, t.seat, t.cost);
      else takeBack(s, t);
      return true;
    }
    discardAt(s, t.seat, itemOf(choice!));
    pushPay(s, t.seat, discounted(s, t.inst, t.cost));
    return true;
  },
};

/** The ARTS goes back to the LRIG deck unused: the effect and finish tasks `useArts` put below this one are dropped. */
function takeBack(s: WixossState, t: DiscountTask): void {
  const at = s.tasks.indexOf(t);
  s.tasks.splice(at - 2, 2);
  takeFromCheck(s, t.seat, t.inst);
  s.players[t.seat]!.lrigDeck.push(t.inst);
  say(s, m().evArtsTakenBack(who(s, t.seat), cardName(s, t.inst)));
}
