/**
 * Exceed (WX04 on): an LRIG's cost paid with the cards under it (the LRIG it grew from, and those below), each put
 * into the LRIG trash, picked one at a time (`pick id`). Cards under the LRIG are face up: everyone sees them.
 */
import { m } from '../messages/index.js';
import { say } from '../rules/zones.js';
import { cardName, who } from '../table/names.js';
import { idOf } from '../state.js';
import { pickedId } from '../moves.js';
import { targetsOf } from './targets.js';
import type { OpHandler } from './ops.js';
import { distinctPicks } from '../table/choices.js';

export const EXCEED_OPS: Record<string, OpHandler> = {
  /** Cost: put `n` cards from under your LRIG into your LRIG trash. */
  payExceed: {
    askTarget(s, t, op) {
      const left = (op.n ?? 1) - targetsOf(t).length;
      const under = s.players[t.seat]!.lrig.slice(0, -1);
      if (left <= 0 || under.length === 0) return null;
      const choices = distinctPicks(s, under);
      return { over: false, seat: t.seat, prompt: m().promptPayExceed(cardName(s, t.src), left), choices };
    },
    pickTarget(s, t, _op, choice) {
      const p = s.players[t.seat]!;
      const at = p.lrig.findIndex((inst, k) => k < p.lrig.length - 1 && idOf(s, inst) === pickedId(choice));
      const [inst] = p.lrig.splice(at, 1);
      p.lrigTrash.push(inst!);
      targetsOf(t).push(inst!);
      say(s, m().evExceed(who(s, t.seat), cardName(s, inst!)));
    },
    run: () => true,
  },
};
