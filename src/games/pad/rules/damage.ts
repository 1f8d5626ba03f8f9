/**
 * Damage: each point moves the bottom life card to hand. A card with a damage-type effect may then be used
 * (skills) or evolved into (monsters) by paying its cost, before the next point.
 */
import { QUESTIONS } from '../questions.js';
import { takeAt } from '../../../engine/piles.js';
import type { TaskRules } from '../../../engine/referee.js';
import type { PadState, PlayerState, Task } from '../state.js';
import { card, cardNameOf, nameOf } from '../cards/catalogue.js';
import { hasOp, hasTiming } from '../cards/facts.js';
import { triggerTasks } from './effects.js';
import { evolveChoices, startEvolve } from './evolve.js';
import { skillUsable, startSkill } from './skills.js';
import { takeLife } from './hidden-piles.js';
import { doNext, say, seatName, top } from './zones.js';
import { MOVES } from '../moves.js';
import { text } from './texts.js';
import { damageCardOf, preventCost, preventer } from './damage-cards.js';
import { m } from '../messages/index.js';

type DamageTask = Extract<Task, { kind: 'damage' }>;
type DamageCardTask = Extract<Task, { kind: 'damageCard' }>;

/** One point of damage (automatic); true when all its points are dealt (the task stays until then). */
export function dealPoint(s: PadState, task: DamageTask): boolean {
  const p = s.players[task.seat]!;
  if (task.amount <= 0 || p.life.length === 0) return true;
  const first = !task.started;
  task.started = true;
  task.amount--;
  const c = takeLife(s, task.seat, task.toDiscard ? undefined : task.seat);
  if (task.byAttack) s.hitByAttack[task.seat] = true;
  s.revealed = true;
  say(s, m().ev.takesDamage(seatName(s, task.seat), p.life.length));
  const next: Task[] = [];
  if (task.toDiscard) {
    p.discard.push(c);
    say(s, m().ev.lifeDiscarded(cardNameOf(c)));
  } else {
    p.hand.push(c);
    say(s, m().ev.fromLife(cardNameOf(c)), task.seat);
    if (mayHoldDamageCard(p)) next.push({ kind: 'damageCard', seat: task.seat, at: p.hand.length - 1 });
  }
  // "When you take damage" effects fire once per damage event, on its first point.
  if (first) {
    next.push(...triggerTasks(s, task.seat, 'damaged'));
    for (const w of s.onFoeDamaged) if (w.seat !== task.seat) next.push({ kind: 'op', seat: w.seat, op: w.op, source: w.source, stack: -1, left: w.op.count ?? w.op.n ?? 1 });
  }
  doNext(s, next);
  return false;
}

/**
 * Whether a card from `p`'s life could have a damage effect, as the opponent sees it: the life card, the rest of the
 * life, the deck and the hand are all hidden from it, so the question about the card is asked whenever any of them
 * has one (asked only for such a card, it would tell the opponent what the life card was).
 */
function mayHoldDamageCard(p: PlayerState): boolean {
  const damage = (c: number) => hasTiming(card(c), 'damage');
  return p.hand.some(damage) || p.life.some(damage) || p.deck.some(damage);
}

/** The prevention question of damage `task`, or null when it is not asked (dealt at once). */
function preventChoices(s: PadState, task: DamageTask): string[] | null {
  if (task.started || task.noPrevent || task.amount <= 0) return null;
  const st = preventer(s, task.seat);
  if (st < 0 || s.players[task.seat]!.hand.length < preventCost(s, task.seat, st)) return null;
  return ['prevent', 'pass'];
}

function applyPrevent(s: PadState, task: DamageTask, choice: string): void {
  if (choice === 'pass') {
    task.noPrevent = true;
    return;
  }
  const st = preventer(s, task.seat);
  const c = top(s.players[task.seat]!, st);
  const n = preventCost(s, task.seat, st);
  task.amount--;
  say(s, m().ev.prevents(seatName(s, task.seat), nameOf(c), n));
  // The discards come first; then this damage task asks again (or deals what is left).
  doNext(s, [{ kind: 'op', seat: task.seat, op: { op: 'discardHand', n }, source: c.index, stack: st, left: n }]);
}


function damageCardChoices(s: PadState, task: DamageCardTask): string[] {
  const h = task.at;
  const c = card(damageCardOf(s, task));
  const uses = !hasTiming(c, 'damage') ? [] : hasOp(c, 'evolveSelf')
    ? evolveChoices(s, task.seat, [h])
    : hasOp(c, 'selfToDrop')
      ? [1, 2, 3].map((col) => text('drop # to #', h + 1, col))
      : skillUsable(s, task.seat, h, 'damage') ? [text('skill #', h + 1)] : [];
  return [...uses, 'pass'];
}

function applyDamageCard(s: PadState, task: DamageCardTask, choice: string): void {
  if (choice === 'pass') return;
  const move = MOVES.parse(choice)!;
  if (move.verb === 'drop to') {
    const p = s.players[task.seat]!;
    const c = takeAt(p.hand, move.args.hand - 1);
    p.columns[move.args.column - 1]!.push(c);
    say(s, m().ev.handToColumn(seatName(s, task.seat), cardNameOf(c), move.args.column));
  } else if (move.verb === 'evolve on') startEvolve(s, task.seat, move.args.hand - 1, move.args.monster - 1);
  else if (move.verb === 'skill') startSkill(s, task.seat, move.args.hand - 1, 'damage');
}

/** A damage task: the prevention question (Viper Orochi) while it is asked, else one point at a time. */
export const DAMAGE: TaskRules<PadState, DamageTask> = {
  ask(s, task) {
    const choices = preventChoices(s, task);
    return choices && QUESTIONS.ask(s, task.seat, choices);
  },
  run(s, task, choice) {
    if (choice === undefined) return dealPoint(s, task);
    applyPrevent(s, task, choice);
    return false;
  },
};

/**
 * A life card just taken into hand: use its damage effect, or pass. Asked (`pass` alone when it has no usable
 * effect) whenever the card could have one as the opponent sees it (`mayHoldDamageCard`).
 */
export const DAMAGE_CARD: TaskRules<PadState, DamageCardTask> = {
  ask(s, task) {
    const choices = damageCardChoices(s, task);
    return QUESTIONS.ask(s, task.seat, choices, true);
  },
  run(s, task, choice) {
    if (choice !== undefined) applyDamageCard(s, task, choice);
    return true;
  },
};
