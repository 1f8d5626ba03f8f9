/**
 * "You may reveal a <card> from your hand. If you do, ..." (WX05 SPIRAL's Life Burst): the card stays in hand, shown
 * to both seats. The question is asked whether or not the hand holds such a card (`skip` alone when it does not), so
 * that being asked tells the opponent nothing about the hand.
 */
import { m } from '../messages/index.js';
import { cardName, who } from '../table/names.js';
import { say } from '../rules/zones.js';
import { distinctIndexes } from '../table/choices.js';
import { matches } from '../table/filter.js';
import { itemOf } from '../moves.js';
import type { OpHandler } from './ops.js';

export const REVEAL_HAND_OPS: Record<string, OpHandler> = {
  /** You may reveal a hand card matching `filter` (`reveal K`) or `skip`; `done` says whether one was revealed. */
  mayRevealFromHand: {
    ask(s, t, op) {
      const hand = s.players[t.seat]!.hand;
      const choices = distinctIndexes(s, hand, (i) => matches(s, i, op.filter)).map((k) => `reveal ${k}`);
      return { over: false, seat: t.seat, prompt: m().promptRevealFromHand(cardName(s, t.src)), choices: [...choices, 'skip'], ...(choices.length ? {} : { hiddenChoices: true }) };
    },
    run(s, t, _op, choice) {
      t.done = choice !== undefined && choice !== 'skip';
      if (!t.done) return;
      const inst = s.players[t.seat]!.hand[itemOf(choice!)]!;
      s.revealed = true;
      say(s, m().evRevealsFromHand(who(s, t.seat), cardName(s, inst)));
    },
  },
};
