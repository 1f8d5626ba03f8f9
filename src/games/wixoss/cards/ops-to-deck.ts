/**
 * SIGNI leaving the field at the opponent's hands (issue 46, WX04 Tri Signal): "return an opposing SIGNI to its
 * owner's deck; they shuffle it" (`signiToDeck`, picked in the target stage), and "the opponent puts one of their
 * SIGNI into the trash" (`oppTrashesOwn`, the opponent picks; not a banish).
 */
import { opponentOf } from '../../../engine/turn-order.js';
import { m } from '../messages/index.js';
import { say, sendFromField, shuffleDeck } from '../rules/zones.js';
import { cardName, who } from '../table/names.js';
import { legalZones } from '../table/targets.js';
import { zoneOf } from '../moves.js';
import { targetChoice } from './targets.js';
import { eachTarget, signiTargeting, type OpHandler } from './ops.js';

export const TO_DECK_OPS: Record<string, OpHandler> = {
  signiToDeck: {
    ...signiTargeting('toDeck'),
    run: (s, t, op) => eachTarget(s, t, op, (side, z) => {
      const [inst, went] = sendFromField(s, side, z, 'deck');
      if (!went) return; // a Resona goes back to the LRIG deck instead
      shuffleDeck(s, side);
      say(s, m().evToDeck(cardName(s, inst), who(s, side)));
    }),
  },
  oppTrashesOwn: {
    ask(s, t) {
      const opp = opponentOf(t.seat);
      const zones = legalZones(s, { op: 'trashSigni' }, opp);
      return zones.length ? { over: false, seat: opp, prompt: m().promptTrashOwnSigni(cardName(s, t.src)), choices: zones.map((z) => targetChoice(z, true)) } : null;
    },
    run(s, t, _op, choice) {
      if (choice === undefined) return;
      const opp = opponentOf(t.seat);
      const z = zoneOf(choice);
      say(s, m().evTrashField(who(s, opp), cardName(s, s.players[opp]!.signi[z]!)));
      sendFromField(s, opp, z, 'trash');
    },
  },
};
