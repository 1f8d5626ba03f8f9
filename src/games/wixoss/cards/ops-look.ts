/** Ops that look at the top of your deck and act on what they see (WX01 Get Open; Catapaul, Sephiram and Bow). */
import { m } from '../messages/index.js';
import { entered } from '../rules/actions.js';
import { summonBlockOf } from '../table/action-blocks.js';
import { signiLevels } from '../table/power.js';
import { cardName, cardNames, who } from '../table/names.js';
import { def, lrigOf } from '../table/defs.js';
import { deckCardTrashed, say } from '../rules/zones.js';
import { EMPTY, idOf, type WixossState } from '../state.js';
import { knowTop, takeTop } from '../rules/hidden.js';
import { matches } from '../table/filter.js';
import { CORE_OPS, type EffectTask, type OpHandler } from './ops.js';
import type { Op } from './types.js';
import { placementZones } from '../table/placement.js';
import { zoneOf, pickedId } from '../moves.js';
import { progressOf } from './op-progress.js';
import { distinctPicks } from '../table/choices.js';

// Progress `lookTrash`: the looked-at cards still on top, whether the trashing is done, the reorder step's count.
const looked = (t: EffectTask) => progressOf(t, 'lookTrash')?.looked ?? 0;

// The reorder step is the starter op reorderTop over the cards still on top (read when run: ops.ts spreads these in).
const reorder = (t: EffectTask): Op => ({ op: 'reorderTop', n: looked(t) });

export const LOOK_OPS: Record<string, OpHandler> = {
  /** Look at your top `n`: put any number into the trash, then the rest back on top in any order. */
  lookTrashReorder: {
    others: () => m().publicLookTop,
    begin(s, t, op) {
      const deck = s.players[t.seat]!.deck;
      const n = Math.min(op.n ?? 5, deck.length);
      t.progress = { kind: 'lookTrash', looked: n, reordering: false, placed: 0 };
      s.revealed = true;
      say(s, m().evLooksTop(who(s, t.seat), n));
      say(s, m().evTopIs(cardNames(s, knowTop(s, t.seat, n, t.seat))), t.seat);
    },
    ask(s, t) {
      if (progressOf(t, 'lookTrash')?.reordering) return CORE_OPS.reorderTop!.ask!(s, t, reorder(t));
      const top = s.players[t.seat]!.deck.slice(0, looked(t));
      if (top.length === 0) return null;
      const choices = distinctPicks(s, top);
      choices.push('done');
      return { over: false, seat: t.seat, prompt: m().promptTrashFromTop(cardNames(s, top)), choices };
    },
    run(s, t, _op, choice) {
      const progress = (t.progress = progressOf(t, 'lookTrash') ?? { kind: 'lookTrash', looked: 0, reordering: false, placed: 0 });
      if (progress.reordering) return CORE_OPS.reorderTop!.run(s, t, reorder(t), choice);
      if (choice === undefined || choice === 'done') { progress.reordering = true; return false; }
      const p = s.players[t.seat]!;
      const at = p.deck.slice(0, looked(t)).findIndex((i) => idOf(s, i) === pickedId(choice));
      const [inst] = p.deck.splice(at, 1);
      p.trash.push(inst!);
      progress.looked--;
      say(s, m().evLookedToTrash(who(s, t.seat), cardName(s, inst!)));
      deckCardTrashed(s, t.seat, inst!);
      return false;
    },
  },
  /**
   * Look at your top card: when it is a SIGNI matching `filter` that fits your LRIG, and no SIGNI other than this
   * card is on your field, you may put it onto an empty zone (`zone N`; `skip` leaves it on top).
   */
  topToFieldIfAlone: {
    others: () => m().publicTopToField,
    begin(s, t) {
      const [top] = knowTop(s, t.seat, 1, t.seat);
      if (top === undefined) return;
      s.revealed = true;
      say(s, m().evLooksTop(who(s, t.seat), 1));
      say(s, m().evTopIs(cardName(s, top)), t.seat);
    },
    ask(s, t, op) {
      const p = s.players[t.seat]!;
      const top = p.deck[0];
      // Asked whenever the public part holds (no other SIGNI of yours, a free zone), with only `skip` when the
      // card does not fit: whether a question came must not tell the opponent what the hidden card is.
      if (top === undefined || p.signi.some((i) => i !== EMPTY && i !== t.src) || !p.signi.includes(EMPTY)) return null;
      const choices: string[] = [];
      if (topFits(s, t, top, op)) for (const z of placementZones(s, t.seat)) choices.push(`zone ${z + 1}`);
      choices.push('skip');
      return { over: false, seat: t.seat, prompt: m().promptTopToField(cardName(s, top)), choices };
    },
    run(s, t, _op, choice) {
      if (choice === undefined || choice === 'skip') return true;
      const p = s.players[t.seat]!;
      const inst = takeTop(s, t.seat);
      const z = zoneOf(choice);
      p.signi[z] = inst;
      p.signiDown[z] = false;
      say(s, m().evPutOnField(who(s, t.seat), cardName(s, inst), z + 1));
      entered(s, t.seat, inst, 'deck');
    },
  },
};

/** The looked-at card may be put: a SIGNI matching the filter that fits the LRIG's level, limit and limiting condition. */
function topFits(s: WixossState, t: EffectTask, top: number, op: Op): boolean {
  return def(s, top).type === 'SIGNI' && matches(s, top, op.filter) && summonBlockOf(def(s, top), lrigOf(s, t.seat), signiLevels(s, t.seat)) === null;
}
