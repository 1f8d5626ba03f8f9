/**
 * "You may reveal a <card> from your hand. If you do, ..." (WX05 SPIRAL's Life Burst) and "reveal an <Arm> SIGNI
 * from your hand; search for up to 3 SIGNI of its name" (WX05 Get Grimoire): the card stays in hand, shown to both
 * seats. The question is asked whether or not the hand holds such a card (`skip` alone when it does not), so that
 * being asked tells the opponent nothing about the hand.
 */
import { m } from '../messages/index.js';
import { cardName, who } from '../table/names.js';
import { say } from '../rules/zones.js';
import { distinctIndexes } from '../table/choices.js';
import { matches } from '../table/filter.js';
import { itemOf } from '../moves.js';
import { CORE_OPS, type EffectTask, type OpHandler } from './ops.js';
import { earlierOp, targetsOf } from './targets.js';
import { idOf, type WixossState } from '../state.js';
import type { Op } from './types.js';

/** The card the nearest earlier `mayRevealFromHand` of this effect revealed (its op's one target), if any. */
function revealedCard(s: WixossState, t: EffectTask): number | undefined {
  return earlierOp(s, t, ['mayRevealFromHand'])?.targets[0];
}

/** searchSameName's search: SIGNI named as the revealed card; undefined when none was revealed (nothing happens). */
function sameNameSearch(s: WixossState, t: EffectTask, op: Op): Op | undefined {
  const shown = revealedCard(s, t);
  return shown === undefined ? undefined : { op: 'search', count: op.count ?? 1, filter: { type: 'SIGNI', name: idOf(s, shown) } };
}

export const REVEAL_HAND_OPS: Record<string, OpHandler> = {
  /**
   * You may reveal a hand card matching `filter` (`reveal K`) or `skip`; `done` says whether one was revealed (the
   * card is this op's target, for searchSameName). `required`: "reveal" without "you may": `skip` only when none fits.
   */
  mayRevealFromHand: {
    ask(s, t, op) {
      const hand = s.players[t.seat]!.hand;
      const choices = distinctIndexes(s, hand, (i) => matches(s, i, op.filter)).map((k) => `reveal ${k}`);
      if (op.required && choices.length) return { over: false, seat: t.seat, prompt: m().promptRevealFromHand(cardName(s, t.src)), choices };
      return { over: false, seat: t.seat, prompt: m().promptRevealFromHand(cardName(s, t.src)), choices: [...choices, 'skip'], ...(choices.length ? {} : { hiddenChoices: true }) };
    },
    run(s, t, _op, choice) {
      t.done = choice !== undefined && choice !== 'skip';
      if (!t.done) return;
      const inst = s.players[t.seat]!.hand[itemOf(choice!)]!;
      targetsOf(t).push(inst);
      s.revealed = true;
      say(s, m().evRevealsFromHand(who(s, t.seat), cardName(s, inst)));
    },
  },
  /** Search your deck for up to `count` SIGNI with the name of the card the earlier mayRevealFromHand revealed; shuffle. */
  searchSameName: {
    begin(s, t, op) {
      const search = sameNameSearch(s, t, op);
      if (search) CORE_OPS.search!.begin!(s, t, search);
    },
    ask(s, t, op) {
      const search = sameNameSearch(s, t, op);
      return search ? CORE_OPS.search!.ask!(s, t, search) : null;
    },
    run(s, t, op, choice) {
      const search = sameNameSearch(s, t, op);
      return search ? CORE_OPS.search!.run(s, t, search, choice) : true;
    },
  },
};
