/**
 * Damage: each point moves the bottom life card to hand. A card with a damage-type effect may then be used
 * (skills) or evolved into (monsters) by paying its cost, before the next point.
 */
import { takeAt } from '../../../engine/piles.js';
import type { PadState, Task } from '../state.js';
import { card, cardNameOf } from '../cards/catalogue.js';
import { hasOp, hasTiming } from '../cards/facts.js';
import { triggerTasks } from './effects.js';
import { evolveChoices, startEvolve } from './evolve.js';
import { skillUsable, startSkill } from './skills.js';
import { numbers, pushFront, say, seatName } from './zones.js';
import { text } from './texts.js';
import { m } from '../messages/index.js';

type DamageTask = Extract<Task, { t: 'damage' }>;
type DamageCardTask = Extract<Task, { t: 'damageCard' }>;

/** One point of damage (automatic). The task stays at the front until all its points are dealt. */
export function dealPoint(s: PadState, task: DamageTask): void {
  const p = s.players[task.seat]!;
  if (task.n <= 0 || p.life.length === 0) {
    s.tasks.shift();
    return;
  }
  const first = !task.started;
  task.started = true;
  task.n--;
  const c = p.life.shift()!;
  if (task.byAttack) s.hitByAttack[task.seat] = true;
  s.revealed = true;
  say(s, m().ev.takesDamage(seatName(task.seat), p.life.length));
  const next: Task[] = [];
  if (task.toDiscard) {
    p.discard.push(c);
    say(s, m().ev.lifeDiscarded(cardNameOf(c)));
  } else {
    p.hand.push(c);
    say(s, m().ev.fromLife(cardNameOf(c)), task.seat);
    if (hasTiming(card(c), 'damage')) next.push({ t: 'damageCard', seat: task.seat, card: c });
  }
  // "When you take damage" effects fire once per damage event, on its first point.
  if (first) {
    next.push(...triggerTasks(s, task.seat, 'damaged'));
    for (const w of s.onFoeDamaged) if (w.seat !== task.seat) next.push({ t: 'op', seat: w.seat, op: w.op, source: w.source, stack: -1, left: w.op.count ?? w.op.n ?? 1 });
  }
  pushFront(s, next);
}

function handIndex(s: PadState, task: DamageCardTask): number {
  return s.players[task.seat]!.hand.lastIndexOf(task.card);
}

export function damageCardChoices(s: PadState, task: DamageCardTask): string[] {
  const h = handIndex(s, task);
  const c = card(task.card);
  if (h < 0) return [];
  const uses = hasOp(c, 'evolveSelf')
    ? evolveChoices(s, task.seat, [h])
    : hasOp(c, 'selfToDrop')
      ? [1, 2, 3].map((col) => text('drop # to #', h + 1, col))
      : skillUsable(s, task.seat, h, 'damage') ? [text('skill #', h + 1)] : [];
  return uses.length > 0 ? [...uses, 'pass'] : [];
}

export function applyDamageCard(s: PadState, task: DamageCardTask, choice: string): void {
  s.tasks.shift();
  if (choice === 'pass') return;
  const [h, st] = numbers(choice) as [number, number];
  if (choice.startsWith('drop')) {
    const p = s.players[task.seat]!;
    p.columns[st]!.push(takeAt(p.hand, h));
    say(s, m().ev.handToColumn(seatName(task.seat), cardNameOf(task.card), st + 1));
  } else if (choice.startsWith('evolve')) startEvolve(s, task.seat, h, st);
  else startSkill(s, task.seat, h, 'damage');
}
