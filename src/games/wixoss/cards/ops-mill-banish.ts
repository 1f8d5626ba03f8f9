/**
 * Banishes whose power limit comes from a count (WX06 Colonel Flathro, Crossbow Flame): `millBanishByCount` mills `n`
 * and, by how many milled cards match `filter` (1, 2, 3 ...), banishes an opposing SIGNI of power up to `powers[count
 * - 1]`; `banishByTrashCount` banishes one of power up to `amount` times the matching cards in your trash. The limit
 * is read as the op resolves; with no SIGNI within it nothing is asked.
 */
import { opponentOf } from '../../../engine/turn-order.js';
import { m } from '../messages/index.js';
import { banish, topTo } from '../rules/zones.js';
import { matches } from '../table/filter.js';
import { legalZones } from '../table/targets.js';
import { zoneOf } from '../moves.js';
import type { WixossState } from '../state.js';
import { targetChoice, targetsOf } from './targets.js';
import type { EffectTask, OpHandler } from './ops.js';
import type { Op } from './types.js';

/** The power limit of this op as it resolves (0: no banish). */
function limitOf(s: WixossState, t: EffectTask, op: Op): number {
  if (op.op === 'millBanishByCount') {
    const count = (t.targets[t.opIndex] ?? []).filter((inst) => matches(s, inst, op.filter)).length;
    return count === 0 ? 0 : op.powers![Math.min(count, op.powers!.length) - 1]!;
  }
  return (op.amount ?? 0) * s.players[t.seat]!.trash.filter((inst) => matches(s, inst, op.filter)).length;
}

const banishWithin: Pick<OpHandler, 'ask' | 'run'> = {
  ask(s, t, op) {
    const limit = limitOf(s, t, op);
    const zones = limit > 0 ? legalZones(s, { op: 'banish', maxPower: limit }, opponentOf(t.seat)) : [];
    return zones.length ? { over: false, seat: t.seat, prompt: m().promptBanishUpTo(limit), choices: zones.map((z) => targetChoice(z, false)) } : null;
  },
  run(s, t, _op, choice) {
    if (choice !== undefined) banish(s, opponentOf(t.seat), zoneOf(choice));
    return true;
  },
};

export const MILL_BANISH_OPS: Record<string, OpHandler> = {
  millBanishByCount: {
    begin(s, t, op) { targetsOf(t).push(...topTo(s, t.seat, op.n ?? 1, 'trash')); },
    ...banishWithin,
  },
  banishByTrashCount: banishWithin,
};
