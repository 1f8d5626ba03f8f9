/**
 * Whether the costs other than ener (discard, trash or down your SIGNI, an LRIG deck card) can be paid now; the ops
 * that pay them are cards/ops-costs.ts.
 */
import type { Seat } from '../../../engine/game.js';
import type { Effect, Op } from '../cards/types.js';
import { EMPTY, type WixossState } from '../state.js';
import { def } from './defs.js';
import { fits } from './filter.js';
import { zonesWithCharm } from './charm.js';
import { selfTrashLocked } from './self-trash-lock.js';
import { filtersCoverable } from './filter-pairs.js';
import { banishCostZones } from './banish-cost.js';
import { enerTrashPayable } from './ener-trash-cost.js';

/** `seat`'s SIGNI zones (0-based) that may pay a field cost of `op` (`on: self`: other than `self`; `upOnly`: up SIGNI). */
export function ownZones(s: WixossState, seat: Seat, op: Op, self: number, upOnly: boolean): number[] {
  const p = s.players[seat]!;
  const out: number[] = [];
  for (let z = 0; z < p.signi.length; z++) {
    const inst = p.signi[z]!;
    if (inst === EMPTY || (op.on === 'self' && inst === self) || (upOnly && p.signiDown[z]) || !fits(def(s, inst), op.filter)) continue;
    out.push(z);
  }
  return out;
}

/**
 * Whether the extra costs of `e` may be payable for all the opponent knows: a discard needs enough cards in hand,
 * a LRIG deck cost a card there (both hidden); field costs as `costPayable` says. The `use` question is asked when
 * this holds, offering only `skip` when the cost cannot in fact be paid.
 */
export function costMayBePayable(s: WixossState, seat: Seat, e: Effect | undefined, self: number): boolean {
  const c = e?.costs;
  if (!c) return true;
  const p = s.players[seat]!;
  const { discard, lrigDeck, ...onField } = c;
  if (discard && p.hand.length < (discard.n ?? 1)) return false;
  if (lrigDeck && p.lrigDeck.length === 0) return false;
  return costPayable(s, seat, { ops: [], ...(e!.cost ? { cost: e!.cost } : {}), costs: onField }, self);
}

/** Whether `seat` can pay the extra costs of `e` (whose card is `self`) now. */
export function costPayable(s: WixossState, seat: Seat, e: Effect | undefined, self: number): boolean {
  const c = e?.costs;
  if (!c) return true;
  const p = s.players[seat]!;
  if (c.discard) {
    let n = 0;
    for (const inst of p.hand) if (fits(def(s, inst), c.discard.filter)) n++;
    if (n < (c.discard.n ?? 1)) return false;
  }
  if (c.discardEach && !filtersCoverable(s, c.discardEach.filters, [], p.hand)) return false; // WX04 Mirurun Yocto
  if (c.trash && selfTrashLocked(s, seat)) return false; // WX04 Code Art ACG
  if (c.trash && ownZones(s, seat, { op: 'payTrash', filter: c.trash.filter, ...(c.trash.other ? { on: 'self' as const } : {}) }, self, false).length < (c.trash.n ?? 1)) return false;
  // WX04 Hammer: one of your SIGNI for each filter.
  if (c.trashEach && (selfTrashLocked(s, seat) || !filtersCoverable(s, c.trashEach.filters, [], p.signi.filter((i) => i !== EMPTY)))) return false;
  if (c.lrigDeck && !p.lrigDeck.some((inst) => fits(def(s, inst), c.lrigDeck!.filter))) return false;
  if (c.down?.self) { const z = p.signi.indexOf(self); if (z < 0 || p.signiDown[z]) return false; }
  else if (c.down && ownZones(s, seat, { op: 'payDown', filter: c.down.filter }, self, true).length < (c.down.n ?? 1)) return false; // n: WX04 Neon downs 2
  if (c.charm && zonesWithCharm(s, seat).length < (c.charm.n ?? 1)) return false;
  if (c.exceed && p.lrig.length - 1 < c.exceed.n) return false;
  if (c.enerTrash && !enerTrashPayable(s, seat, e!.cost, c.enerTrash.filter ?? {})) return false; // WX05 Tamayorihime, Sunspot Miko
  if (c.banish && banishCostZones(s, seat, c.banish.filter, Boolean(c.banish.other), self).length < (c.banish.n ?? 1)) return false;
  return true;
}
