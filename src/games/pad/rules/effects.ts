/** Turning a card's effects of one timing into op tasks, and collecting triggered effects of monsters in play. */
import type { Seat } from '../../../engine/game.js';
import { card } from '../cards/catalogue.js';
import type { Effect, Timing } from '../cards/types.js';
import type { PadState, Task } from '../state.js';
import { top } from './zones.js';

export function conditionMet(s: PadState, seat: Seat, e: Effect): boolean {
  const c = e.if;
  if (!c) return true;
  if (c.minCombos !== undefined && s.combos < c.minCombos) return false;
  if (c.kind !== undefined && !(s.comboKinds & (1 << ['fire', 'water', 'wood', 'light', 'dark', 'heal'].indexOf(c.kind)))) return false;
  if (c.damagedByAttack && !s.hitByAttack[seat]) return false;
  return true;
}

/** Op tasks of card `c`'s effects with timing `when` (conditions checked now), in printed order. */
export function effectTasks(s: PadState, seat: Seat, c: number, when: Timing, stack = -1): Task[] {
  const tasks: Task[] = [];
  for (const e of card(c).effects) {
    if (e.when !== when || !conditionMet(s, seat, e)) continue;
    for (const op of e.ops) tasks.push({ t: 'op', seat, op, source: c, stack, left: op.count ?? op.n ?? 1 });
  }
  return tasks;
}

/** Triggered effects of `seat`'s monsters (top cards), monster 1 first. */
export function triggerTasks(s: PadState, seat: Seat, when: Timing): Task[] {
  const p = s.players[seat]!;
  const tasks: Task[] = [];
  for (let st = 0; st < 5; st++) tasks.push(...effectTasks(s, seat, top(p, st).index, when, st));
  return tasks;
}
