/**
 * "When you use this spell you may down any number of your up <Angel> SIGNI; it costs [Colorless][Colorless] less
 * for each" (WX06 Soap Sudden; data `spellDownLess: {filter, less}`): the SIGNI that may be downed, and the least
 * the spell could cost, which decides whether it is offered. The question is rules/spell-down-less.ts.
 */
import type { Seat } from '../../../engine/game.js';
import type { Cost } from '../cards/types.js';
import { EMPTY, type WixossState } from '../state.js';
import { lessByDiscards } from './arts-discount.js';
import { def } from './defs.js';
import { matches } from './filter.js';

/** `seat`'s SIGNI zones (0-based) that the spell `inst` lets its user down to pay less: up and matching. */
export function downableForSpell(s: WixossState, seat: Seat, inst: number): number[] {
  const option = def(s, inst).effects?.spellDownLess;
  if (!option) return [];
  const p = s.players[seat]!;
  return p.signi.flatMap((i, z) => (i !== EMPTY && !p.signiDown[z] && matches(s, i, option.filter) ? [z] : []));
}

/** The cost after `downed` SIGNI were downed for it. */
export function costAfterDowns(s: WixossState, inst: number, cost: Cost | undefined, downed: number): Cost | undefined {
  const option = def(s, inst).effects?.spellDownLess;
  return option ? lessByDiscards(cost, option.less, downed) : cost;
}

/** The least the spell could cost now: with every SIGNI it allows downed. */
export function leastSpellCost(s: WixossState, seat: Seat, inst: number, cost: Cost | undefined): Cost | undefined {
  return costAfterDowns(s, inst, cost, downableForSpell(s, seat, inst).length);
}
