/**
 * "Declare a number; put that many cards from the top of your deck into the trash" (WX06 Umuru=Fem). Our ruling (the
 * spec is silent): the number is one from 0 to the cards in the deck (a larger one would mill the same whole deck).
 */
import { m } from '../messages/index.js';
import { levelOf } from '../moves.js';
import { say, topTo } from '../rules/zones.js';
import { who } from '../table/names.js';
import { targetsOf } from './targets.js';
import type { OpHandler } from './ops.js';

export const DECLARE_MILL_OPS: Record<string, OpHandler> = {
  declareMill: {
    ask(s, t) {
      const size = s.players[t.seat]!.deck.length;
      // The deck's size is public: the choices tell nothing hidden.
      return { over: false, seat: t.seat, prompt: m().promptDeclareNumber(size), choices: Array.from({ length: size + 1 }, (_, k) => `declare ${k}`) };
    },
    run(s, t, _op, choice) {
      const n = levelOf(choice!);
      say(s, m().evDeclares(who(s, t.seat), n));
      targetsOf(t).push(...topTo(s, t.seat, n, 'trash')); // what was milled, for ifMilled
    },
  },
};
