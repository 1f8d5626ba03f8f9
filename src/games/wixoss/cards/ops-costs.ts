/**
 * Costs other than ener, one mechanic: the `pay*` ops the loader puts in front of an effect's ops for its `costs`
 * ("discard a <Devil> SIGNI: ...", "put another of your SIGNI into the trash: ...", "put a red ARTS from your LRIG
 * deck into the LRIG trash: ...", "down one of your up <Plant> SIGNI: ..."; cards/costs.ts builds them, apart from
 * this file because the card loader may import no rule step), paid in the target stage before any target is chosen
 * (`costPayable`, table/extra-costs.ts, keeps an ability from being offered when they cannot be paid); and the
 * `optionalCost` op, "you may pay [ener] / put N of your life cloth into the trash: effect" (Chouan), which asks
 * use/skip only when the cost can be paid and reports `done` for the `ifDone` op that guards the effect.
 * "Down this SIGNI" and "put this SIGNI from the field into the trash" as an [Action]'s cost are paid as it is used
 * (rules/actions.ts `activate`).
 */
import type { Seat } from '../../../engine/game.js';
import type { Ask } from '../rules/ask.js';
import { m } from '../messages/index.js';
import { choiceText } from '../rules/choice-text.js';
import { cardName, who } from '../table/names.js';
import { def } from '../table/defs.js';
import { discardAt, say, sendFromField } from '../rules/zones.js';
import { distinctIndexes, distinctPicks } from '../table/choices.js';
import { type WixossState, idOf } from '../state.js';
import { fits } from '../table/filter.js';
import { effectOps } from '../table/abilities.js';
import { canPay, costSize, costText } from '../table/payment.js';
import type { EffectTask, OpHandler } from './ops.js';
import { targetChoice, targetsOf } from './targets.js';
import type { CardFilter, Op } from './types.js';
import { zoneOf, itemOf, pickedId } from '../moves.js';
import { ownZones } from '../table/extra-costs.js';
import { askLifeCloth, lifeAt, lifeCardToTrash } from './ops-life.js';
import { progressOf } from './op-progress.js';
import { downSigni } from '../rules/downed.js';

function handFits(s: WixossState, seat: Seat, f: CardFilter | undefined): number[] {
  return distinctIndexes(s, s.players[seat]!.hand, (inst) => fits(def(s, inst), f));
}

const paid = targetsOf;

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
      const choices = distinctPicks(s, deck, (inst) => fits(def(s, inst), op.filter));
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
  /** Down `n` (default 1; WX05 Jinbei: 3) of your up SIGNI matching `filter`. */
  payDown: {
    askTarget(s, t, op) {
      if (paid(t).length >= (op.n ?? 1)) return null;
      const choices = ownZones(s, t.seat, op, t.src, true).map((z) => targetChoice(z, true));
      return choices.length ? { over: false, seat: t.seat, prompt: m().promptDownOwn, choices } : null;
    },
    pickTarget(s, t, _op, choice) {
      const p = s.players[t.seat]!;
      const z = zoneOf(choice);
      downSigni(s, t.seat, z, 'cost');
      paid(t).push(p.signi[z]!);
      say(s, m().evDowned(cardName(s, p.signi[z]!)));
    },
    run: () => true,
  },
};

/** An effect whose cost was not paid ends without resolving (its resolve stage starts past its last op). */
/** An unpaid cost drops its effect: nothing of it resolves. */
export function dropEffect(s: WixossState, t: EffectTask): void {
  t.stage = 'resolve';
  t.opIndex = effectOps(s, t).length;
  t.progress = null;
}

// The optional cost of an effect (WX03 Chouan).

function payable(s: WixossState, seat: Seat, op: Op): boolean {
  return canPay(s, seat, op.cost) && s.players[seat]!.life.length >= (op.lifeToTrash ?? 0);
}

/** The cost in words, for the use/skip question. */
function costWords(op: Op): string {
  const t = m();
  const parts: string[] = [];
  if (costSize(op.cost) > 0) parts.push(costText(op.cost));
  if (op.lifeToTrash) parts.push(t.costLife(op.lifeToTrash));
  return parts.join(t.listJoin);
}

// First use or skip; once used (progress `optionalCost`: the ener is paid, or there was none), the life cloth goes.
export const OPTIONAL_COST_OPS: Record<string, OpHandler> = {
  optionalCost: {
    ask(s, t, op): Ask | null {
      const paying = progressOf(t, 'optionalCost');
      if (!paying) {
        if (!payable(s, t.seat, op)) return null;
        return { over: false, seat: t.seat, prompt: m().promptOptionalCost(cardName(s, t.src), costWords(op)), choices: ['use', 'skip'] };
      }
      // "One of your life cloth" is the player's pick by position (`life K`), as Cross Life Cloth plays.
      return paying.lifePaid < (op.lifeToTrash ?? 0) ? askLifeCloth(s, t.seat, m().promptLifeToTrash) : null;
    },
    run(s, t, op, choice) {
      const paying = progressOf(t, 'optionalCost');
      if (!paying) {
        if (choice !== 'use') { t.done = false; return true; }
        t.progress = { kind: 'optionalCost', lifePaid: 0 };
        if (costSize(op.cost) > 0) s.tasks.push({ kind: 'pay', seat: t.seat, cost: { ...op.cost }, picked: [] });
        return false;
      }
      if (choice !== undefined) {
        lifeCardToTrash(s, t.seat, lifeAt(s, t.seat, choice));
        paying.lifePaid++;
        if (paying.lifePaid < (op.lifeToTrash ?? 0)) return false;
      }
      t.done = paying.lifePaid >= (op.lifeToTrash ?? 0);
    },
  },
};
