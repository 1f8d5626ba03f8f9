/** Ops whose cards must share a colour with your LRIG (WX01 Salvage). Colourless is no colour: it never matches. */
import type { Seat } from '../../../engine/game.js';
import { m } from '../messages/index.js';
import { cardName, who } from '../table/names.js';
import { def, lrigOf } from '../table/defs.js';
import { say } from '../rules/zones.js';
import { idOf, type WixossState } from '../state.js';
import type { OpHandler } from './ops.js';
import { pickedId } from '../moves.js';
import { fits } from '../table/filter.js';
import type { CardFilter } from './types.js';
import { progressOf } from './op-progress.js';
import { distinctPicks } from '../table/choices.js';

/** A SIGNI (or, with a `filter`, a card matching it: issue 46 costs, Spell Salvage's spell) sharing a colour with your LRIG. */
function sharesLrigColor(s: WixossState, seat: Seat, inst: number, filter: CardFilter | undefined): boolean {
  const lrig = lrigOf(s, seat);
  const d = def(s, inst);
  return fits(d, filter ?? { type: 'SIGNI' }) && (lrig?.colors ?? []).some((c) => c !== 'colorless' && d.colors.includes(c));
}

export const LRIG_COLOR_OPS: Record<string, OpHandler> = {
  /**
   * Take a SIGNI that shares a colour with your LRIG from your trash into hand (mandatory when there is one); with
   * `count` and `upTo` (Oversalvage, WX04): up to `count` of them, `done` ends early.
   */
  trashToHandLrigColor: {
    ask(s, t, op) {
      const taken = progressOf(t, 'take')?.taken ?? 0;
      const of = op.count ?? 1;
      if (taken >= of) return null;
      const trash = s.players[t.seat]!.trash;
      const choices = distinctPicks(s, trash, (i) => sharesLrigColor(s, t.seat, i, op.filter));
      if (choices.length && op.upTo) choices.push('done');
      return choices.length ? { over: false, seat: t.seat, prompt: m().promptFromTrash(taken, of), choices } : null;
    },
    run(s, t, op, choice) {
      if (choice === undefined || choice === 'done') return true;
      const p = s.players[t.seat]!;
      const at = p.trash.findIndex((i) => idOf(s, i) === pickedId(choice) && sharesLrigColor(s, t.seat, i, op.filter));
      const [inst] = p.trash.splice(at, 1);
      p.hand.push(inst!);
      say(s, m().evFromTrash(who(s, t.seat), cardName(s, inst!)));
      t.progress = { kind: 'take', taken: (progressOf(t, 'take')?.taken ?? 0) + 1 };
      return false;
    },
  },
};
