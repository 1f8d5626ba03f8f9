/**
 * "Reveal the top N cards of your deck and count the <Atom> SIGNI of different names among them; if 3 or more, ...;
 * if 4 or more, ...; then put the revealed cards on the bottom of your deck in any order" (WX05 Fortune Five).
 *
 * `revealTopCount` shows the top `n` to both seats; they stay on top of the deck until `revealedToBottom` (so a draw
 * in between draws the top revealed card: our ruling). The revealed cards are that op's entry of the task's
 * `targets`, so `ifRevealedCount` reads the count again wherever it stands. The SIGNI an effect picks after the
 * reveal are picked as it resolves (`freezeOnResolve`, `banishOnResolve`): the count decides whether there is a
 * pick at all, and it is not known in the target stage.
 */
import { m } from '../messages/index.js';
import { say } from '../rules/zones.js';
import { knowTop } from '../rules/hidden.js';
import { differentNames } from '../table/different-names.js';
import { filterWords } from '../table/filter-words.js';
import { revealCount } from '../table/reveal-more.js';
import { cardNames, who } from '../table/names.js';
import type { WixossState } from '../state.js';
import { CORE_OPS, type EffectTask, type OpHandler } from './ops.js';
import { FIELD_OPS } from './ops-field.js';
import { REVEAL_BOTTOM_OPS } from './ops-reveal-bottom.js';
import type { Op } from './types.js';
import { earlierOp, targetsOf } from './targets.js';
import { skipUnless } from './ops-control.js';

/** The nearest earlier reveal of this effect (`revealTopCount`, `revealHandCount`): its op and the cards it revealed. */
const revealOf = (s: WixossState, t: EffectTask) => earlierOp(s, t, ['revealTopCount', 'revealHandCount']);

/** How many cards of different names matching the reveal's `filter` were revealed. */
function revealedCount(s: WixossState, t: EffectTask): number {
  const r = revealOf(s, t);
  return r ? differentNames(s, r.targets, r.op.filter) : 0;
}

/**
 * A targeting op whose targets are picked as it resolves, not in the target stage (no `askTarget` of its own). The
 * data gives these ops neither `upTo` nor `optional`, so every pick is a target and the picking ends at `count`.
 */
function pickedOnResolve(h: OpHandler): OpHandler {
  return {
    ask: (s, t, op) => h.askTarget!(s, t, op),
    run(s, t, op, choice) {
      if (choice !== undefined) { h.pickTarget!(s, t, op, choice); return false; }
      return h.run(s, t, op);
    },
  };
}

const TO_BOTTOM = REVEAL_BOTTOM_OPS.revealRestBottom!;
/** The placing step of revealRestBottom, each card to the bottom only. */
const BOTTOM_ONLY: Op = { op: 'revealRestBottom' };

export const REVEAL_COUNT_OPS: Record<string, OpHandler> = {
  /** Reveal your top `n` to both seats and count the cards of different names matching `filter`. */
  revealTopCount: {
    begin(s, t, op) {
      const shown = knowTop(s, t.seat, revealCount(t, op.n ?? 1)); // WX06 Grid may add one
      targetsOf(t).push(...shown);
      if (shown.length === 0) return;
      s.revealed = true;
      say(s, m().evRevealTopN(who(s, t.seat), cardNames(s, shown)));
      say(s, m().evRevealedCount(who(s, t.seat), differentNames(s, shown, op.filter), filterWords(op.filter)));
    },
    run: () => true,
  },
  /** Reveal your whole hand to both seats and count the cards of different names matching `filter` (WX05 Anne Fifth). */
  revealHandCount: {
    begin(s, t, op) {
      const shown = [...s.players[t.seat]!.hand];
      targetsOf(t).push(...shown);
      s.revealed = true;
      say(s, m().evRevealsHand(who(s, t.seat), shown.length ? cardNames(s, shown) : m().handEmpty));
      say(s, m().evRevealedCount(who(s, t.seat), differentNames(s, shown, op.filter), filterWords(op.filter)));
    },
    run: () => true,
  },
  /** Goes on only if the reveal counted `n` or more (else skips `skip` ops, default all the rest). */
  ifRevealedCount: {
    run(s, t, op) {
      return skipUnless(s, t, op, revealedCount(s, t) >= (op.n ?? 1));
    },
  },
  freezeOnResolve: pickedOnResolve(FIELD_OPS.freeze!),
  banishOnResolve: pickedOnResolve(CORE_OPS.banish!),
  /** The revealed cards still on top of the deck go to its bottom, one at a time in the order picked (`bottom K`). */
  revealedToBottom: {
    others: TO_BOTTOM.others,
    begin(s, t) {
      const revealed = revealOf(s, t)?.targets ?? [];
      const deck = s.players[t.seat]!.deck;
      let left = 0;
      while (left < deck.length && revealed.includes(deck[left]!)) left++;
      t.progress = { kind: 'revealBottom', left, taking: false, onTop: 0 };
    },
    ask: (s, t) => TO_BOTTOM.ask!(s, t, BOTTOM_ONLY),
    run: (s, t, _op, choice) => TO_BOTTOM.run(s, t, BOTTOM_ONLY, choice),
  },
};
