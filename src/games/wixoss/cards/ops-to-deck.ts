/** An opposing SIGNI from the field into its owner's main deck, which is then shuffled (WX05 Code Maze Michel). */
import { m } from '../messages/index.js';
import { cardName, who } from '../table/names.js';
import { say, sendFromField, shuffleDeck } from '../rules/zones.js';
import { eachTarget, signiTargeting, type OpHandler } from './ops.js';
import type { Seat } from '../../../engine/game.js';

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
};
