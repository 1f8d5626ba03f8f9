/** Paying costs: [rest]/[trash] icons become one pick per energy card; INK is paid at once. */
import { QUESTIONS } from '../questions.js';
import type { Seat } from '../../../engine/game.js';
import type { TaskRules } from '../../../engine/referee.js';
import { card } from '../cards/load.js';
import type { Cost } from '../cards/types.js';
import type { EpState, Task } from '../state.js';
import { BARE } from '../moves.js';
import { pushOps, pushPick } from './ops.js';
import { canPay } from './stats.js';
import { sideOf } from '../state.js';

/** Push the payment so it resolves before anything already pushed for the same card. */
export function pushPayment(state: EpState, s: Seat, cost: Cost, src: string): void {
  const side = sideOf(state, s);
  if (side.side === 'magician') {
    const n = cost.ink ?? 0;
    side.ink -= n;
    side.inkDiscard += n;
    return;
  }
  pushPick(state, s, 'payTrash', cost.trash ?? 0, 0, src);
  pushPick(state, s, 'payRest', cost.rest ?? 0, 0, src);
}

type ExtraTask = Extract<Task, { kind: 'extra' }>;

function extraPayable(state: EpState, t: ExtraTask): boolean {
  const extra = card(t.src).extra;
  return Boolean(extra && canPay(sideOf(state, t.seat), extra.cost));
}

/** An attack card's additional cost: asked only when it can be paid; paying queues its effects after the payment. */
export const extraTask: TaskRules<EpState, ExtraTask> = {
  waits: extraPayable,
  ask(state, t) {
    if (!extraPayable(state, t)) return null;
    return QUESTIONS.ask(state, t.seat, [BARE.payExtra, BARE.noExtra]);
  },
  run(state, t, choice) {
    if (choice === BARE.payExtra) {
      const extra = card(t.src).extra!;
      pushOps(state, t.seat, extra.ops, t.src);
      pushPayment(state, t.seat, extra.cost, t.src);
    }
    return true;
  },
};
