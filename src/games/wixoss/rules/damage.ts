/**
 * An attack's battle, the damage it deals (life cloth crushed, or a win when there is none), the guard that stops an
 * LRIG's damage, and the Life Bursts of crushed cards.
 */
import { ASK } from './asking.js';
import { opponentOf } from '../../../engine/turn-order.js';
import type { TaskRules } from '../../../engine/referee.js';
import { m } from '../messages/index.js';
import { MOVES } from '../moves.js';
import { EMPTY, type Fired, type Task, type WixossState } from '../state.js';
import { distinctChoices } from '../table/choices.js';
import { def } from '../table/defs.js';
import { guardAllowed, lifeProtected } from '../table/marks.js';
import { cardName, who } from '../table/names.js';
import { hasAssassin, hasDoubleCrush, hasLancer, signiPower } from '../table/power.js';
import { effectTask } from './effect-task.js';
import { crushLifeTop } from './hidden.js';
import { lose } from './processing.js';
import { anyoneWaits, fire, queueGroup } from './triggers.js';
import { banish, discardAt, say } from './zones.js';

type DamageTask = Extract<Task, { kind: 'damage' }>;
type BattleTask = Extract<Task, { kind: 'battle' }>;
type GuardTask = Extract<Task, { kind: 'guard' }>;
type BurstTask = Extract<Task, { kind: 'burst' }>;
type EffectTask = Extract<Task, { kind: 'effect' }>;

function damageRun(s: WixossState, t: DamageTask): boolean {
  const p = s.players[t.seat]!;
  if (p.life.length === 0) {
    // A crush by an effect (Lancer) never wins; damage with no life cloth does.
    if (t.lancer) say(s, m().evNoLifeToCrush(who(s, t.seat)));
    else lose(s, t.seat, 'noLife');
    return true;
  }
  if (lifeProtected(s, t.seat)) { say(s, m().evLifeProtected(who(s, t.seat))); return true; }
  // Ruling ([Double Crush]): with one life cloth left only that one is crushed, and the player does not lose.
  const crushed: number[] = [];
  for (let k = 0; k < (t.crushCount ?? 1) && p.life.length > 0; k++) crushed.push(crushLifeTop(s, t.seat)!);
  crushCards(s, t.seat, crushed, t.by === undefined ? 'effect' : t.by < 0 ? 'lrig' : 'signi', s.tasks.length, t.by !== undefined && t.by >= 0 ? { by: t.by } : {});
  return true;
}

/**
 * Crushed life cloth goes to the check zone; each Life Burst may be used, then the card goes to the ener zone.
 * Ruling: two cards crushed at once (Double Crush) have their bursts used in the order their owner picks.
 */
/** `how.by`: the SIGNI whose attack crushed them ("each time this SIGNI crushes"); `how.noBurst`: their Life Bursts are not used (Avenger). */
export function crushCards(s: WixossState, seat: number, crushed: number[], cause: 'signi' | 'lrig' | 'effect', at = s.tasks.length, how: { by?: number; noBurst?: boolean } = {}): void {
  const p = s.players[seat]!;
  const queued: Task[] = [];
  const bursts: Fired[] = [];
  for (const top of crushed) {
    p.check.push(top);
    s.revealed = true;
    say(s, m().evCrushed(who(s, seat), cardName(s, top)));
    queued.push({ kind: 'finish', seat, inst: top, to: 'ener' });
    if (how.noBurst) say(s, m().evNoBurst(cardName(s, top)));
    else if (def(s, top).lifeBurst && def(s, top).effects?.burst) bursts.push({ seat, src: top, key: 'burst' });
    // "All of your cards have this Life Burst" (the LRIG's constant `allLifeBurst`): one more, from the LRIG's data.
    const lrig = p.lrig[p.lrig.length - 1];
    if (!how.noBurst && lrig !== undefined && def(s, lrig).effects?.constant?.some((c) => c.allLifeBurst)) bursts.push({ seat, src: top, key: 'burst', via: lrig });
    if (how.by !== undefined && anyoneWaits(s, 'lifeCrushed')) (s.crushesThisTurn ??= []).push(how.by); // WX05 Diabride counts them
    fire(s, { when: 'lifeCrushed', seat, subj: top, cause, ...(how.by !== undefined ? { by: how.by } : {}) });
  }
  queueGroup(s, bursts, seat, queued);
  s.tasks.splice(at, 0, ...queued);
}

function battleRun(s: WixossState, t: BattleTask): boolean {
  const me = s.players[t.seat]!;
  if (me.signi[t.zone] !== t.inst) return true; // the attacker left the field: the attack ends
  const opp = opponentOf(t.seat);
  const blocker = s.players[opp]!.signi[t.zone]!;
  const assassin = blocker !== EMPTY && hasAssassin(s, t.seat, t.zone);
  if (assassin) say(s, m().evAssassin(cardName(s, t.inst), cardName(s, blocker)));
  if (blocker === EMPTY || assassin) {
    s.tasks.push(hasDoubleCrush(s, t.seat, t.zone) ? { kind: 'damage', seat: opp, crushCount: 2, by: t.inst } : { kind: 'damage', seat: opp, by: t.inst });
    return true;
  }
  const attack = signiPower(s, t.seat, t.zone);
  const defend = signiPower(s, opp, t.zone);
  // "At the end of a battle with this SIGNI" (WX04 Zwei=Sarina): noted now, resolved once the battle is done.
  // Each SIGNI of the battle battles the other (WX05 Laevateinn's "when this SIGNI battles", attacking or not): one
  // event for each, its card one SIGNI and `by` the other.
  if (anyoneWaits(s, 'battleEnd')) {
    fire(s, { when: 'battleEnd', seat: t.seat, subj: t.inst, by: blocker });
    fire(s, { when: 'battleEnd', seat: opp, subj: blocker, by: t.inst });
  }
  if (attack < defend) { say(s, m().evNoBeat(cardName(s, t.inst), attack, cardName(s, blocker), defend)); return true; }
  const lancer = hasLancer(s, t.seat, t.zone);
  // Lancer crushes only when the SIGNI in front was banished (one that cannot be banished stays).
  if (banish(s, opp, t.zone, 'battle', t.inst) && lancer) { say(s, m().evLancer(cardName(s, t.inst))); s.tasks.push({ kind: 'damage', seat: opp, lancer: true, by: t.inst }); }
  return true;
}

export const BATTLE_TASK: TaskRules<WixossState, BattleTask> = { ask: () => null, waits: () => false, run: battleRun };

export const DAMAGE_TASK: TaskRules<WixossState, DamageTask> = { ask: () => null, waits: () => false, run: damageRun };

/** An LRIG's attack: the defender may discard a Guard SIGNI to stop its damage (the damage task below it). */
export const GUARD_TASK: TaskRules<WixossState, GuardTask> = {
  ask(s, t) {
    const hand = s.players[t.seat]!.hand;
    const choices = distinctChoices(s, hand, 'guard', [], (i) => Boolean(def(s, i).guard) && guardAllowed(s, t.seat, i));
    choices.push('no guard');
    return ASK.ask(s, t.seat, choices);
  },
  waits: () => true,
  run(s, t, choice) {
    if (choice !== 'no guard') {
      discardAt(s, t.seat, MOVES.argsOf(choice!, 'guard')!.n - 1);
      say(s, m().evGuard(who(s, t.seat)));
      const below = s.tasks[s.tasks.length - 2];
      if (below?.kind === 'damage') s.tasks.splice(s.tasks.length - 2, 1);
    }
    return true;
  },
};

/** A crushed card's Life Burst: used or not; used, its effect resolves. */
export const BURST_TASK: TaskRules<WixossState, BurstTask> = {
  ask: (s, t) => ASK.ask(s, t.seat, ['burst', 'no burst']),
  waits: () => true,
  run(s, t, choice) {
    if (choice === 'burst') {
      say(s, m().evBurst(who(s, t.seat), cardName(s, t.inst)));
      const e = effectTask(t.seat, t.inst, 'burst') as EffectTask;
      if (t.via !== undefined) e.via = t.via;
      s.tasks.push(e);
      fire(s, { when: 'burst', seat: t.seat, subj: t.inst });
    }
    return true;
  },
};
