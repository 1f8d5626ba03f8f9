/**
 * Effects that reach SIGNI on either field ("banish a SIGNI"): `target k` picks the opponent's zone k,
 * `target own k` your own (the notation of every pick of a SIGNI: targets.ts).
 */
import { opponentOf } from '../../../engine/turn-order.js';
import { choiceText } from '../rules/choice-text.js';
import { m } from '../messages/index.js';
import { banish, say, sendFromField } from '../rules/zones.js';
import { cardName, who } from '../table/names.js';
import { def } from '../table/defs.js';
import { EMPTY, type WixossState } from '../state.js';
import { signiPower } from '../table/power.js';
import type { EffectTask, OpHandler } from './ops.js';
import { FIELD_OPS } from './ops-field.js';
import { fits } from '../table/filter.js';
import { legalZones, stillLegal } from '../table/targets.js';
import { LRIG_TARGET, targetChoice, targetsOf } from './targets.js';
import type { Op } from './types.js';
import { zoneOf, picksOwn } from '../moves.js';
import { progressOf } from './op-progress.js';
import { ignoresResolvingArts } from '../table/arts-proof.js';
import { downSigni } from '../rules/downed.js';

/** Zones of your SIGNI that match the op's filter. */
function ownZones(s: WixossState, t: EffectTask, op: Op): number[] {
  const p = s.players[t.seat]!;
  return p.signi.flatMap((i, z) => (i !== EMPTY && fits(def(s, i), op.filter) ? [z] : []));
}

/** The question of an op that may pick a SIGNI on either field (legal zones by the op's filter and power limits). */
function askEitherSide(s: WixossState, t: EffectTask, op: Op, prompt: string) {
  if (t.targets[t.opIndex]?.length) return null;
  const choices = [
    ...legalZones(s, op, opponentOf(t.seat)).map((z) => targetChoice(z, false)),
    ...legalZones(s, op, t.seat).map((z) => targetChoice(z, true)),
  ];
  return choices.length ? { over: false as const, seat: t.seat, prompt, choices } : null;
}

function pickEitherSide(s: WixossState, t: EffectTask, choice: string): void {
  const seat = picksOwn(choice) ? t.seat : opponentOf(t.seat);
  targetsOf(t).push(seat, s.players[seat]!.signi[zoneOf(choice)]!);
}

export const ANY_OPS: Record<string, OpHandler> = {
  // One SIGNI of either player gets `amount` power until end of turn (WX01 Fantastic). targets: [seat, instance].
  powerAny: {
    askTarget: (s, t, op) => askEitherSide(s, t, op, m().promptTargetAny),
    pickTarget: (s, t, _op, choice) => pickEitherSide(s, t, choice),
    run(s, t, op) {
      const [seat, inst] = t.targets[t.opIndex] ?? [];
      if (seat === undefined || inst === undefined || stillLegal(s, op, seat, inst) < 0) return true;
      s.mods.push({ inst, add: op.amount ?? 0 });
      say(s, m().evPowerOne(cardName(s, inst), op.amount!));
    },
  },
  // Banish 1 SIGNI of either player (power / filter limits apply). targets: [seat, instance].
  banishAny: {
    askTarget: (s, t, op) => askEitherSide(s, t, op, m().promptBanishAny),
    pickTarget: (s, t, _op, choice) => pickEitherSide(s, t, choice),
    run(s, t, op) {
      const [seat, inst] = t.targets[t.opIndex] ?? [];
      if (seat === undefined || inst === undefined) return true;
      const z = stillLegal(s, op, seat, inst);
      if (z >= 0) banish(s, seat, z);
    },
  },
  // Put any number of your SIGNI (filter) into the trash, then banish an opposing SIGNI for each one.
  trashOwnBanishEach: {
    ask(s, t, op) {
      const p = progressOf(t, 'trashForEach');
      if (!p?.trashingDone) return askTrashAny(s, t, op);
      const zones = legalZones(s, { op: 'banish' }, opponentOf(t.seat));
      const left = p.trashed - p.banished;
      if (!(left > 0) || zones.length === 0) return null;
      return { over: false, seat: t.seat, prompt: m().promptBanishForEach(left), choices: zones.map((z) => choiceText('target', z + 1)) };
    },
    run(s, t, _op, choice) {
      const p = progressOf(t, 'trashForEach');
      if (!p?.trashingDone) return runTrashAny(s, t, choice);
      if (choice === undefined) return true;
      banish(s, opponentOf(t.seat), zoneOf(choice));
      p.banished++;
      return false;
    },
  },
  // "You may put any number of your SIGNI into the trash; then add the top card of your deck to your life cloth for each."
  trashOwnAddLife: {
    ask: (s, t, op) => (progressOf(t, 'trashForEach')?.trashingDone ? null : askTrashAny(s, t, op)),
    run(s, t, _op, choice) {
      const p = progressOf(t, 'trashForEach');
      if (!p?.trashingDone) return runTrashAny(s, t, choice);
      if (p.trashed) FIELD_OPS.addLife!.run(s, t, { op: 'addLife', n: p.trashed });
    },
  },
  // Banish opposing SIGNI of your choice whose powers add up to at most `amount`; they are banished together.
  banishTotalPower: {
    ask(s, t, op) {
      const chosen = progressOf(t, 'pickCards')?.picked ?? [];
      const opp = opponentOf(t.seat);
      const left = (op.amount ?? 0) - chosen.reduce((sum, inst) => sum + signiPower(s, opp, s.players[opp]!.signi.indexOf(inst)), 0);
      const zones = legalZones(s, { op: 'banish', maxPower: left }, opp, chosen);
      return zones.length ? { over: false, seat: t.seat, prompt: m().promptBanishTotal(left), choices: [...zones.map((z) => choiceText('target', z + 1)), 'done'] } : null;
    },
    run(s, t, _op, choice) {
      const opp = opponentOf(t.seat);
      if (choice !== undefined && choice !== 'done') {
        const picked = [...(progressOf(t, 'pickCards')?.picked ?? []), s.players[opp]!.signi[zoneOf(choice)]!];
        t.progress = { kind: 'pickCards', picked };
        return false;
      }
      for (const inst of progressOf(t, 'pickCards')?.picked ?? []) {
        const z = s.players[opp]!.signi.indexOf(inst);
        if (z >= 0) banish(s, opp, z);
      }
    },
  },
  // Down the opponent's LRIG or one of their SIGNI (a down one may be chosen: the text does not say up). targets: [LRIG_TARGET] or [instance].
  downLrigOrSigni: {
    askTarget(s, t, op) {
      if (t.targets[t.opIndex]?.length) return null;
      const opp = opponentOf(t.seat);
      const choices = legalZones(s, { ...op, op: 'down' }, opp).map((z) => choiceText('target', z + 1));
      if (!s.players[opp]!.lrigDown && !ignoresResolvingArts(s, opp)) choices.unshift('target lrig'); // No Gain: the LRIG ignores ARTS
      return choices.length ? { over: false, seat: t.seat, prompt: m().promptDownAny, choices } : null;
    },
    pickTarget(s, t, _op, choice) {
      const opp = s.players[opponentOf(t.seat)]!;
      targetsOf(t).push(choice === 'target lrig' ? LRIG_TARGET : opp.signi[zoneOf(choice)]!);
    },
    run(s, t, op) {
      const side = opponentOf(t.seat);
      const p = s.players[side]!;
      const target = t.targets[t.opIndex]?.[0];
      if (target === LRIG_TARGET) {
        p.lrigDown = true;
        say(s, m().evDowned(cardName(s, p.lrig[p.lrig.length - 1]!)));
      } else if (target !== undefined) {
        const z = stillLegal(s, { ...op, op: 'down' }, side, target);
        if (z >= 0) { downSigni(s, side, z, 'effect'); say(s, m().evDowned(cardName(s, target))); }
      }
    },
  },
  // The opponent banishes one of their own SIGNI (their choice).
  oppBanishOwn: {
    ask(s, t) {
      const opp = opponentOf(t.seat);
      const zones = legalZones(s, { op: 'banish' }, opp);
      return zones.length ? { over: false, seat: opp, prompt: m().promptBanishOwn(cardName(s, t.src)), choices: zones.map((z) => targetChoice(z, true)) } : null;
    },
    run(s, t, _op, choice) {
      if (choice !== undefined) banish(s, opponentOf(t.seat), zoneOf(choice));
    },
  },
};

/** The first step of the "any number of your SIGNI into the trash" ops: progress `trashForEach` counts them; `done` ends the step. */
function askTrashAny(s: WixossState, t: EffectTask, op: Op) {
  const zones = ownZones(s, t, op);
  const trashed = progressOf(t, 'trashForEach')?.trashed ?? 0;
  return zones.length ? { over: false as const, seat: t.seat, prompt: m().promptTrashForEach(trashed), choices: [...zones.map((z) => targetChoice(z, true)), 'done'] } : null;
}

function runTrashAny(s: WixossState, t: EffectTask, choice: string | undefined): boolean {
  const p = (t.progress = progressOf(t, 'trashForEach') ?? { kind: 'trashForEach', trashed: 0, trashingDone: false, banished: 0 });
  if (choice === undefined || choice === 'done') { p.trashingDone = true; return false; }
  const z = zoneOf(choice);
  say(s, m().evTrashField(who(s, t.seat), cardName(s, s.players[t.seat]!.signi[z]!)));
  sendFromField(s, t.seat, z, 'trash');
  p.trashed++;
  return false;
}
