/**
 * Costs and effects that take one card for each of several filters (WX04 Hammer, Ultimate Breaker): the extra cost
 * `trashEach` ("put one of your <Arm> SIGNI and one of your <Weapon> SIGNI from the field into the trash", op
 * `payTrashEach`, `trash signi Z`) and the op `discardEach` ("discard one <Arm> SIGNI and one <Weapon> SIGNI; if you
 * do, ...": all or nothing, `done` for ifDone). A card matching two filters stands for either (table/filter-pairs.ts).
 */
import { m } from '../messages/index.js';
import { choiceText } from '../rules/choice-text.js';
import { discardAt, say, sendFromField } from '../rules/zones.js';
import { filtersCoverable, pickableForFilters } from '../table/filter-pairs.js';
import { cardName, who } from '../table/names.js';
import { EMPTY } from '../state.js';
import { itemOf, zoneOf } from '../moves.js';
import { targetsOf } from './targets.js';
import type { OpHandler } from './ops.js';
import { dropEffect } from './ops-costs.js';

export const FILTER_PAIR_OPS: Record<string, OpHandler> = {
  payTrashEach: {
    askTarget(s, t, op) {
      const filters = op.filters ?? [];
      const picked = targetsOf(t);
      if (picked.length >= filters.length) return null;
      const field = s.players[t.seat]!.signi;
      const zones = pickableForFilters(s, filters, picked, field.filter((i) => i !== EMPTY)).map((inst) => field.indexOf(inst));
      return zones.length ? { over: false, seat: t.seat, prompt: m().promptPayTrash(cardName(s, t.src)), choices: zones.map((z) => choiceText('trash signi', z + 1)) } : null;
    },
    pickTarget(s, t, _op, choice) {
      const [inst, went] = sendFromField(s, t.seat, zoneOf(choice), 'trash');
      targetsOf(t).push(inst);
      if (went) say(s, m().evTrashField(who(s, t.seat), cardName(s, inst)));
    },
    run: () => true,
  },
  /** The cost `discardEach` (WX04 Mirurun Yocto): one hand card for each filter, each picked (`discard K`) as the ability is used. */
  payDiscardEach: {
    askTarget(s, t, op) {
      const filters = op.filters ?? [];
      const picked = targetsOf(t);
      if (picked.length >= filters.length) return null;
      const hand = s.players[t.seat]!.hand;
      const ok = new Set(pickableForFilters(s, filters, picked, [...hand, ...picked]));
      const choices = hand.flatMap((inst, k) => (ok.has(inst) && hand.findIndex((i) => s.ids[i] === s.ids[inst]) === k ? [choiceText('discard', k + 1)] : []));
      // The ability is offered only when the hand pays this, but a state guessed for the opponent (determinize) may
      // lack the cards: asked all the same (`skip` drops the effect unpaid), as payDiscard does.
      return { over: false, seat: t.seat, prompt: m().promptDiscard(cardName(s, t.src), filters.length - picked.length), ...(choices.length ? { choices } : { choices: ['skip'], hiddenChoices: true }) };
    },
    pickTarget(s, t, _op, choice) {
      if (choice === 'skip') { dropEffect(s, t); return; }
      targetsOf(t).push(s.players[t.seat]!.hand[itemOf(choice)]!);
      discardAt(s, t.seat, itemOf(choice));
    },
    run: () => true,
  },
  discardEach: {
    ask(s, t, op) {
      const filters = op.filters ?? [];
      const picked = targetsOf(t);
      const hand = s.players[t.seat]!.hand;
      if (picked.length >= filters.length) return null;
      // All or nothing: when the hand cannot cover every filter, nothing is discarded. The question is asked all the
      // same (`skip` alone), so whether it comes tells the other seats nothing of the hidden hand (move audit).
      const ok = new Set(picked.length === 0 && !filtersCoverable(s, filters, [], hand) ? [] : pickableForFilters(s, filters, picked, [...hand, ...picked]));
      const choices = hand.flatMap((inst, k) => (ok.has(inst) && hand.findIndex((i) => s.ids[i] === s.ids[inst]) === k ? [choiceText('discard', k + 1)] : []));
      return { over: false, seat: t.seat, prompt: m().promptDiscard(cardName(s, t.src), filters.length - picked.length), ...(choices.length ? { choices } : { choices: ['skip'], hiddenChoices: true }) };
    },
    run(s, t, op, choice) {
      if (choice !== undefined && choice !== 'skip') {
        targetsOf(t).push(s.players[t.seat]!.hand[itemOf(choice)]!);
        discardAt(s, t.seat, itemOf(choice));
        if (targetsOf(t).length < (op.filters ?? []).length) return false;
      }
      t.done = targetsOf(t).length === (op.filters ?? []).length;
      return true;
    },
  },
};
