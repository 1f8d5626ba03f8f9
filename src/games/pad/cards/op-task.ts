/**
 * The op task (a step of an effect, `kind: 'op'`): its question words the op of the library (ops.ts) for the card
 * it comes from; with no answer needed it resolves at once, with nothing to do it is skipped.
 */
import type { OpenDecision } from '../../../engine/game.js';
import type { TaskRules } from '../../../engine/referee.js';
import { askOp, runOp } from '../../../engine/ops.js';
import type { PadState } from '../state.js';
import { opText } from '../effect-text.js';
import { m } from '../messages/index.js';
import { cardNameOf } from './catalogue.js';
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
    const question: OpenDecision = { over: false, seat: task.seat, prompt: m().promptOp(cardNameOf(task.source), opText(task.op, task.left)), choices };
    if (HAND_CHOICE_OPS.has(task.op.op)) question.hiddenChoices = true;
    return question;
  },
  run(s, task, choice) {
    // No answer: `ask` found null (run now) or [] (skip); asking only reads the state, so asking again is safe.
    if (choice === undefined && askOp(OPS, s, task, task.op) !== null) return true;
    return runOp(OPS, s, task, task.op, choice);
  },
};
