/**
 * Ops that target one SIGNI on either side (WX01 Fantastic: "1 SIGNI gets +5000"). Choices: `target N` for your
 * SIGNI zone N, `target opp N` for the opponent's.
 */
import { m } from '../messages/index.js';
import { lastIndex } from '../rules/choice-text.js';
import { cardName, say } from '../rules/zones.js';
import { EMPTY, other } from '../state.js';
import type { OpHandler } from './ops.js';

export const ANY_SIDE_OPS: Record<string, OpHandler> = {
  /** One SIGNI of either player gets `amount` power until end of turn. */
  powerAny: {
    askTarget(s, t) {
      if ((t.tg[t.i] ?? []).length > 0) return null;
      const choices: string[] = [];
      s.players[t.seat]!.signi.forEach((i, z) => { if (i !== EMPTY) choices.push(`target ${z + 1}`); });
      s.players[other(t.seat)]!.signi.forEach((i, z) => { if (i !== EMPTY) choices.push(`target opp ${z + 1}`); });
      return choices.length ? { over: false, seat: t.seat, prompt: m().promptTargetAny, choices } : null;
    },
    pickTarget(s, t, _op, choice) {
      const side = choice.startsWith('target opp ') ? other(t.seat) : t.seat;
      t.tg[t.i] = [s.players[side]!.signi[lastIndex(choice)]!];
    },
    run(s, t, op) {
      const inst = (t.tg[t.i] ?? [])[0];
      // Still a legal target while it stays on the field (on either side: no card here changes control).
      if (inst === undefined || !s.players.some((p) => p.signi.includes(inst))) return true;
      s.mods.push({ inst, add: op.amount ?? 0 });
      say(s, m().evPowerOne(cardName(s, inst), op.amount!));
      return true;
    },
  },
};
