/** The pay task: an ener cost paid card by card (`pay 2`) or at once (`pay auto`). */
import { ASK } from './asking.js';
import type { Seat } from '../../../engine/game.js';
import type { TaskRules } from '../../../engine/referee.js';
import type { CardFilter, Cost } from '../cards/types.js';
import { m } from '../messages/index.js';
import { MOVES } from '../moves.js';
import type { Task, WixossState } from '../state.js';
import { distinctChoices } from '../table/choices.js';
import { cardNames, who } from '../table/names.js';
import { costSize, findPayment, paymentExists } from '../table/payment.js';
import type { Ask } from './ask.js';
import { say } from '../../../engine/events.js';
import { notePaidForSpell } from './paid-colors.js';
import { keptCard } from '../table/ener-trash-cost.js';

type PayTask = Extract<Task, { kind: 'pay' }>;

/**
 * `growInto`: the cost is the grow cost of that LRIG (table/pay-with.ts). `keep`: a card matching it stays out of
 * the payment (an `enerTrash` cost comes next; table/ener-trash-cost.ts).
 */
export function pushPay(s: WixossState, seat: Seat, cost: Cost | undefined, growInto?: number, keep?: CardFilter): void {
  if (costSize(cost) > 0) s.tasks.push({ kind: 'pay', seat, cost: { ...cost }, picked: [], ...(growInto !== undefined ? { growInto } : {}), ...(keep ? { keep: { ...keep } } : {}) }); // a plain copy: the card data's objects are not plain
}

/** Whether the picked cards plus `forced`'s last can still be part of an exact payment (that leaves a `keep` card). */
function payable(s: WixossState, t: PayTask, ener: number[], forced: number[]): boolean {
  if (t.keep) return keptCard(s, ener, t.cost, t.keep, forced) !== undefined;
  return paymentExists(s, ener, t.cost, forced, t.growInto);
}

function payAsk(s: WixossState, t: PayTask): Ask {
  const ener = s.players[t.seat]!.ener;
  // The cards already picked plus one candidate (the last slot) must still be part of an exact payment.
  const forced = [...t.picked, -1];
  const choices = distinctChoices(s, ener, 'pay', ['pay auto'], (inst) => {
    forced[forced.length - 1] = inst;
    return !t.picked.includes(inst) && payable(s, t, ener, forced);
  });
  return ASK.ask(s, t.seat, choices);
}

function payRun(s: WixossState, t: PayTask, choice: string): boolean {
  const p = s.players[t.seat]!;
  if (choice === 'pay auto') {
    const kept = t.keep === undefined ? undefined : keptCard(s, p.ener, t.cost, t.keep, t.picked);
    t.picked = findPayment(s, kept === undefined ? p.ener : p.ener.filter((i) => i !== kept), t.cost, t.picked, t.growInto)!;
  }
  else t.picked.push(p.ener[MOVES.argsOf(choice, 'pay')!.n - 1]!);
  if (t.picked.length < costSize(t.cost)) return false;
  p.ener = p.ener.filter((i) => !t.picked.includes(i));
  p.trash.push(...t.picked);
  notePaidForSpell(s, t.picked); // WX04 Get Gate
  say(s, m().evPay(who(s, t.seat), cardNames(s, t.picked)));
  return true;
}

export const PAY_TASK: TaskRules<WixossState, PayTask> = { ask: payAsk, waits: () => true, run: (s, t, choice) => payRun(s, t, choice!) };
