/** Up one of your downed SIGNI (WX01 Energe, Original Spear; choices `target own N`), or your LRIG (WX01 Arc Aura). */
import { m } from '../messages/index.js';
import { cardName } from '../table/names.js';
import { say } from '../rules/zones.js';
import type { OpHandler } from './ops.js';
import { targetChoice } from './targets.js';
import { zoneOf } from '../moves.js';
import { matches } from '../table/filter.js';

export const UP_OPS: Record<string, OpHandler> = {
  up: {
    askTarget(s, t, op) {
      // `on: self` (issue 46 costs): "up this SIGNI", no choice; `filter`: "up one of your <Arm> SIGNI".
      if (op.on === 'self' || (t.targets[t.opIndex] ?? []).length > 0) return null;
      const p = s.players[t.seat]!;
      const choices = p.signi.flatMap((i, z) => (i >= 0 && p.signiDown[z] && matches(s, i, op.filter) ? [targetChoice(z, true)] : []));
      return choices.length ? { over: false, seat: t.seat, prompt: m().promptUpOwn, choices } : null;
    },
    pickTarget(s, t, _op, choice) {
      t.targets[t.opIndex] = [s.players[t.seat]!.signi[zoneOf(choice)]!];
    },
    run(s, t, op) {
      const p = s.players[t.seat]!;
      const z = p.signi.indexOf(op.on === 'self' ? t.src : (t.targets[t.opIndex] ?? [])[0] ?? -9);
      if (z < 0 || !p.signiDown[z]) return true;
      p.signiDown[z] = false;
      say(s, m().evUpped(cardName(s, p.signi[z]!)));
    },
  },
  /** Up your LRIG (in the LRIG attack step it may then attack again). */
  upLrig: {
    run(s, t) {
      const p = s.players[t.seat]!;
      p.lrigDown = false;
      say(s, m().evUpped(cardName(s, p.lrig[p.lrig.length - 1]!)));
    },
  },
};
