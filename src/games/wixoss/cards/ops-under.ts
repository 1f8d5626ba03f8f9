/**
 * Cards under a SIGNI (WX05 Uranium): "put N matching cards from your trash under this SIGNI; if you do not, ..."
 * (`trashToUnder`, all or none, then `ifNotDone`), and "take a card from under this SIGNI into your hand"
 * (`underToHand`: a face-up card or its Charm, shown as it goes). The rules of these cards are rules/under.ts.
 */
import { m } from '../messages/index.js';
import { charmToHand } from '../rules/charm.js';
import { putUnder, takeUnder } from '../rules/under.js';
import { say } from '../rules/zones.js';
import { charmAt } from '../table/charm.js';
import { matches } from '../table/filter.js';
import { filterWords } from '../table/filter-words.js';
import { cardName, who } from '../table/names.js';
import { stackAt } from '../table/under.js';
import { EMPTY, idOf, type WixossState } from '../state.js';
import { pickedId } from '../moves.js';
import type { EffectTask, OpHandler } from './ops.js';
import type { CardFilter } from './types.js';
import { progressOf } from './op-progress.js';
import { skipUnless } from './ops-control.js';
import { distinctPicks } from '../table/choices.js';

const pickedSoFar = (t: EffectTask) => progressOf(t, 'pickCards')?.picked.length ?? 0;

/** The trash cards that may go under this SIGNI: those matching `filter`. */
const candidates = (s: WixossState, t: EffectTask, filter: CardFilter | undefined) =>
  s.players[t.seat]!.trash.filter((i) => matches(s, i, filter));

/** The cards under this SIGNI (`zone`) one may take: its face-up cards, then its Charm. */
function underCards(s: WixossState, t: EffectTask, zone: number): number[] {
  const charm = charmAt(s, t.seat, zone);
  return charm === EMPTY ? [...stackAt(s, t.seat, zone)] : [...stackAt(s, t.seat, zone), charm];
}

export const UNDER_OPS: Record<string, OpHandler> = {
  /**
   * Put `n` cards matching `filter` from your trash under this SIGNI, one at a time (`pick id`); `skip` (before the
   * first) puts none. With fewer than `n` such cards, or this SIGNI gone, none go. Done (for ifDone / ifNotDone) only when all `n` went.
   */
  trashToUnder: {
    ask(s, t, op) {
      const zone = s.players[t.seat]!.signi.indexOf(t.src);
      const picked = pickedSoFar(t);
      const pool = candidates(s, t, op.filter);
      if (zone < 0 || (picked === 0 && pool.length < (op.n ?? 1))) return null;
      const picks = distinctPicks(s, pool);
      return { over: false, seat: t.seat, prompt: m().promptTrashToUnder(cardName(s, t.src), filterWords(op.filter), (op.n ?? 1) - picked), choices: picked === 0 ? [...picks, 'skip'] : picks };
    },
    run(s, t, op, choice) {
      if (choice === undefined || choice === 'skip') { t.done = false; return true; }
      const p = (t.progress = progressOf(t, 'pickCards') ?? { kind: 'pickCards', picked: [] });
      const trash = s.players[t.seat]!.trash;
      const [inst] = trash.splice(trash.findIndex((i) => idOf(s, i) === pickedId(choice) && matches(s, i, op.filter)), 1);
      putUnder(s, t.seat, s.players[t.seat]!.signi.indexOf(t.src), inst!);
      p.picked.push(inst!);
      t.done = p.picked.length >= (op.n ?? 1);
      return t.done;
    },
  },
  /** "If you do not": goes on only if the op before it did not do what it says (skips `skip` ops, default all the rest). */
  ifNotDone: {
    run: (s, t, op) => skipUnless(s, t, op, t.done !== true),
  },
  /** Take one card from under this SIGNI into your hand (`pick id`), shown to both players. */
  underToHand: {
    ask(s, t) {
      const zone = s.players[t.seat]!.signi.indexOf(t.src);
      if (zone < 0) return null;
      const cards = underCards(s, t, zone);
      if (cards.length === 0) return null;
      return { over: false, seat: t.seat, prompt: m().promptUnderToHand(cardName(s, t.src)), choices: distinctPicks(s, cards) };
    },
    run(s, t, _op, choice) {
      if (choice === undefined) return;
      const zone = s.players[t.seat]!.signi.indexOf(t.src);
      const inst = underCards(s, t, zone).find((i) => idOf(s, i) === pickedId(choice))!;
      if (inst === charmAt(s, t.seat, zone)) charmToHand(s, t.seat, zone);
      else {
        takeUnder(s, t.seat, zone, inst);
        s.players[t.seat]!.hand.push(inst);
      }
      say(s, m().evUnderToHand(who(s, t.seat), cardName(s, inst), cardName(s, t.src)));
    },
  },
};
