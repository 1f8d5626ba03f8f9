/** Ops whose cards must share a colour with your LRIG (WX01 Salvage). Colourless is no colour: it never matches. */
import type { Seat } from '../../../engine/game.js';
import { m } from '../messages/index.js';
import { cardName, who } from '../table/names.js';
import { def, lrigOf } from '../table/defs.js';
import { distinctIndexes } from '../table/choices.js';
import { say } from '../rules/zones.js';
import { idOf, type WixossState } from '../state.js';
import type { OpHandler } from './ops.js';
import { pickedId } from '../moves.js';
import { fits } from '../table/filter.js';
import type { CardFilter } from './types.js';

/** A SIGNI (or, with a `filter`, a card matching it: issue 46 costs, Spell Salvage's spell) sharing a colour with your LRIG. */
function sharesLrigColor(s: WixossState, seat: Seat, inst: number, filter: CardFilter | undefined): boolean {
  const lrig = lrigOf(s, seat);
  const d = def(s, inst);
  return fits(d, filter ?? { type: 'SIGNI' }) && (lrig?.colors ?? []).some((c) => c !== 'colorless' && d.colors.includes(c));
}

export const LRIG_COLOR_OPS: Record<string, OpHandler> = {
  /** Take 1 SIGNI that shares a colour with your LRIG from your trash into hand (mandatory when there is one). */
  trashToHandLrigColor: {
    ask(s, t, op) {
      const trash = s.players[t.seat]!.trash;
      const choices = distinctIndexes(s, trash, (i) => sharesLrigColor(s, t.seat, i, op.filter)).map((k) => `pick ${def(s, trash[k - 1]!).choiceId}`);
      return choices.length ? { over: false, seat: t.seat, prompt: m().promptFromTrash(0, 1), choices } : null;
    },
    run(s, t, op, choice) {
      if (choice === undefined) return true;
      const p = s.players[t.seat]!;
      const at = p.trash.findIndex((i) => idOf(s, i) === pickedId(choice) && sharesLrigColor(s, t.seat, i, op.filter));
      const [inst] = p.trash.splice(at, 1);
      p.hand.push(inst!);
      say(s, m().evFromTrash(who(s, t.seat), cardName(s, inst!)));
    },
  },
};
