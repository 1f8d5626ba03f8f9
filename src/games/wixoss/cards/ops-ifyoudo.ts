/**
 * "If you do" steps ("put one of your SIGNI into the trash; if you do, ..."): when the step is not done, the rest of
 * the effect does not happen (an op's own `if` only skips that op). Costs are `costs` (ops-costs.ts), not these.
 */
import { abilityOps } from '../table/abilities.js';
import { m } from '../messages/index.js';
import { banish, say, sendFromField } from '../rules/zones.js';
import { cardName, who } from '../table/names.js';
import type { WixossState } from '../state.js';
import { legalZones, stillLegal } from '../table/targets.js';
import { targetChoice, targetsOf } from './targets.js';
import type { EffectTask, OpHandler } from './ops.js';
import type { Op } from './types.js';
import { zoneOf } from '../moves.js';
import { progressOf } from './op-progress.js';
import { awaitsReplacement } from '../table/replace.js';
/** The ops the task runs (a chosen mode's, or the effect's). */
export function opsOf(s: WixossState, t: EffectTask): Op[] {
  return abilityOps(s, t);
}

/** Called by an op's `run` that then returns true: the ops after it do not happen. */
export function endEffect(s: WixossState, t: EffectTask): void {
  t.opIndex = opsOf(s, t).length - 1;
}

/** "Choose one of your SIGNI" (filter, power) in the target stage; the pick is the op's single target. */
function ownTarget(verb: string): Pick<OpHandler, 'askTarget' | 'pickTarget'> {
  return {
    askTarget(s, t, op) {
      if (t.targets[t.opIndex]?.length) return null;
      const zones = legalZones(s, op, t.seat);
      if (zones.length === 0) return null;
      const text = m();
      return { over: false, seat: t.seat, prompt: text.promptTarget(text.targetVerb[verb]!, true, '', 0, 1), choices: zones.map((z) => targetChoice(z, true)) };
    },
    pickTarget(s, t, _op, choice) {
      targetsOf(t).push(s.players[t.seat]!.signi[zoneOf(choice)]!);
    },
  };
}

/** The zone of the op's own target if it is still there and legal, else -1. */
function ownTargetZone(s: WixossState, t: EffectTask, op: Op): number {
  const inst = t.targets[t.opIndex]?.[0];
  return inst === undefined || inst < 0 ? -1 : stillLegal(s, op, t.seat, inst);
}

/** "If you do": stop the effect unless the own target is still there. */
function ownTargetOrEnd(s: WixossState, t: EffectTask, op: Op): number {
  const z = ownTargetZone(s, t, op);
  if (z < 0) { endEffect(s, t); return -1; }
  return z;
}

export const IF_YOU_DO_OPS: Record<string, OpHandler> = {
  // Put one of your SIGNI (filter) into the trash; if you do not, the rest does not happen.
  trashOwnThen: {
    ...ownTarget('trash'),
    run(s, t, op) {
      const z = ownTargetOrEnd(s, t, op);
      if (z < 0) return true;
      say(s, m().evTrashField(who(s, t.seat), cardName(s, s.players[t.seat]!.signi[z]!)));
      sendFromField(s, t.seat, z, 'trash');
    },
  },
  // Banish one of your SIGNI (filter); if you do not, the rest does not happen.
  banishOwnThen: {
    ...ownTarget('banish'),
    run(s, t, op) {
      // Back after a replacement question (WX04 Paimon): the rest happens only if the SIGNI was banished after all.
      if (progressOf(t, 'awaitReplace')) {
        if (ownTargetZone(s, t, op) >= 0) endEffect(s, t);
        return true;
      }
      const z = ownTargetOrEnd(s, t, op);
      if (z < 0) return;
      const inst = s.players[t.seat]!.signi[z]!;
      if (!banish(s, t.seat, z) && awaitsReplacement(s, inst)) {
        t.progress = { kind: 'awaitReplace' };
        return false;
      }
    },
  },
};
