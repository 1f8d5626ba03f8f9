/**
 * LRIG abilities used only at one moment (activated `timing`): "only when an opposing SIGNI attacks" (WX05 Anne
 * Fifth, rules/attack-answer.ts) and "usable as [Spell Cut-In]" (WX04 Mirurun Yocto, rules/actions.ts CUTIN_TASK):
 * which of them `seat` may use now.
 */
import type { Seat } from '../../../engine/game.js';
import type { ActMoment } from '../cards/types.js';
import type { WixossState } from '../state.js';
import { canActivate } from './action-blocks.js';
import { kindsWith } from './kinds.js';
import { lrigActCount } from './lrig-acts.js';

// Whether any card of the game has such an ability (most have none: no look at the LRIG at each such moment).
const ANY: Record<ActMoment, (s: WixossState) => boolean> = {
  oppAttack: kindsWith((card) => card.acts.some((a) => a.timing === 'oppAttack')),
  spellCutIn: kindsWith((card) => card.acts.some((a) => a.timing === 'spellCutIn')),
  attackPhase: kindsWith((card) => card.acts.some((a) => a.timing === 'attackPhase')), // WX05 Tamayorihime, Sunspot Miko
};

// The answer in most games, shared (asked at every attack step and spell).
const NONE: readonly number[] = [];

export const anyMomentActs = (s: WixossState, moment: ActMoment): boolean => ANY[moment](s);

/** The LRIG abilities (0-based, as `act lrig K` numbers them) `seat` may use at `moment` now. */
export function momentActs(s: WixossState, seat: Seat, moment: ActMoment): readonly number[] {
  if (!ANY[moment](s)) return NONE;
  const out: number[] = [];
  const count = lrigActCount(s, seat);
  for (let n = 0; n < count; n++) if (canActivate(s, seat, -1, n, moment)) out.push(n);
  return out;
}

/** The `act lrig` choice of LRIG ability `n` (0-based). */
export const lrigActChoice = (n: number): string => (n === 0 ? 'act lrig' : `act lrig ${n + 1}`);
