/**
 * SIGNI leaving the field at the opponent's hands (issue 46, WX04 Tri Signal): "return an opposing SIGNI to its
 * owner's deck; they shuffle it" (`signiToDeck`, picked in the target stage), and "the opponent puts one of their
 * SIGNI into the trash" (`oppTrashesOwn`, the opponent picks; not a banish); "put a spell from the opponent's trash
 * on top of their deck" (`oppTrashToTop`, SP06 Nickel: the card is face up in the trash, so its place is known).
 */
import { opponentOf } from '../../../engine/turn-order.js';
import { m } from '../messages/index.js';
import { say, sendFromField, shuffleDeck } from '../rules/zones.js';
import { cardName, who } from '../table/names.js';
import { legalZones } from '../table/targets.js';
import { pickedId, zoneOf } from '../moves.js';
import { putOnDeckTop } from '../rules/hidden.js';
import { distinctIndexes, pickChoice } from '../table/choices.js';
import { matches } from '../table/filter.js';
import { idOf } from '../state.js';
import { targetChoice } from './targets.js';
import { eachTarget, signiTargeting, type OpHandler } from './ops.js';

export const TO_DECK_OPS: Record<string, OpHandler> = {
  oppTrashToTop: {
    ask(s, t, op) {
      const trash = s.players[opponentOf(t.seat)]!.trash;
      const choices = distinctIndexes(s, trash, (i) => matches(s, i, op.filter)).map((k) => pickChoice(s, trash[k - 1]!));
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
