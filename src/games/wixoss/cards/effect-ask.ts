/**
 * The question of an effect task: the op it is at, asked through its handler in the op library. Apart from the task
 * rules (rules/tasks.ts, which wire it in), so the question table (questions.ts) reads an op's wording without importing the rules.
 */
import { opHandler } from '../../../engine/ops.js';
import type { EffectTask } from './ops.js';
import { OPS } from './op-library.js';
import type { WixossState } from '../state.js';
import { abilityOf, effectOps } from '../table/abilities.js';
import { conditionHolds } from '../table/power.js';
import type { Ask } from '../rules/ask.js';

/** A spell's, ARTS' or Life Burst's own `if` ("if your ener zone holds a red and a green card") fails as it starts, after its cost: it does nothing. */
export function effectFails(s: WixossState, t: EffectTask): boolean {
  return t.stage === 'target' && t.opIndex === 0 && t.targets.length === 0 && t.mode === undefined && !conditionHolds(s, t.seat, abilityOf(s, t.src, t.key, t.abilityIndex, t.via)?.if, t.src);
}

/** The question of the op an effect is at: its target stage's, else its own; null when it asks nothing now. */
export function effectAsk(s: WixossState, t: EffectTask): Ask | null {
  const ops = effectOps(s, t);
  const op = ops[t.opIndex];
  if (!op || effectFails(s, t)) return null;
  const h = opHandler(OPS, op.op);
  // A targeting op whose own condition fails asks for no target ("if your LRIG is level 4 or more, banish ..."), so
  // an "instead" picks only for the op that applies.
  if (t.stage === 'target') return h.askTarget && (!op.if || conditionHolds(s, t.seat, op.if, t.src)) ? h.askTarget(s, t, op) : null;
  if (t.opIndex >= 0 && op.if && !conditionHolds(s, t.seat, op.if, t.src)) return null;
  return h.ask ? h.ask(s, t, op) : null;
}
