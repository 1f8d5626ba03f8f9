/**
 * Triggered abilities that happen at the same moment: the turn player's resolve first, in the order that player
 * chooses, then the opponent's. Each seat's group becomes one `order` task (or a plain effect when alone).
 */
import type { Seat } from '../../../engine/game.js';
import { other, type EffectKey, type Task, type WixossState } from '../state.js';
import type { Ask } from './ask.js';
import { lastIndex } from './choice-text.js';
import { effectTask } from './actions.js';
import { m } from '../messages/index.js';
import { cardName } from './zones.js';

export interface Trigger {
  seat: Seat;
  src: number;
}

/** Queue simultaneous triggers of one kind (tasks are a stack: the opponent's group goes in first, below). */
export function queueTriggers(s: WixossState, triggers: Trigger[], key: EffectKey): void {
  if (triggers.length === 0) return;
  queueGroup(s, triggers, key, other(s.active));
  queueGroup(s, triggers, key, s.active);
}

function queueGroup(s: WixossState, triggers: Trigger[], key: EffectKey, seat: Seat): void {
  const srcs = triggers.filter((t) => t.seat === seat).map((t) => t.src);
  if (srcs.length === 1) s.tasks.push(effectTask(seat, srcs[0]!, key));
  else if (srcs.length > 1) s.tasks.push({ k: 'order', seat, srcs, key });
}

type OrderTask = Extract<Task, { k: 'order' }>;

export function askOrder(s: WixossState, t: OrderTask): Ask {
  const names = t.srcs.map((i, k) => m().numbered(k + 1, cardName(s, i))).join(m().listJoin);
  return { over: false, seat: t.seat, prompt: m().promptOrder(names), choices: t.srcs.map((_, k) => `trigger ${k + 1}`) };
}

/** Resolve the chosen one now; the rest wait below it. Done when one is left (it simply resolves next). */
export function runOrder(s: WixossState, t: OrderTask, choice: string): boolean {
  const [src] = t.srcs.splice(lastIndex(choice), 1);
  if (t.srcs.length === 1) {
    const at = s.tasks.indexOf(t);
    s.tasks.splice(at, 1, effectTask(t.seat, t.srcs[0]!, t.key));
    s.tasks.push(effectTask(t.seat, src!, t.key));
    return false;
  }
  s.tasks.push(effectTask(t.seat, src!, t.key));
  return false;
}
