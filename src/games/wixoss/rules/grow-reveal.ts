/**
 * A grow cost besides ener (WX05 Mayu, Genesis Miko): "reveal a <Tama> or <Iona> LRIG from your LRIG deck and put it
 * under your LRIG" (`effects.growReveal`, the filter). Paid before the grow task puts the new LRIG on top, so the card
 * ends under both. Ruling: the LRIG being grown into is not one of the cards that may pay it (it is on its way to the
 * field, not a card left in the LRIG deck); another copy of it may. Cards under an LRIG are face up: everyone sees it.
 */
import { ASK } from './asking.js';
import type { TaskRules } from '../../../engine/referee.js';
import { m } from '../messages/index.js';
import { pickedId } from '../moves.js';
import { idOf, type Task, type WixossState } from '../state.js';
import { paysGrowReveal } from '../table/action-blocks.js';
import { cardName, who } from '../table/names.js';
import { say } from './zones.js';
import { distinctPicks } from '../table/choices.js';

type GrowRevealTask = Extract<Task, { kind: 'growReveal' }>;

export const GROW_REVEAL_TASK: TaskRules<WixossState, GrowRevealTask> = {
  ask(s, t) {
    const deck = s.players[t.seat]!.lrigDeck;
    return ASK.ask(s, t.seat, distinctPicks(s, deck, (card) => paysGrowReveal(s, t.inst, card)));
  },
  waits: () => true,
  run(s, t, choice) {
    const p = s.players[t.seat]!;
    const at = p.lrigDeck.findIndex((inst) => inst !== t.inst && idOf(s, inst) === pickedId(choice!));
    const [inst] = p.lrigDeck.splice(at, 1);
    p.lrig.unshift(inst!);
    s.revealed = true;
    say(s, m().evGrowReveal(who(s, t.seat), cardName(s, inst!)));
    return true;
  },
};
