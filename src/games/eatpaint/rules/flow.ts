/**
 * EAT/PAINT on the engine's referee loop (src/engine/referee.ts). The pending tasks are `state.tasks`, resolved
 * from its end; each kind's rules stand beside the rules they carry out. With no task pending, the active seat acts
 * in its main phase (main.ts). Nothing is answered by the engine: a forced pick is made by the pick's own rules, and
 * the trap window asks even when no trap is payable (asking only then would leak the defender's traps).
 */
import { createReferee, type Referee, type TaskRules } from '../../../engine/referee.js';
import type { EpState, Task } from '../state.js';
import { damageTask, endAttackTask, trapAfterTask, trapWindowTask } from './attack.js';
import { extraTask } from './costs.js';
import { gameResult } from './ending.js';
import { mainTurn } from './main.js';
import { finishTask, opTask } from './ops.js';
import { pickTask } from './picks.js';
import { turnEndTask } from './turn.js';

const TASKS: { [K in Task['kind']]: TaskRules<EpState, Extract<Task, { kind: K }>> } = {
  op: opTask, pick: pickTask, extra: extraTask, trapWindow: trapWindowTask, damage: damageTask, trapAfter: trapAfterTask,
  endAttack: endAttackTask, finish: finishTask, turnEnd: turnEndTask,
};

export const referee: Referee<EpState> = createReferee<EpState, Task>({
  name: 'eatpaint',
  tasks: (state) => state.tasks,
  task: (t) => TASKS[t.kind] as TaskRules<EpState, Task>,
  turn: mainTurn,
  result: gameResult,
});
