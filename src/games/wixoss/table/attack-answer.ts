/**
 * LRIG abilities used "only when an opposing SIGNI attacks" (WX05 Anne Fifth; activated `timing: "oppAttack"`):
 * which of them `seat` may use now. The question and its use are rules/attack-answer.ts.
 */
import type { Seat } from '../../../engine/game.js';
import type { WixossState } from '../state.js';
import { canActivate } from './action-blocks.js';
import { kindsWith } from './kinds.js';
import { lrigActCount } from './lrig-acts.js';

/** Whether any card of the game has such an ability (most have none: no look at the LRIG on each attack). */
export const anyAttackAnswers = kindsWith((card) => card.acts.some((a) => a.timing === 'oppAttack'));

/** The LRIG abilities (0-based, as `act lrig K` numbers them) `seat` may use as an opposing SIGNI attacks. */
export function attackAnswerActs(s: WixossState, seat: Seat): number[] {
  if (!anyAttackAnswers(s)) return [];
  const out: number[] = [];
  const count = lrigActCount(s, seat);
  for (let n = 0; n < count; n++) if (canActivate(s, seat, -1, n, 'oppAttack')) out.push(n);
  return out;
}
