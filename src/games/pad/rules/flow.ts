/**
 * PAD's rules on the engine's referee loop (src/engine/referee.ts). Pending tasks (effects, costs, damage; the next
 * one last in `s.tasks`) come before the step of the turn (the step tables of the phases). Automatic work runs at
 * once and a question with exactly one answer is answered by the engine, so `decision` is the first real question.
 * Whether another seat's question is asked or answered by itself depends on that seat's hidden cards (after
 * discarding to Poison Mist, the opponent sees whether the player had anything else to do in the main phase), so
 * reaching one locks the move against undo (the referee's `revealed`).
 */
import { createReferee, stepTable, type StepTable, type TaskRules } from '../../../engine/referee.js';
import { OP_TASK } from '../cards/op-task.js';
import { QUESTIONS } from '../questions.js';
import type { PadState, Step, Task } from '../state.js';
import { ATTACK_STEPS } from './attack.js';
import { PAY } from './cost.js';
import { DAMAGE, DAMAGE_CARD } from './damage.js';
import { PLACE } from './evolve.js';
import { overText } from './life.js';
import { MAIN_STEPS } from './main-phase.js';
import { PUZZLE_STEPS } from './puzzle.js';
import { RECOVERY_STEPS } from './recovery.js';
import { SWAP_STEPS } from './setup-swap.js';
import { FINISH_SKILL } from './skills.js';
import { ORDER } from './trigger-order.js';

const STEPS: StepTable<PadState, Step> = { ...SWAP_STEPS, ...MAIN_STEPS, ...PUZZLE_STEPS, ...ATTACK_STEPS, ...RECOVERY_STEPS };

const TASKS: { [K in Task['kind']]: TaskRules<PadState, Extract<Task, { kind: K }>> } = {
  pay: PAY,
  place: PLACE,
  op: OP_TASK,
  finishSkill: FINISH_SKILL,
  damage: DAMAGE,
  damageCard: DAMAGE_CARD,
  order: ORDER,
};

export const referee = createReferee<PadState, Task>({
  name: 'pad',
  tasks: (s) => s.tasks,
  task: (t) => TASKS[t.kind] as TaskRules<PadState, Task>,
  turn: stepTable(STEPS, (s) => s.step, (s) => s.seat, QUESTIONS),
  result: (s) => (s.over ? { winners: s.winner === null ? [] : [s.winner], reason: overText(s.over, s.players.map((p) => p.name)) } : null),
  answerSingle: true,
});

