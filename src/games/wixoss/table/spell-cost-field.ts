/**
 * Spell costs the field changes (issue 46): a spell that "costs [Red] less for each of your <Dragon Beast> SIGNI"
 * (effect `costLessPer` of the spell: WX04 Ryuuhou's Exhaust Flame, Tri Signal), and a SIGNI whose constant makes the
 * opponent's spells cost more (`oppSpellCostMore`: WX04 Neon). A colour is never taken below 0; the increase is
 * added after every reduction (ruling: rules-text.ts).
 */
import { opponentOf } from '../../../engine/turn-order.js';
import type { Seat } from '../../../engine/game.js';
import type { Color, Cost } from '../cards/types.js';
import { EMPTY, type WixossState } from '../state.js';
import { def } from './defs.js';
import { kindsWithConstant } from './kinds.js';
import { perCount } from './power-per.js';
import { conditionHolds } from './power.js';
import { constantsOf } from './lose-abilities.js';

const kindsRaise = kindsWithConstant((c) => Boolean(c.oppSpellCostMore));

/** `cost` of `seat`'s spell `inst` less its own per-SIGNI reduction, plus what the opponent's field adds. */
export function fieldSpellCost(s: WixossState, seat: Seat, inst: number, cost: Cost | undefined): Cost | undefined {
  const per = def(s, inst).effects?.costLessPer;
  let out = cost;
  if (per) {
    const n = perCount(s, seat, per.per, inst);
    out = { ...out };
    for (const color in per.less) out[color as Color] = Math.max(0, (out[color as Color] ?? 0) - per.less[color as Color]! * n);
  }
  if (!kindsRaise(s)) return out;
  const opp = opponentOf(seat);
  for (const src of s.players[opp]!.signi) {
    if (src === EMPTY) continue;
    for (const c of constantsOf(s, src)) {
      if (!c.oppSpellCostMore || !conditionHolds(s, opp, c.if, src)) continue;
      out = { ...out };
      for (const color in c.oppSpellCostMore) out[color as Color] = (out[color as Color] ?? 0) + c.oppSpellCostMore[color as Color]!;
    }
  }
  return out;
}
