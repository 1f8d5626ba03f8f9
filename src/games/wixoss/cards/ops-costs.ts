/**
 * Costs other than ener ("discard a <Devil> SIGNI: ...", "put another of your SIGNI into the trash: ...", "put a red
 * ARTS from your LRIG deck into the LRIG trash: ...", "down one of your up <Plant> SIGNI: ..."). The loader puts them
 * in front of the effect's ops as `pay*` ops that pay in the target stage, so they are paid before any target is
 * chosen; `costPayable` keeps an ability from being offered (or asked about) when they cannot be paid.
 */
import type { Seat } from '../../../engine/game.js';
import { m } from '../messages/index.js';
import { choiceText } from '../rules/choice-text.js';
import { cardName, who } from '../table/names.js';
import { def } from '../table/defs.js';
import { discardAt, say, sendFromField } from '../rules/zones.js';
import { distinctIndexes } from '../table/choices.js';
import { type WixossState, idOf } from '../state.js';
import { fits } from '../table/filter.js';
import { effectOps } from '../table/abilities.js';
import type { EffectTask, OpHandler } from './ops.js';
import { targetChoice, targetsOf } from './targets.js';
import type { CardFilter } from './types.js';
import { zoneOf, itemOf, pickedId } from '../moves.js';
import { ownZones } from '../table/extra-costs.js';

function handFits(s: WixossState, seat: Seat, f: CardFilter | undefined): number[] {
  return distinctIndexes(s, s.players[seat]!.hand, (inst) => fits(def(s, inst), f));
}

const paid = targetsOf;
const pickChoice = (s: WixossState, inst: number) => `pick ${def(s, inst).choiceId}`;



export const COST_OPS: Record<string, OpHandler> = {
  /** Discard `n` cards matching `filter`. */
  payDiscard: {
    askTarget(s, t, op) {
      const left = (op.n ?? 1) - paid(t).length;
      if (left <= 0 || s.players[t.seat]!.hand.length === 0) return null;
      const choices = handFits(s, t.seat, op.filter).map((k) => choiceText('discard', k));
      if (choices.length) return { over: false, seat: t.seat, prompt: m().promptDiscard(cardName(s, t.src), left), choices };
      // The ability is offered only when this cost can be paid, but a state guessed for the opponent (determinize) may
      // lack the card: the question is asked all the same, and `skip` drops the effect unpaid, so whether it is asked
      // never hangs on the hand.
      return { over: false, seat: t.seat, prompt: m().promptDiscard(cardName(s, t.src), left), choices: ['skip'], hiddenChoices: true };
    },
    pickTarget(s, t, _op, choice) {
      if (choice === 'skip') { dropEffect(s, t); return; }
      paid(t).push(s.players[t.seat]!.hand[itemOf(choice)]!);
      discardAt(s, t.seat, itemOf(choice));
    },
    run: () => true,
  },
  /** Put `n` of your SIGNI matching `filter` (`on: self` = other than this one) from the field into the trash. */
  payTrash: {
    askTarget(s, t, op) {
      if (paid(t).length >= (op.n ?? 1)) return null;
      const choices = ownZones(s, t.seat, op, t.src, false).map((z) => choiceText('trash signi', z + 1));
      return choices.length ? { over: false, seat: t.seat, prompt: m().promptPayTrash(cardName(s, t.src)), choices } : null;
    },
    pickTarget(s, t, _op, choice) {
      const z = zoneOf(choice);
      const [inst, went] = sendFromField(s, t.seat, z, 'trash');
      paid(t).push(inst);
      if (went) say(s, m().evTrashField(who(s, t.seat), cardName(s, inst)));
    },
    run: () => true,
  },
  /** Put a card matching `filter` from your LRIG deck into your LRIG trash. */
  payLrigDeck: {
    askTarget(s, t, op) {
      if (paid(t).length >= 1) return null;
      const deck = s.players[t.seat]!.lrigDeck;
      const choices = distinctIndexes(s, deck, (inst) => fits(def(s, inst), op.filter)).map((k) => pickChoice(s, deck[k - 1]!));
      return choices.length ? { over: false, seat: t.seat, prompt: m().promptPayLrigDeck(cardName(s, t.src)), choices } : null;
    },
    pickTarget(s, t, _op, choice) {
      const p = s.players[t.seat]!;
      const at = p.lrigDeck.findIndex((i) => idOf(s, i) === pickedId(choice));
      const [inst] = p.lrigDeck.splice(at, 1);
      p.lrigTrash.push(inst!);
      paid(t).push(inst!);
      s.revealed = true;
      say(s, m().evLrigDeckToTrash(who(s, t.seat), cardName(s, inst!)));
    },
    run: () => true,
  },
  /** Down one of your up SIGNI matching `filter`. */
  payDown: {
    askTarget(s, t, op) {
      if (paid(t).length >= 1) return null;
      const choices = ownZones(s, t.seat, op, t.src, true).map((z) => targetChoice(z, true));
      return choices.length ? { over: false, seat: t.seat, prompt: m().promptDownOwn, choices } : null;
    },
    pickTarget(s, t, _op, choice) {
      const p = s.players[t.seat]!;
      const z = zoneOf(choice);
      p.signiDown[z] = true;
      paid(t).push(p.signi[z]!);
      say(s, m().evDowned(cardName(s, p.signi[z]!)));
    },
    run: () => true,
  },
};

/** An effect whose cost was not paid ends without resolving (its resolve stage starts past its last op). */
function dropEffect(s: WixossState, t: EffectTask): void {
  t.stage = 'resolve';
  t.opIndex = effectOps(s, t).length;
  delete t.progress;
}
