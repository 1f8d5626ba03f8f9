/** Turning a card's effects of one timing into op tasks, and collecting triggered effects of monsters in play. */
import type { Seat } from '../../../engine/game.js';
import { card } from '../cards/catalogue.js';
import { hasTiming } from '../cards/facts.js';
import { kindBit, type Effect, type Timing } from '../cards/types.js';
import type { PadState, Task } from '../state.js';
import { top } from './zones.js';

/** Is effect `e` of `seat`'s card (on monster stack `stack`, -1 for a skill) on now? */
export function conditionMet(s: PadState, seat: Seat, e: Effect, stack = -1): boolean {
  const c = e.if;
  if (!c) return true;
  if (c.minCombos !== undefined && s.combos < c.minCombos) return false;
  if (c.kind !== undefined && !(s.comboKinds & kindBit(c.kind))) return false;
  if (c.kinds && !c.kinds.every((k) => s.comboKinds & kindBit(k))) return false;
  if (c.damagedByAttack && !s.hitByAttack[seat]) return false;
  if (c.guarded && !(stack >= 0 && s.guarded[stack])) return false;
  if (c.active && !(stack >= 0 && !s.players[seat]!.tapped[stack])) return false;
  if (c.tapped && !(stack >= 0 && s.players[seat]!.tapped[stack])) return false;
  if (c.lifeAtMost !== undefined && s.players[seat]!.life.length > c.lifeAtMost) return false;
  if (c.drops && !(s.dropStartCard >= 0 && c.drops.every((k) => card(s.dropStartCard).drops.includes(k)))) return false;
  return true;
}

/** Op tasks of card `c`'s effects with timing `when` (conditions checked now), in printed order. */
export function effectTasks(s: PadState, seat: Seat, c: number, when: Timing, stack = -1): Task[] {
  const tasks: Task[] = [];
  for (const e of card(c).effects) {
    if (e.when !== when || !conditionMet(s, seat, e, stack)) continue;
    for (const op of e.ops) tasks.push({ kind: 'op', seat, op, source: c, stack, left: op.count ?? op.n ?? 1 });
  }
  return tasks;
}

/**
 * Triggered effects of `seat`'s monsters (top cards). One monster's effects come back as they are; effects of
 * several monsters become one `order` task, so their controller picks the order (rules/trigger-order.ts).
 */
export function triggerTasks(s: PadState, seat: Seat, when: Timing): Task[] {
  const p = s.players[seat]!;
  const groups: Task[][] = [];
  const stacks: number[] = [];
  for (let st = 0; st < 5; st++) {
    const c = top(p, st);
    if (!hasTiming(c, when)) continue;
    const tasks = effectTasks(s, seat, c.index, when, st);
    if (tasks.length === 0) continue;
    groups.push(tasks);
    stacks.push(st);
  }
  if (groups.length <= 1) return groups[0] ?? [];
  return [{ kind: 'order', seat, stacks, groups }];
}
