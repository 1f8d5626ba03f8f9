/**
 * Midrash on the engine's referee loop: the task stack is `state.tasks` (top first), each kind of task has its rules
 * beside the rules it follows, and with no task pending it is the main phase. Every question goes to the seat whose
 * turn it is; a task with nothing to choose runs (or ends) without asking, so every decision shown has real choices.
 */
import { createReferee, type TaskRules } from '../../../engine/referee.js';
import type { MidrashState, Task } from '../state.js';
import { mainPhase } from './activate.js';
import { opTask } from './effects.js';
import { copyTask } from './kriltu.js';
import { giveTask } from './onoskelis.js';
import { meritTask, takeTask, warTask } from './summon.js';
import { startTask } from './turn-start.js';
import { checkWin, localResult } from './win.js';

const TASKS: { [K in Task['kind']]: TaskRules<MidrashState, Extract<Task, { kind: K }>> } = {
  op: opTask, start: startTask, war: warTask, merit: meritTask, take: takeTask, give: giveTask, copy: copyTask,
};

export const referee = createReferee<MidrashState, Task>({
  name: 'midrash',
  tasks: (state) => state.tasks,
  task: (task) => TASKS[task.kind],
  turn: mainPhase,
  result: (state) => (state.result ? localResult(state, state.result) : null),
  /**
   * 10 wisdom wins at once: the win is checked before each step, except after a step that cannot have changed
   * anyone's wisdom (`quiet`): the check would find what the last one found, and it counts every territory.
   */
  between(state) {
    if (state.quiet) {
      state.quiet = false;
      return false;
    }
    checkWin(state);
    return state.result !== null;
  },
});
