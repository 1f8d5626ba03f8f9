/**
 * "Put N cards from under your LRIG into your LRIG trash. If you do, ..." as an effect, not a cost (WX05 Last
 * Select; Exceed is the cost form, ops-exceed.ts). Cards under the LRIG are face up: everyone sees them.
 */
import { m } from '../messages/index.js';
import { say } from '../rules/zones.js';
import { cardName, who } from '../table/names.js';
import { idOf, type WixossState } from '../state.js';
import { pickedId } from '../moves.js';
import type { EffectTask, OpHandler } from './ops.js';
import { progressOf } from './op-progress.js';
import { distinctPicks } from '../table/choices.js';

const movedSoFar = (t: EffectTask) => progressOf(t, 'pickCards')?.picked.length ?? 0;

function toLrigTrash(s: WixossState, t: EffectTask, at: number): void {
  const p = s.players[t.seat]!;
  const [inst] = p.lrig.splice(at, 1);
  p.lrigTrash.push(inst!);
  t.progress = { kind: 'pickCards', picked: [...(progressOf(t, 'pickCards')?.picked ?? []), inst!] };
  say(s, m().evUnderToLrigTrash(who(s, t.seat), cardName(s, inst!)));
}

export const LRIG_UNDER_OPS: Record<string, OpHandler> = {
  /**
   * Put `n` cards from under your LRIG into your LRIG trash, each picked (`pick id`) when there are more than are
   * needed; with fewer, all of them go (as much as can be done) and `done` is false ("if you do" fails).
   */
  lrigUnderToTrash: {
    ask(s, t, op) {
      const left = (op.n ?? 1) - movedSoFar(t);
      const under = s.players[t.seat]!.lrig.slice(0, -1);
      if (left <= 0 || under.length <= left) return null;
      const choices = distinctPicks(s, under);
      return { over: false, seat: t.seat, prompt: m().promptUnderToLrigTrash(cardName(s, t.src), left), choices };
    },
    run(s, t, op, choice) {
      const p = s.players[t.seat]!;
      const n = op.n ?? 1;
      if (choice === undefined) {
        // Nothing to choose: every card still needed goes, as far as there are cards under the LRIG.
        while (movedSoFar(t) < n && p.lrig.length > 1) toLrigTrash(s, t, 0);
        t.done = movedSoFar(t) >= n;
        return true;
      }
      toLrigTrash(s, t, p.lrig.findIndex((inst, k) => k < p.lrig.length - 1 && idOf(s, inst) === pickedId(choice)));
      return false;
    },
  },
};
