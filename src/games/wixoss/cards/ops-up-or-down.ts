/**
 * "Up or down one SIGNI" (WX06 Nyarobu, Ultimate Fist): the player picks a SIGNI of either field (`target Z`, `target
 * own Z`); a downed one is upped, an up one downed. Ruling: upping an up SIGNI (or downing a downed one) would change
 * nothing, so the choice of the SIGNI is the whole choice.
 */
import { opponentOf } from '../../../engine/turn-order.js';
import { m } from '../messages/index.js';
import { say } from '../rules/zones.js';
import { cardName } from '../table/names.js';
import { EMPTY } from '../state.js';
import { picksOwn, zoneOf } from '../moves.js';
import { targetChoice } from './targets.js';
import type { OpHandler } from './ops.js';
import { downSigni } from '../rules/downed.js';

export const UP_OR_DOWN_OPS: Record<string, OpHandler> = {
  upOrDown: {
    ask(s, t) {
      const zonesOf = (seat: number) => s.players[seat]!.signi.flatMap((inst, z) => (inst === EMPTY ? [] : [z]));
      const choices = [...zonesOf(opponentOf(t.seat)).map((z) => targetChoice(z, false)), ...zonesOf(t.seat).map((z) => targetChoice(z, true))];
      return choices.length ? { over: false, seat: t.seat, prompt: m().promptUpOrDown(cardName(s, t.src)), choices } : null;
    },
    run(s, t, _op, choice) {
      if (choice === undefined) return true;
      const side = picksOwn(choice) ? t.seat : opponentOf(t.seat);
      const p = s.players[side]!;
      const z = zoneOf(choice);
      if (p.signiDown[z]) p.signiDown[z] = false;
      else downSigni(s, side, z, 'effect');
      say(s, (p.signiDown[z] ? m().evDowned : m().evUpped)(cardName(s, p.signi[z]!)));
    },
  },
};
