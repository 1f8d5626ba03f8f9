/**
 * WD08 Umr=Fyra: "until end of turn, the next use of the activated ability of 1 SIGNI in your trash costs nothing".
 * A `freeAct` mark on that card (read by table/marks.ts); using one of its abilities from the trash spends the mark
 * (rules/actions.ts). Ruling: only a SIGNI with an ability usable from the trash can be picked; the mark is gone once
 * the card leaves the trash (looked at with rule processing: `dropFreeActsLeft`, rules/processing.ts) and at the end
 * of the turn.
 */
import type { Seat } from '../../../engine/game.js';
import { m } from '../messages/index.js';
import { cardName, who } from '../table/names.js';
import { def } from '../table/defs.js';
import { distinctIndexes, pickChoice } from '../table/choices.js';
import { say } from '../rules/zones.js';
import type { WixossState } from '../state.js';
import type { OpHandler } from './ops.js';
import { MOVES } from '../moves.js';
import { freeAct } from '../table/marks.js';

function pickable(s: WixossState, seat: Seat): number[] {
  const trash = s.players[seat]!.trash;
  return distinctIndexes(s, trash, (inst) => def(s, inst).type === 'SIGNI' && def(s, inst).acts.some((a) => a.from === 'trash') && !freeAct(s, inst));
}

export const FREE_ACT_OPS: Record<string, OpHandler> = {
  freeTrashAct: {
    ask(s, t) {
      const trash = s.players[t.seat]!.trash;
      const ks = pickable(s, t.seat);
      return ks.length ? { over: false, seat: t.seat, prompt: m().promptFreeAct, choices: ks.map((k) => pickChoice(s, trash[k - 1]!)) } : null;
    },
    run(s, t, _op, choice) {
      if (choice === undefined) return true;
      const trash = s.players[t.seat]!.trash;
      const inst = trash.find((i) => def(s, i).choiceId === MOVES.argsOf(choice, 'pick')!.card && !freeAct(s, i))!;
      s.mods.push({ inst, freeAct: true });
      say(s, m().evFreeAct(who(s, t.seat), cardName(s, inst)));
    },
  },
};
