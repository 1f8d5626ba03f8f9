/**
 * Whether a spell in hand may be used now and what it costs: its limiting condition (your LRIG's type), its own
 * use condition ("only when the opponent has no cards in hand": `use.if`) and the reductions of your field's
 * constant abilities ("your blue spells cost [Colorless] less": `spellDiscount`).
 */
import type { Seat } from '../../../engine/game.js';
import { isLrigOfType } from '../cards/db.js';
import type { Cost } from '../cards/types.js';
import { matches } from './filter.js';
import { EMPTY, type WixossState } from '../state.js';
import { canPay } from './payment.js';
import { conditionHolds } from './power.js';
import { def, lrigOf } from './defs.js';
import { lessByNextSpellMark } from './next-spell.js';
import { leastSpellCost } from './spell-down-less.js';
import { costWithIncrease } from './cost-per.js';
import { fieldSpellCost } from './spell-cost-field.js';
import { constantsOf } from './lose-abilities.js';
import { spellsLocked } from './spell-lock.js';
import { limitingIgnored } from './limiting-ignored.js';

/** Colourless less for the spell `inst` from `seat`'s LRIG and SIGNI; a reduction never lowers a coloured part. */
export function spellCost(s: WixossState, seat: Seat, inst: number): Cost | undefined {
  return lessByNextSpellMark(s, seat, fieldSpellCost(s, seat, inst, colorlessLess(s, seat, inst)));
}

function colorlessLess(s: WixossState, seat: Seat, inst: number): Cost | undefined {
  const d = def(s, inst);
  // "If you have X on your field, this costs [Blue]" (`costBecomes`, as ARTS have it; WX05 SPIRAL); else the printed
  // cost with any "costs more for each ..." (table/cost-per.ts), before any reduction.
  const alt = d.effects?.costBecomes;
  const cost = alt && conditionHolds(s, seat, alt.if) ? alt.cost : costWithIncrease(s, seat, inst);
  // (Asked for every spell in hand at every main-phase question: most spells have no colourless part to reduce.)
  if (!cost?.colorless) return cost;
  const p = s.players[seat]!;
  const lrig = p.lrig[p.lrig.length - 1];
  let off = lrig === undefined ? 0 : discount(s, seat, lrig, inst);
  for (const src of p.signi) if (src !== EMPTY) off += discount(s, seat, src, inst);
  return off === 0 ? cost : { ...cost, colorless: Math.max(0, cost.colorless - off) };
}

function discount(s: WixossState, seat: Seat, src: number, spell: number): number {
  const constant = constantsOf(s, src);
  if (!constant) return 0;
  let off = 0;
  for (const c of constant) if (c.spellDiscount && matches(s, spell, c.spellDiscount.filter) && conditionHolds(s, seat, c.if, src)) off += c.spellDiscount.colorless;
  return off;
}

/** What stops `seat` using the spell `inst` from hand now (apart from the phase), or null. */
export function spellBlock(s: WixossState, seat: Seat, inst: number): 'locked' | 'limiting' | 'condition' | 'cost' | null {
  if (spellsLocked(s, seat)) return 'locked'; // WX05 Mirurun Tico
  const d = def(s, inst);
  const lrig = lrigOf(s, seat);
  if (d.limiting && !(lrig && isLrigOfType(lrig, d.limiting)) && !limitingIgnored(s, seat)) return 'limiting';
  if (!conditionHolds(s, seat, d.effects?.use?.if)) return 'condition';
  return canPay(s, seat, leastSpellCost(s, seat, inst, spellCost(s, seat, inst))) ? null : 'cost'; // the most downs for WX06 Soap Sudden
}
