/**
 * WX05 Code Love Heart CMR (table/hand-lock.ts): the ops whose only work is to put cards into their player's hand do
 * nothing while that hand is locked; the cards stay where they are. A search still searches and shuffles (it finds
 * nothing it may take). Ops that also do something else (reveal, mill, look and put back) check the lock themselves.
 */
import { handClosed, say, shuffleDeck } from '../rules/zones.js';
import { handLocked } from '../table/hand-lock.js';
import { m } from '../messages/index.js';
import { who } from '../table/names.js';
import { CORE_OPS, type EffectTask, type OpHandler } from './ops.js';
import { LIFE_OPS } from './ops-life.js';
import { LIFE_SWAP_OPS } from './ops-life-swap.js';
import { LRIG_COLOR_OPS } from './ops-lrig-color.js';
import { SELF_OPS } from './ops-self.js';
import { UNDER_OPS } from './ops-under.js';
import { PAID_COLOR_OPS } from './ops-paid-colors.js';
import type { WixossState } from '../state.js';
import type { Op } from './types.js';

/** `handler`, asking nothing and doing only `instead` while its player's hand is locked. */
function lockable(handler: OpHandler, instead?: (s: WixossState, t: EffectTask, op: Op) => void): OpHandler {
  return {
    ...handler,
    ...(handler.ask ? { ask: (s, t, op) => (handLocked(s, t.seat) ? null : handler.ask!(s, t, op)) } : {}),
    run(s, t, op, choice) {
      if (!handClosed(s, t.seat)) return handler.run(s, t, op, choice);
      t.done = false; // "if you do": it was not done
      instead?.(s, t, op);
      return true;
    },
  };
}

/** A search that can take nothing still shuffles the deck it searched (unless a later op does). */
function shuffleAfterSearch(s: WixossState, t: EffectTask, op: Op): void {
  if (op.noShuffle) return;
  shuffleDeck(s, t.seat);
  say(s, m().evShuffles(who(s, t.seat)));
}

export const HAND_LOCK_OPS: Record<string, OpHandler> = {
  search: lockable(CORE_OPS.search!, shuffleAfterSearch),
  searchPaidColors: lockable(PAID_COLOR_OPS.searchPaidColors!, shuffleAfterSearch),
  trashToHand: lockable(CORE_OPS.trashToHand!),
  enerToHand: lockable(CORE_OPS.enerToHand!),
  lifeToHand: lockable(LIFE_OPS.lifeToHand!),
  chosenLifeToHand: lockable(LIFE_OPS.chosenLifeToHand!),
  lifeSwap: lockable(LIFE_SWAP_OPS.lifeSwap!),
  trashToHandLrigColor: lockable(LRIG_COLOR_OPS.trashToHandLrigColor!),
  selfTrashToHand: lockable(SELF_OPS.selfTrashToHand!),
  underToHand: lockable(UNDER_OPS.underToHand!),
};
