/**
 * "You may put one of your life cloth into the trash: effect" (Chouan): the `optionalCost` op asks use/skip only when
 * the cost can be paid (ener `cost` and `lifeToTrash` cards), pays it, and reports `done` for the `ifDone` op that
 * guards the effect. (Discards, SIGNI and LRIG deck cards as costs are the effects' `costs`, ops-costs.ts.)
 */
import type { Seat } from '../../../engine/game.js';
import type { Ask } from '../rules/ask.js';
import { canPay, costSize, costText } from '../table/payment.js';
import { cardName } from '../table/names.js';
import { m } from '../messages/index.js';
import type { WixossState } from '../state.js';
import type { OpHandler } from './ops.js';
import { askLifeCloth, lifeAt, lifeCardToTrash } from './ops-life.js';
import type { Op } from './types.js';
import { progressOf } from './op-progress.js';

function payable(s: WixossState, seat: Seat, op: Op): boolean {
  return canPay(s, seat, op.cost) && s.players[seat]!.life.length >= (op.lifeToTrash ?? 0);
}

/** The cost in words, for the use/skip question. */
function costWords(op: Op): string {
  const t = m();
  const parts: string[] = [];
  if (costSize(op.cost) > 0) parts.push(costText(op.cost));
  if (op.lifeToTrash) parts.push(t.costLife(op.lifeToTrash));
  return parts.join(t.listJoin);
}

// First use or skip; once used (progress `optionalCost`: the ener is paid, or there was none), the life cloth goes.
export const OPTIONAL_COST_OPS: Record<string, OpHandler> = {
  optionalCost: {
    ask(s, t, op): Ask | null {
      const paying = progressOf(t, 'optionalCost');
      if (!paying) {
        if (!payable(s, t.seat, op)) return null;
        return { over: false, seat: t.seat, prompt: m().promptOptionalCost(cardName(s, t.src), costWords(op)), choices: ['use', 'skip'] };
      }
      // "One of your life cloth" is the player's pick by position (`life K`), as Cross Life Cloth plays.
      return paying.lifePaid < (op.lifeToTrash ?? 0) ? askLifeCloth(s, t.seat, m().promptLifeToTrash) : null;
    },
    run(s, t, op, choice) {
      const paying = progressOf(t, 'optionalCost');
      if (!paying) {
        if (choice !== 'use') { t.done = false; return true; }
        t.progress = { kind: 'optionalCost', lifePaid: 0 };
        if (costSize(op.cost) > 0) s.tasks.push({ kind: 'pay', seat: t.seat, cost: { ...op.cost }, picked: [] });
        return false;
      }
      if (choice !== undefined) {
        lifeCardToTrash(s, t.seat, lifeAt(s, t.seat, choice));
        paying.lifePaid++;
        if (paying.lifePaid < (op.lifeToTrash ?? 0)) return false;
      }
      t.done = paying.lifePaid >= (op.lifeToTrash ?? 0);
    },
  },
};
