/**
 * PAD's questions (engine/moves/questions.ts): one entry per task kind and per step of the turn, each with its
 * decider's wording. A card that came to its owner's hand from life is known to that seat only, so the question
 * about using it is read by the other seat as its kind. Every other question names only what both seats see (the
 * field, the drops, a card being used), and is read as asked; the move audit and the invariant suite check it.
 */
import { declareQuestions, namingNothingHidden, neverAsking } from '../../engine/moves/questions.js';
import { card, cardNameOf, nameOf } from './cards/catalogue.js';
import { effectText } from './cards/format.js';
import { opText } from './effect-text.js';
import { m } from './messages/index.js';
import { damageCardOf, preventCost, preventer } from './rules/damage-cards.js';
import { HAND_LIMIT, top } from './rules/zones.js';
import type { PadState, Step, Task } from './state.js';

type Key = Task['kind'] | Step;
/** The entry a state's question belongs to: its top task's kind, else the turn's step. */
const keyOf = (s: PadState): Key => s.tasks[s.tasks.length - 1]?.kind ?? s.step;
/** The task the question rests at, of the entry's kind. */
const task = <K extends Task['kind']>(s: PadState) => s.tasks[s.tasks.length - 1] as Extract<Task, { kind: K }>;

/** Viper Orochi's question: prevent a point of damage by discarding. */
function preventWording(s: PadState): string {
  const { seat, amount } = task<'damage'>(s);
  const st = preventer(s, seat);
  return m().promptPrevent(amount, preventCost(s, seat, st), nameOf(top(s.players[seat]!, st)));
}

/** The card from life: its effect when it has a usable one (more than `pass` to choose), else only its name. */
function damageCardWording(s: PadState, choices: readonly string[]): string {
  const c = damageCardOf(s, task<'damageCard'>(s));
  return choices.length > 1 ? m().promptDamageCard(cardNameOf(c), effectText(card(c))) : m().promptDamageCardNone(cardNameOf(c));
}

function guardWording(s: PadState): string {
  const attacker = s.guard && s.attackers[s.guard.attacker]!;
  return attacker ? m().promptGuardMore(attacker.stack + 1, attacker.attack) : m().promptGuard;
}

export const QUESTIONS = declareQuestions<PadState, Key>(keyOf, {
  damageCard: { asked: damageCardWording, others: () => m().publicDamageCard },
  ...namingNothingHidden<PadState, Exclude<Key, 'damageCard' | 'place' | 'finishSkill' | NeverAsking>>({
    pay: (s) => m().promptPay(task<'pay'>(s).owed),
    op: (s) => m().promptOp(cardNameOf(task<'op'>(s).source), opText(task<'op'>(s).op, task<'op'>(s).left)),
    damage: preventWording,
    order: () => m().promptOrder,
    swap: () => m().promptSwap,
    reset: () => m().promptReset,
    main: () => m().promptMain,
    dropStart: () => m().promptDropStart,
    dropAdd: () => m().promptDropAdd,
    combo: () => m().promptCombo,
    declare: (s) => m().promptDeclare(s.combos),
    guard: guardWording,
    handLimit: (s) => m().promptHandLimit(HAND_LIMIT, s.players[s.seat]!.hand.length),
  }),
  // Tasks that only work by themselves (an evolution's placing, a finishing skill) and the steps that run alone.
  ...neverAsking<'place' | 'finishSkill' | NeverAsking>(['place', 'finishSkill', 'turnStart', 'draw', 'afterCombo', 'recover', 'attackEnd', 'attackCheck', 'recovery', 'endTurn']),
});
type NeverAsking = 'turnStart' | 'draw' | 'afterCombo' | 'recover' | 'attackEnd' | 'attackCheck' | 'recovery' | 'endTurn';
