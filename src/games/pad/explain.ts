/**
 * `explain(choice)`: why a typed move is not legal now, naming the rule and its `cardref rules pad` topic. It asks
 * the same rule checks `decision` uses (skillProblem, evolveCardProblem, attackProblem, guardians, ...) and speaks
 * only of what the deciding seat may know: its own hand, and public zones.
 */
import type { Seat } from '../../engine/game.js';
import { card, cardNameOf, nameOf } from './cards/catalogue.js';
import { factsOf } from './cards/facts.js';
import type { Timing } from './cards/types.js';
import { m } from './messages/index.js';
import { MOVES } from './moves.js';
import { attackProblem, defenseCards, guardDefense, guardians } from './rules/attack.js';
import { mayGuard } from './rules/stats.js';
import { columnCombos, kindNames } from './rules/combos.js';
import { discountedCost } from './rules/cost.js';
import { evolveCardProblem, evolveStackProblem } from './rules/evolve.js';
import { damageCardOf } from './rules/damage.js';
import { referee } from './rules/flow.js';
import { skillProblem } from './rules/skills.js';
import { cannotFight, HAND_LIMIT, payable, top } from './rules/zones.js';
import { opponent, type PadState, type PlayerState } from './state.js';

/** Where a verb belongs when it is not a move of the question asked now: a reason and its rules topic. */
function elsewhere(s: PadState, verb: string): [string, string] {
  const w = m().why;
  switch (verb) {
    case 'attack': return [w.attackPhase, 'attack'];
    case 'guard':
    case 'take': return [w.guardPhase, 'attack'];
    case 'reset': return [w.resetPhase, 'turn'];
    case 'column': return [w.comboPhase, 'puzzle'];
    case 'drop': return [w.dropPhase, 'puzzle'];
    case 'deck': return [s.turn === 1 && s.seat === s.first ? w.firstTurnNoDrop : w.deckPhase, 'puzzle'];
    case 'pay': return [w.payPhase, 'turn'];
    case 'discard': return [w.handLimit(HAND_LIMIT), 'turn'];
    case 'swap': return [w.swapPhase, 'setup'];
    case 'puzzle': return [w.puzzlePhase, 'turn'];
    case 'target':
    case 'orb':
    case 'hand':
    case 'pick':
    case 'resolve': return [w.effectTarget(verb), 'moves'];
    case 'done':
    case 'pass': return [w.noChoiceHere(verb), 'moves'];
    default: return [w.notNow(verb, m().step[s.step]), 'turn'];
  }
}

/** The 0-based index `n` (1-based as typed) if it is in 0..size-1, else a reason. */
function handCard(p: PlayerState, n: number): number | string {
  return n >= 1 && n <= p.hand.length ? n - 1 : m().why.handRange(n, p.hand.length);
}

function stackNo(n: number): number | string {
  return n >= 1 && n <= 5 ? n - 1 : m().why.monsterRange(n);
}

function columnNo(n: number): number | string {
  return n >= 1 && n <= 3 ? n - 1 : m().why.columnRange(n);
}

/** Why `evolve H on S` fails for `seat` (the rule checks evolveChoices uses); `defenseOnly` in the guard step. */
function whyEvolve(s: PadState, seat: Seat, hn: number, sn: number, discount: number, defenseOnly: boolean): string | undefined {
  const w = m().why;
  const p = s.players[seat]!;
  const h = handCard(p, hn);
  if (typeof h === 'string') return h;
  const st = stackNo(sn);
  if (typeof st === 'string') return st;
  const c = card(p.hand[h]!);
  const name = nameOf(c);
  if (defenseOnly && !defenseCards(s, seat).includes(h)) return w.evolveDefense(name);
  const canPay = payable(p);
  switch (evolveCardProblem(p, h, c, discount, canPay) ?? evolveStackProblem(p, st, c)) {
    case 'notMonster': return w.evolveSkill(name);
    case 'base': return w.evolveBase(name);
    case 'cost': return w.cost(name, discountedCost(c, discount), canPay);
    case 'needs': return w.evolveNeeds(name, cardNameOf(c.discardIndex));
    case 'from': return w.evolveFrom(name, cardNameOf(c.from), st + 1, nameOf(top(p, st)));
    case 'evolved': return w.evolvedThisTurn(st + 1);
    default: return undefined;
  }
}

const SKILL_TIMINGS: Timing[] = ['main', 'defense', 'damage'];

/** Why `skill H` fails for `seat` at timing `when`, `discount` off its cost (the check skillChoices uses). */
function whySkill(s: PadState, seat: Seat, hn: number, when: Timing, discount = 0): string | undefined {
  const t = m();
  const p = s.players[seat]!;
  const h = handCard(p, hn);
  if (typeof h === 'string') return h;
  const c = card(p.hand[h]!);
  const name = nameOf(c);
  switch (skillProblem(s, seat, h, when, discount)) {
    case 'notSkill': return c.kind === 'monster' ? t.why.skillMonster(name) : undefined;
    case 'timing': {
      const whens = SKILL_TIMINGS.filter((x) => factsOf(c).timings.has(x)).map((x) => t.why.when[x]!);
      return t.why.skillTiming(name, t.kindList(whens));
    }
    case 'cost': return t.why.cost(name, discountedCost(c, discount), payable(p));
    case 'attribute': return t.why.skillAttr(name, t.kind[c.attribute!]);
    case 'discard': return t.why.skillDiscard(name, factsOf(c).handDiscards[when] ?? 1);
    case 'noTarget': return t.why.skillNoTarget(name);
    default: return undefined;
  }
}

function whyAttack(s: PadState, sn: number): string | undefined {
  const t = m();
  const st = stackNo(sn);
  if (typeof st === 'string') return st;
  if (s.declared[st]) return t.why.attackDeclared(st + 1);
  const c = top(s.players[s.seat]!, st);
  switch (attackProblem(s, st)) {
    case 'cannotFight': return t.why.cannotFight(nameOf(c));
    case 'noRow': return t.why.noAttackRow(nameOf(c), s.combos);
    case 'kind': {
      const attr = [c.attribute, c.sub].filter((a) => a !== null).map((a) => t.kind[a!]).join('/') || t.attrNone;
      return t.why.attackKind(nameOf(c), attr, t.kindList(kindNames(s.comboKinds).map((k) => t.kind[k])));
    }
    default: return undefined;
  }
}

/** Why `guard A D` / `take A` fails for the defender (the checks guardChoices uses). */
function whyGuard(s: PadState, an: number, dn: number | null): string | undefined {
  const w = m().why;
  const a = s.attackers.findIndex((att) => att.stack === an - 1);
  if (a < 0) return w.noAttacker(an);
  if (s.guard && s.guard.attacker !== a) return w.takeFirst(s.attackers[s.guard.attacker]!.stack + 1);
  if (dn === null) return undefined;
  const st = stackNo(dn);
  if (typeof st === 'string') return st;
  const d = s.players[opponent(s.seat)]!;
  if (s.guard?.stacks.includes(st)) return w.guardWith(st + 1);
  if (cannotFight(top(d, st))) return w.cannotFight(nameOf(top(d, st)));
  const free = guardians(s);
  if (!free.includes(st)) return w.guardTapped(nameOf(top(d, st)), st + 1);
  const attacker = s.attackers[a]!.stack;
  if (!mayGuard(s, st, attacker)) return w.unguardable(nameOf(top(d, st)), nameOf(top(s.players[s.seat]!, attacker)));
  const defense = guardDefense(s, attacker, free.filter((g) => mayGuard(s, g, attacker)));
  return defense < s.attackers[a]!.attack ? w.guardShort(defense, s.attackers[a]!.attack) : undefined;
}

/** The reason and topic for a well-formed move `verb` with numbers `n` that is not in the legal list. */
function reason(s: PadState, seat: Seat, verb: string, n: number[]): [string | undefined, string] {
  const t = m();
  const p = s.players[seat]!;
  const task = s.tasks[s.tasks.length - 1];
  if (task) {
    switch (task.kind) {
      case 'pay': {
        if (verb !== 'pay') return [t.why.payNow(task.n), 'turn'];
        if (n.length === 0) return [undefined, 'turn'];
        const col = columnNo(n[0]!);
        if (typeof col === 'string') return [col, 'turn'];
        const length = p.columns[col]!.length;
        if (length < 2) return [t.why.lastCard(col + 1), 'turn'];
        return [n[1]! < 1 || n[1]! > length ? t.why.noSuchDrop(col + 1, n[1]!) : undefined, 'turn'];
      }
      case 'damageCard': {
        const h = task.at;
        if ((verb === 'evolve' || verb === 'skill') && n[0] !== h + 1) return [t.why.noChoiceHere(verb), 'attack'];
        if (verb === 'evolve') return [whyEvolve(s, seat, n[0]!, n[1]!, 0, false), 'attack'];
        if (verb === 'skill') return [whySkill(s, seat, n[0]!, 'damage'), 'attack'];
        return [t.why.effectNow(cardNameOf(damageCardOf(s, task))), 'attack'];
      }
      case 'order':
        return verb === 'resolve' ? [t.why.resolveInvalid(n[0]!), 'rulings'] : [t.why.effectNow(nameOf(top(p, task.stacks[0]!))), 'rulings'];
      case 'op': {
        const op = task.op;
        const fromHand = op.op === 'evolveFromHand' || op.op === 'useFromHand';
        if (verb === 'evolve' && fromHand) return [whyEvolve(s, seat, n[0]!, n[1]!, op.discount ?? 0, false), 'rulings'];
        if (verb === 'skill' && op.op === 'useFromHand') return [whySkill(s, seat, n[0]!, 'main', op.discount ?? 0), 'rulings'];
        if (verb === 'target') return [t.why.targetInvalid(n[0]!), 'rulings'];
        return [t.why.effectNow(cardNameOf(task.source)), 'rulings'];
      }
      default:
        return [undefined, 'turn'];
    }
  }
  switch (s.step) {
    case 'swap':
      if (verb !== 'swap') break;
      {
        const h = handCard(p, n[0]!);
        if (typeof h === 'string') return [h, 'setup'];
        const col = columnNo(n[1]!);
        if (typeof col === 'string') return [col, 'setup'];
        return [s.swapped[col] ? t.why.swapDone(col + 1) : undefined, 'setup'];
      }
    case 'reset':
      if (verb !== 'reset') break;
      {
        const st = stackNo(n[0]!);
        return [typeof st === 'string' ? st : p.tapped[st] ? undefined : t.why.resetUntapped(st + 1), 'turn'];
      }
    case 'main':
      if (verb === 'evolve') return [whyEvolve(s, seat, n[0]!, n[1]!, 0, false), 'turn'];
      if (verb === 'skill') return [whySkill(s, seat, n[0]!, 'main'), 'turn'];
      break;
    case 'dropStart':
      if (verb === 'deck') return [columnNoReason(n[0]!), 'puzzle'];
      break;
    case 'dropAdd':
      if (verb !== 'drop') break;
      {
        const h = handCard(p, n[0]!);
        return [typeof h === 'string' ? h : columnNoReason(n[1]!), 'puzzle'];
      }
    case 'combo':
      if (verb !== 'column') break;
      {
        const col = columnNo(n[0]!);
        if (typeof col === 'string') return [col, 'puzzle'];
        return [columnCombos(p.columns[col]!) ? undefined : t.why.columnNoCombo(col + 1), 'puzzle'];
      }
    case 'declare':
      if (verb === 'attack' && n.length > 0) return [whyAttack(s, n[0]!), 'attack'];
      break;
    case 'guard':
      if (verb === 'guard') return [whyGuard(s, n[0]!, n[1]!), 'attack'];
      if (verb === 'take') return [whyGuard(s, n[0]!, null), 'attack'];
      if (verb === 'skill') return [whySkill(s, seat, n[0]!, 'defense'), 'attack'];
      if (verb === 'evolve') return [whyEvolve(s, seat, n[0]!, n[1]!, 0, true), 'attack'];
      break;
    case 'handLimit':
      if (verb === 'discard') return [typeof handCard(p, n[0]!) === 'string' ? (handCard(p, n[0]!) as string) : undefined, 'turn'];
      break;
    default:
      break;
  }
  return elsewhere(s, verb);
}

function columnNoReason(n: number): string | undefined {
  const col = columnNo(n);
  return typeof col === 'string' ? col : undefined;
}

export function explainChoice(s: PadState, choice: string): string | undefined {
  try {
    // A text that is no move of the table is answered by the table (the shape its verb is written in).
    const move = MOVES.parse(choice);
    if (!move) return undefined;
    const d = referee.decision(s);
    if (d.over) return undefined;
    // The arguments in the order the notation writes them (`evolve 2 on 4` gives [2, 4]); `pay auto` has none.
    const [why, topic] = reason(s, d.seat, move.verb.split(' ')[0]!, Object.values(move.args) as number[]);
    return why === undefined ? undefined : m().why.rules(why, topic);
  } catch {
    // Never let a strange input or state break the prompt: the CLI still shows the legal moves.
    return undefined;
  }
}
