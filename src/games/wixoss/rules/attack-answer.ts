/**
 * The defender's moment as an opposing SIGNI attacks (WX05 Anne Fifth: "[Action] Exceed 2: negate the attack of one
 * attacking opposing SIGNI; only when an opposing SIGNI attacks"). The attack's own abilities resolve first, then the
 * defender may use such an LRIG ability (`act lrig K`) or `pass`, then the battle. The ability's effect knows the
 * attacker as its event's card (`subj`). Our ruling: the spec is silent.
 */
import type { TaskRules } from '../../../engine/referee.js';
import { MOVES } from '../moves.js';
import { lrigActChoice, momentActs } from '../table/moment-acts.js';
import type { Task, WixossState } from '../state.js';
import { activate, actWhere } from './actions.js';
import { ASK } from './asking.js';

type AttackAnswer = Extract<Task, { kind: 'attackAnswer' }>;

/** The attack is still on (its battle waits) and the defender has not answered it yet. */
const open = (s: WixossState, t: AttackAnswer) => !t.used && s.tasks.some((k) => k.kind === 'battle' && k.inst === t.subj);

export const ATTACK_ANSWER_TASK: TaskRules<WixossState, AttackAnswer> = {
  ask(s, t) {
    if (!open(s, t)) return null;
    const acts = momentActs(s, t.seat, 'oppAttack');
    return acts.length ? ASK.ask(s, t.seat, [...acts.map(lrigActChoice), 'pass']) : null;
  },
  run(s, t, choice) {
    if (choice === undefined || choice === 'pass') return true;
    const move = MOVES.parse(choice)!;
    activate(s, t.seat, ...actWhere(move));
    // The effect (below the cost's payment) is about the attacking SIGNI.
    const effect = s.tasks.findLast((k) => k.kind === 'effect' && k.seat === t.seat);
    if (effect?.kind === 'effect') effect.subj = t.subj;
    t.used = true;
    return false;
  },
};
