/**
 * The op task (a step of an effect, `kind: 'op'`): its question words the op of the library (ops.ts) for the card
 * it comes from; with no answer needed it resolves at once, with nothing to do it is skipped.
 */
import { QUESTIONS } from '../questions.js';
import type { TaskRules } from '../../../engine/referee.js';
import { askOp, runOp } from '../../../engine/ops.js';
import type { PadState } from '../state.js';
import { OPS, type OpTask } from './ops.js';

/**
 * Ops whose choices are hand cards the opponent cannot see: their question is asked even with `pass` alone
 * (`hiddenChoices`), since skipping it would show that no hand card fitted.
 */
const HAND_CHOICE_OPS = new Set(['evolveFromHand', 'useFromHand', 'discardForCombo']);

/** An op task: its question, or (no answer needed) the op resolved at once, or (nothing to do) skipped. */
export const OP_TASK: TaskRules<PadState, OpTask> = {
  ask(s, task) {
    const choices = askOp(OPS, s, task, task.op);
    if (choices === null || choices.length === 0) return null;
    return QUESTIONS.ask(s, task.seat, choices, HAND_CHOICE_OPS.has(task.op.op));
  },
  run(s, task, choice) {
    // No answer: `ask` found null (run now) or [] (skip); asking only reads the state, so asking again is safe.
    if (choice === undefined && askOp(OPS, s, task, task.op) !== null) return true;
    return runOp(OPS, s, task, task.op, choice);
  },
};
