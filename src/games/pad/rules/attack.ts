/**
 * Attack phase: declare attackers (attribute or sub-attribute matching a combo made this turn), then the defender
 * handles them one at a time: guard with active monsters whose total defense reaches the attack, or take damage.
 */
import type { Seat } from '../../../engine/game.js';
import { card, nameOf } from '../cards/catalogue.js';
import { factsOf, hasOp, hasTiming } from '../cards/facts.js';
import { opponent, type Attacker, type PadState, type Step } from '../state.js';
import { attackOf, damageOf, defenseOf, guardBonusOf, guardDefenseOf, mayGuard } from './stats.js';
import { conditionMet, effectTasks, triggerTasks } from './effects.js';
import { evolveChoices, startEvolve } from './evolve.js';
import { checkLife } from './life.js';
import { skillChoices, startSkill } from './skills.js';
import type { StepTable } from '../../../engine/referee.js';
import { cannotFight, doNext, say, seatName, top } from './zones.js';
import { MOVES } from '../moves.js';
import { text } from './texts.js';
import { m } from '../messages/index.js';

/** Why a monster cannot attack (explain.ts words each one). */
export type AttackProblem = 'cannotFight' | 'noRow' | 'kind';

/** What stops monster `st` of the turn player attacking now, or null. */
export function attackProblem(s: PadState, st: number): AttackProblem | null {
  const c = top(s.players[s.seat]!, st);
  if (cannotFight(c)) return 'cannotFight';
  if (attackOf(s, st) <= 0) return 'noRow';
  return (s.comboKinds & factsOf(c).attributeMask) !== 0 ? null : 'kind';
}

/** Monsters that may attack: matching a combo kind, a printed attack for this combo count, able to fight. */
function canAttack(s: PadState, st: number): boolean {
  return attackProblem(s, st) === null;
}

/** Defender stacks that may still guard (active, or a multi-guard monster that already guarded this phase). */
export function guardians(s: PadState): number[] {
  const d = s.players[opponent(s.seat)]!;
  const out: number[] = [];
  for (let st = 0; st < 5; st++) {
    const c = top(d, st);
    if (cannotFight(c) || s.guard?.stacks.includes(st)) continue;
    if (!d.tapped[st] || (s.guarded[st] && hasOp(c, 'multiGuard'))) out.push(st);
  }
  return out;
}

/** `guard A D` choices for attacker `a`, added to `out`; `all` = guardians(s), passed in when already known. */
function guardChoices(s: PadState, a: number, all = guardians(s), out: string[] = []): string[] {
  const att = s.attackers[a]!;
  const free = all.filter((st) => mayGuard(s, st, att.stack));
  // Only offer a guard that can still reach the attack with the other free monsters.
  if (guardDefense(s, att.stack, free) >= att.attack) for (const st of free) out.push(text('guard # #', att.stack + 1, st + 1));
  return out;
}

/** The most defense a guard against the attacker on stack `attacker` can reach now: free guardians plus guards added. */
export function guardDefense(s: PadState, attacker: number, free = guardians(s).filter((st) => mayGuard(s, st, attacker))): number {
  let defense = 0;
  for (const st of free) defense += guardDefenseOf(s, st, attacker);
  if (s.guard) for (const st of s.guard.stacks) defense += guardDefenseOf(s, st, attacker);
  return defense;
}

/** Does the defender's `shield` stop all damage of this attacker (its attack, and rolled when the shield says so)? */
function shielded(s: PadState, att: Attacker): boolean {
  const d = s.players[opponent(s.seat)]!;
  const rolled = s.players[s.seat]!.tapped[att.stack]!;
  for (let st = 0; st < 5; st++) {
    const c = top(d, st);
    if (!hasOp(c, 'shield')) continue;
    for (const e of c.effects) for (const op of e.ops) if (op.op === 'shield' && att.attack <= (op.maxAttack ?? 0) && (!op.rolled || rolled)) return true;
  }
  return false;
}

/** Hand positions of `seat`'s defense-type cards (the evolutions allowed in the guard step). */
export function defenseCards(s: PadState, seat: Seat): number[] {
  const hand = s.players[seat]!.hand;
  const out: number[] = [];
  for (let h = 0; h < hand.length; h++) if (card(hand[h]!).effectTypes.includes('defense')) out.push(h);
  return out;
}

/** Does the monster on the turn player's stack `st` attack twice (Freyr, the Blazing Swordsman, at 5+ combos)? */
function attacksTwice(s: PadState, st: number): boolean {
  const c = top(s.players[s.seat]!, st);
  return hasOp(c, 'attackTwice') && c.effects.some((e) => e.ops.some((op) => op.op === 'attackTwice') && conditionMet(s, s.seat, e, st));
}

/** Attacker `a` has been guarded or taken: off the list, and a second attack of the same monster joins it. */
function attackHandled(s: PadState, a: number): void {
  const [att] = s.attackers.splice(a, 1);
  if (!att?.again) return;
  s.attackers.push({ stack: att.stack, attack: att.attack, damage: att.damage });
  say(s, m().ev.attacksAgain(seatName(s, s.seat), nameOf(top(s.players[s.seat]!, att.stack)), att.stack + 1));
}

/** Haughty Demon Lord, Baal (`rollAttacker`): guarding an attacker of at most maxDefense defense (now) rolls it. */
function rollAttacker(s: PadState, attacker: number, guards: number[]): void {
  const p = s.players[s.seat]!;
  const d = s.players[opponent(s.seat)]!;
  for (const st of guards) {
    for (const e of top(d, st).effects) {
      for (const op of e.ops) {
        if (op.op !== 'rollAttacker' || p.tapped[attacker] || defenseOf(s, s.seat, attacker) > (op.maxDefense ?? 0)) continue;
        p.tapped[attacker] = true;
        say(s, m().ev.rolls(seatName(s, opponent(s.seat)), seatName(s, s.seat), nameOf(top(p, attacker)), attacker + 1));
      }
    }
  }
}

/**
 * Stone dragons (`guardBonus`): a guard against an attacker of the named attribute gives the monster its bonus as
 * defense until the end of the turn, so it counts against every later attacker too (given once per turn).
 */
function giveGuardBonuses(s: PadState, attacker: number, guards: number[]): void {
  const def = opponent(s.seat);
  for (const st of guards) {
    const n = guardBonusOf(s, st, attacker);
    if (n <= 0) continue;
    s.boosts[def]!.defense[st]! += n;
    s.guardBonusGiven[st] = true;
    say(s, m().ev.boost(seatName(s, def), nameOf(top(s.players[def]!, st)), st + 1, m().boostText('defense', n)));
  }
}

/**
 * `ability S` choices of the defender: a monster with a guard-step ability (Genbu Meimei, Hera-Sowilo) when its
 * condition holds and the hand can pay the cards it discards. Their texts set no limit: each use is paid anew.
 */
function abilityChoices(s: PadState, out: string[]): void {
  const def = opponent(s.seat);
  const d = s.players[def]!;
  for (let st = 0; st < 5; st++) {
    const c = top(d, st);
    if (!hasTiming(c, 'guardStep')) continue;
    if (d.hand.length < (factsOf(c).handDiscards.guardStep ?? 0)) continue;
    if (c.effects.some((e) => e.when === 'guardStep' && conditionMet(s, def, e, st))) out.push(text('ability #', st + 1));
  }
}

export const ATTACK_STEPS: StepTable<PadState, Step> = {
  declare: {
    choices: (s) => {
      const out: string[] = [];
      for (let st = 0; st < 5; st++) if (!s.declared[st] && canAttack(s, st)) out.push(text('attack #', st + 1));
      if (out.length === 0) return s.attackers.length > 0 ? ['done'] : [];
      if (out.length > 1) out.push('attack all');
      out.push('done');
      return out;
    },
    apply: (s, choice) => {
      if (choice === 'done') {
        s.step = 'guard';
        return;
      }
      const sts = choice === 'attack all' ? [0, 1, 2, 3, 4].filter((st) => !s.declared[st] && canAttack(s, st)) : [MOVES.argsOf(choice, 'attack')!.monster - 1];
      for (const st of sts) {
        s.declared[st] = true;
        const twice = attacksTwice(s, st);
        s.attackers.push({ stack: st, attack: attackOf(s, st), damage: damageOf(s, st), ...(twice ? { again: true as const } : {}) });
        say(s, m().ev.attacks(seatName(s, s.seat), nameOf(top(s.players[s.seat]!, st)), st + 1, attackOf(s, st), damageOf(s, st)));
        if (twice) say(s, m().ev.attacksTwice(nameOf(top(s.players[s.seat]!, st))));
      }
    },
    skip: (s) => {
      s.step = 'attackEnd';
    },
  },
  guard: {
    seat: (s) => opponent(s.seat),
    // Defense skills and evolutions come from the hidden hand: a lone "take" is asked too while the defender holds
    // cards, else the attacker learns the hand held none.
    hiddenChoices: (s) => s.players[opponent(s.seat)]!.hand.length > 0,
    choices: (s) => {
      if (s.attackers.length === 0) return [];
      if (s.guard) {
        const out = guardChoices(s, s.guard.attacker);
        out.push(text('take #', s.attackers[s.guard.attacker]!.stack + 1));
        return out;
      }
      const def: Seat = opponent(s.seat);
      const free = guardians(s);
      const out: string[] = [];
      for (let a = 0; a < s.attackers.length; a++) guardChoices(s, a, free, out);
      for (const att of s.attackers) out.push(text('take #', att.stack + 1));
      skillChoices(s, def, 'defense', out);
      abilityChoices(s, out);
      return evolveChoices(s, def, defenseCards(s, def), 0, out);
    },
    apply: (s, choice) => {
      const def = opponent(s.seat);
      const d = s.players[def]!;
      const move = MOVES.parse(choice)!;
      if (move.verb === 'skill') return startSkill(s, def, move.args.hand - 1, 'defense');
      if (move.verb === 'ability') {
        const st = move.args.monster - 1;
        say(s, m().ev.ability(seatName(s, def), nameOf(top(d, st)), st + 1));
        return doNext(s, effectTasks(s, def, top(d, st).index, 'guardStep', st));
      }
      if (move.verb === 'evolve on') return startEvolve(s, def, move.args.hand - 1, move.args.monster - 1);
      if (move.verb !== 'take' && move.verb !== 'guard') return;
      const a = s.attackers.findIndex((att) => att.stack === move.args.attacker - 1);
      const att = s.attackers[a]!;
      const name = nameOf(top(s.players[s.seat]!, att.stack));
      if (move.verb === 'take') {
        s.guard = null;
        if (shielded(s, att)) say(s, m().ev.shielded(seatName(s, def), name));
        else {
          say(s, m().ev.takesAttack(seatName(s, def), name, att.damage));
          const toDiscard = hasOp(top(s.players[s.seat]!, att.stack), 'lifeToDiscard');
          doNext(s, [{ kind: 'damage', seat: def, amount: att.damage, byAttack: true, ...(toDiscard ? { toDiscard } : {}) }]);
        }
        attackHandled(s, a);
      } else {
        s.guard ??= { attacker: a, stacks: [] };
        s.guard.stacks.push(move.args.monster - 1);
        const total = s.guard.stacks.reduce((n, st) => n + guardDefenseOf(s, st, att.stack), 0);
        if (total >= att.attack) {
          for (const st of s.guard.stacks) {
            d.tapped[st] = true;
            s.guarded[st] = true;
          }
          say(s, m().ev.guards(seatName(s, def), name, att.attack, s.guard.stacks.map((st) => nameOf(top(d, st))), total));
          giveGuardBonuses(s, att.stack, s.guard.stacks);
          rollAttacker(s, att.stack, s.guard.stacks);
          s.guard = null;
          attackHandled(s, a);
        }
      }
      if (s.attackers.length === 0) s.step = 'attackEnd';
    },
    skip: (s) => {
      s.step = 'attackEnd';
    },
  },
  attackEnd: {
    auto: (s) => {
      s.declared = [false, false, false, false, false];
      doNext(s, [...triggerTasks(s, opponent(s.seat), 'attackEnd'), ...triggerTasks(s, s.seat, 'attackEnd')]);
      s.step = 'attackCheck';
    },
  },
  attackCheck: {
    auto: (s) => {
      checkLife(s);
      s.step = 'recovery';
    },
  },
};
