/**
 * "You may pay X: effect" where X is more than ener (an ARTS from the LRIG deck, discards, a life cloth): the
 * `optionalCost` op asks use/skip only when every part can be paid, pays them all, and reports `done` for the
 * `ifDone` op that guards the effect.
 */
import type { Seat } from '../../../engine/game.js';
import type { Ask } from '../rules/ask.js';
import { lastIndex } from '../rules/choice-text.js';
import { canPay, costSize, costText } from '../rules/payment.js';
import { cardName, def, discardAt, distinctIndexes, say, who } from '../rules/zones.js';
import { m } from '../messages/index.js';
import { idOf, type WixossState } from '../state.js';
import { matches, type OpHandler } from './ops.js';
import type { Op } from './types.js';

function artsChoices(s: WixossState, seat: Seat, op: Op): string[] {
  const deck = s.players[seat]!.lrigDeck;
  return distinctIndexes(s, deck, (i) => def(s, i).type === 'ARTS' && matches(s, i, op.trashArts)).map((k) => `pick ${def(s, deck[k - 1]!).choiceId}`);
}

function payable(s: WixossState, seat: Seat, op: Op): boolean {
  const p = s.players[seat]!;
  if (!canPay(s, seat, op.cost)) return false;
  if (op.trashArts && artsChoices(s, seat, op).length === 0) return false;
  if (p.hand.length < (op.discard ?? 0)) return false;
  return p.life.length >= (op.lifeToTrash ?? 0);
}

/** The cost in words, for the use/skip question. */
function costWords(op: Op): string {
  const t = m();
  const parts: string[] = [];
  if (costSize(op.cost) > 0) parts.push(costText(op.cost));
  if (op.trashArts) parts.push(t.costArts(op.trashArts.color ? t.color[op.trashArts.color] : ''));
  if (op.discard) parts.push(t.costDiscard(op.discard));
  if (op.lifeToTrash) parts.push(t.costLife(op.lifeToTrash));
  return parts.join(t.listJoin);
}

// v[0]: 0 = use or skip, 1 = pick the ARTS, 2 = discards (v[1] counts them).
export const COST_OPS: Record<string, OpHandler> = {
  optionalCost: {
    ask(s, t, op): Ask | null {
      const stage = t.v[0] ?? 0;
      if (stage === 0) {
        if (!payable(s, t.seat, op)) return null;
        return { over: false, seat: t.seat, prompt: m().promptOptionalCost(cardName(s, t.src), costWords(op)), choices: ['use', 'skip'] };
      }
      if (stage === 1) return { over: false, seat: t.seat, prompt: m().promptCostArts, choices: artsChoices(s, t.seat, op) };
      const hand = s.players[t.seat]!.hand;
      const left = (op.discard ?? 0) - (t.v[1] ?? 0);
      if (left <= 0 || hand.length === 0) return null;
      return { over: false, seat: t.seat, prompt: m().promptDiscard(cardName(s, t.src), left), choices: distinctIndexes(s, hand).map((i) => `discard ${i}`) };
    },
    run(s, t, op, choice) {
      const p = s.players[t.seat]!;
      const stage = t.v[0] ?? 0;
      if (stage === 0) {
        if (choice !== 'use') { t.done = false; return true; }
        t.v[0] = op.trashArts ? 1 : 2;
        if (costSize(op.cost) > 0) s.tasks.push({ k: 'pay', seat: t.seat, cost: { ...op.cost }, picked: [] });
        return false;
      }
      if (stage === 1) {
        const at = p.lrigDeck.findIndex((i) => idOf(s, i) === choice!.slice(5).toUpperCase());
        const [inst] = p.lrigDeck.splice(at, 1);
        p.lrigTrash.push(inst!);
        say(s, m().evArtsToLrigTrash(who(s, t.seat), cardName(s, inst!)));
        t.v[0] = 2;
        return false;
      }
      if (choice !== undefined) {
        discardAt(s, t.seat, lastIndex(choice));
        t.v[1] = (t.v[1] ?? 0) + 1;
        return false;
      }
      for (let k = 0; k < (op.lifeToTrash ?? 0); k++) {
        const top = p.life.pop()!;
        p.trash.push(top);
        say(s, m().evLifeToTrash(who(s, t.seat), cardName(s, top)));
      }
      t.done = true;
      return true;
    },
  },
};
