/**
 * Cards into a deck by an effect: "an opposing SIGNI into its owner's deck, which is then shuffled" (`toDeckShuffle`,
 * WX05 Code Maze Michel, WX04 Tri Signal; a Resona goes back to its LRIG deck instead), and "a spell from the
 * opponent's trash on top of their deck" (`oppTrashToTop`, SP06 Nickel: the card is face up in the trash, so its
 * place is known).
 */
import { opponentOf } from '../../../engine/turn-order.js';
import type { Seat } from '../../../engine/game.js';
import { m } from '../messages/index.js';
import { say, sendFromField, shuffleDeck } from '../rules/zones.js';
import { cardName, who } from '../table/names.js';
import { pickedId } from '../moves.js';
import { putOnDeckTop } from '../rules/hidden.js';
import { matches } from '../table/filter.js';
import { idOf } from '../state.js';
import { eachTarget, signiTargeting, type OpHandler } from './ops.js';
import { distinctPicks } from '../table/choices.js';

export const TO_DECK_OPS: Record<string, OpHandler> = {
  /** Target SIGNI go into their owner's deck; that deck is shuffled once afterwards (a Resona goes back to its LRIG deck instead). */
  toDeckShuffle: {
    ...signiTargeting('toDeck'),
    run(s, t, op) {
      const owners = new Set<Seat>();
      eachTarget(s, t, op, (side, z) => {
        const [inst, went] = sendFromField(s, side, z, 'deck');
        if (!went) return;
        owners.add(side);
        say(s, m().evToDeck(cardName(s, inst), who(s, side)));
      });
      for (const seat of owners) {
        shuffleDeck(s, seat);
        say(s, m().evShuffles(who(s, seat)));
      }
    },
  },
  oppTrashToTop: {
    ask(s, t, op) {
      const trash = s.players[opponentOf(t.seat)]!.trash;
      const choices = distinctPicks(s, trash, (i) => matches(s, i, op.filter));
      return choices.length ? { over: false, seat: t.seat, prompt: m().promptOppTrashToTop(cardName(s, t.src)), choices } : null;
    },
    run(s, t, _op, choice) {
      if (choice === undefined) return;
      const opp = opponentOf(t.seat);
      const trash = s.players[opp]!.trash;
      const [inst] = trash.splice(trash.findIndex((i) => idOf(s, i) === pickedId(choice)), 1);
      putOnDeckTop(s, opp, inst!);
      say(s, m().evOnDeckTop(cardName(s, inst!), who(s, opp)));
    },
  },
};
