/**
 * `explain(choice)`: why a typed move is not legal now, naming the rule and its `cardref rules pad` topic. It asks
 * the same rule checks `decision` uses (skillProblem, evolveCardProblem, attackProblem, guardians, ...) and speaks
 * only of what the deciding seat may know: its own hand, and public zones. The shape, a move of no legal verb and a
 * number outside the choices are the engine's (engine/moves/explain-shape.ts).
 */
import type { Seat } from '../../engine/game.js';
import { firstWord } from '../../engine/choice-text.js';
import { explainBy } from '../../engine/moves/explain-shape.js';
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
import { referee } from './rules/flow.js';
import { skillProblem } from './rules/skills.js';
import { cannotFight, HAND_LIMIT, payable, top } from './rules/zones.js';
import { opponent, type PadState } from './state.js';

type Move = NonNullable<ReturnType<typeof MOVES.parse>>;
type Why = [string | undefined, string];
/** A move of this step with no rule reason of its own: the legal moves answer. */
const none = (): Why => [undefined, 'turn'];

export const explainChoice = explainBy(MOVES, referee.decision, (s: PadState, move, d) => {
  const [why, topic] = reason(s, d.seat, move, Object.values(move.args) as number[]);
  return why === undefined ? undefined : m().why.rules(why, topic);
});

/** The phase a verb belongs to, when it is not a move of the question asked now: a reason and its rules topic. */
function elsewhere(s: PadState, verb: string): Why {
  const w = m().why;
  const where: Record<string, Why> = {
    attack: [w.attackPhase, 'attack'], guard: [w.guardPhase, 'attack'], take: [w.guardPhase, 'attack'], reset: [w.resetPhase, 'turn'],
    column: [w.comboPhase, 'puzzle'], drop: [w.dropPhase, 'puzzle'], pay: [w.payPhase, 'turn'], discard: [w.handLimit(HAND_LIMIT), 'turn'],
    deck: [s.turn === 1 && s.seat === s.first ? w.firstTurnNoDrop : w.deckPhase, 'puzzle'], swap: [w.swapPhase, 'setup'], puzzle: [w.puzzlePhase, 'turn'],
  };
  return where[verb] ?? [undefined, 'turn'];
}

/** Why `evolve H on S` fails for `seat` (the rule checks evolveChoices uses); `defenseOnly` in the guard step. */
function whyEvolve(s: PadState, seat: Seat, h: number, st: number, discount: number, defenseOnly: boolean): string | undefined {
  const w = m().why;
  const p = s.players[seat]!;
  if (p.hand[h] === undefined || !p.stacks[st]) return undefined;
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
function whySkill(s: PadState, seat: Seat, h: number, when: Timing, discount = 0): string | undefined {
  const t = m();
  const p = s.players[seat]!;
  if (p.hand[h] === undefined) return undefined;
  const c = card(p.hand[h]!);
  const name = nameOf(c);
  switch (skillProblem(s, seat, h, when, discount)) {
    case 'notSkill': return c.kind === 'monster' ? t.why.skillMonster(name) : undefined;
    case 'timing': return t.why.skillTiming(name, t.kindList(SKILL_TIMINGS.filter((x) => factsOf(c).timings.has(x)).map((x) => t.why.when[x]!)));
    case 'cost': return t.why.cost(name, discountedCost(c, discount), payable(p));
    case 'attribute': return t.why.skillAttr(name, t.kind[c.attribute!]);
    case 'discard': return t.why.skillDiscard(name, factsOf(c).handDiscards[when] ?? 1);
    case 'noTarget': return t.why.skillNoTarget(name);
    default: return undefined;
  }
}

function whyAttack(s: PadState, st: number): string | undefined {
  const t = m();
  if (!s.players[s.seat]!.stacks[st]) return undefined;
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
function whyGuard(s: PadState, an: number, st: number | null): string | undefined {
  const w = m().why;
  const a = s.attackers.findIndex((att) => att.stack === an - 1);
  if (a < 0) return w.noAttacker(an);
  if (s.guard && s.guard.attacker !== a) return w.takeFirst(s.attackers[s.guard.attacker]!.stack + 1);
  const d = s.players[opponent(s.seat)]!;
  if (st === null || !d.stacks[st]) return undefined;
  if (s.guard?.stacks.includes(st)) return w.guardWith(st + 1);
  if (cannotFight(top(d, st))) return w.cannotFight(nameOf(top(d, st)));
  const free = guardians(s);
  if (!free.includes(st)) return w.guardTapped(nameOf(top(d, st)), st + 1);
  const attacker = s.attackers[a]!.stack;
  if (!mayGuard(s, st, attacker)) return w.unguardable(nameOf(top(d, st)), nameOf(top(s.players[s.seat]!, attacker)));
  const defense = guardDefense(s, attacker, free.filter((g) => mayGuard(s, g, attacker)));
  return defense < s.attackers[a]!.attack ? w.guardShort(defense, s.attackers[a]!.attack) : undefined;
}

/** The reason and topic for a move that is not in the legal list; `n0`, `n1` its numbers in notation order. */
function reason(s: PadState, seat: Seat, move: Move, [n0, n1]: number[]): Why {
  const t = m();
  const p = s.players[seat]!;
  const task = s.tasks[s.tasks.length - 1];
  const verb = firstWord(move.verb);
  const [a, b] = [n0! - 1, n1! - 1];
  // An effect's or a cost's question: the legal moves say what it takes; evolving and skills keep their rules.
  switch (task?.kind) {
    case 'pay': return [verb === 'pay' && (p.columns[a]?.length ?? 2) < 2 ? t.why.lastCard(a + 1) : undefined, 'turn'];
    case 'damageCard':
      if (a !== task.at) return [undefined, 'attack'];
      return [verb === 'evolve' ? whyEvolve(s, seat, a, b, 0, false) : verb === 'skill' ? whySkill(s, seat, a, 'damage') : undefined, 'attack'];
    case 'op': {
      const op = task.op;
      if (verb === 'evolve' && (op.op === 'evolveFromHand' || op.op === 'useFromHand')) return [whyEvolve(s, seat, a, b, op.discount ?? 0, false), 'rulings'];
      return [verb === 'skill' && op.op === 'useFromHand' ? whySkill(s, seat, a, 'main', op.discount ?? 0) : undefined, 'rulings'];
    }
    case undefined: break;
    default: return [undefined, 'turn'];
  }
  const now: Record<string, Record<string, () => Why>> = {
    swap: { swap: () => [s.swapped[b] ? t.why.swapDone(b + 1) : undefined, 'setup'] },
    reset: { reset: () => [p.tapped[a] === false ? t.why.resetUntapped(a + 1) : undefined, 'turn'] },
    main: { evolve: () => [whyEvolve(s, seat, a, b, 0, false), 'turn'], skill: () => [whySkill(s, seat, a, 'main'), 'turn'] },
    dropStart: { deck: none }, dropAdd: { drop: none }, handLimit: { discard: none },
    combo: { column: () => [p.columns[a] && !columnCombos(p.columns[a]!) ? t.why.columnNoCombo(a + 1) : undefined, 'puzzle'] },
    declare: { attack: () => [move.verb === 'attack' ? whyAttack(s, a) : undefined, 'attack'] },
    guard: {
      guard: () => [whyGuard(s, n0!, b), 'attack'], take: () => [whyGuard(s, n0!, null), 'attack'],
      skill: () => [whySkill(s, seat, a, 'defense'), 'attack'], evolve: () => [whyEvolve(s, seat, a, b, 0, true), 'attack'],
    },
  };
  const rule = now[s.step]?.[verb];
  return rule ? rule() : elsewhere(s, verb);
}
