/**
 * decision / apply over the task stack: the top task asks its question; tasks that need no answer (or have
 * nothing to choose from) run at once, so every decision shown has real choices. With no task left it is the
 * main phase: activate an effect or end the turn.
 */
import type { Decision } from '../../../engine/game.js';
import type { MidrashState, Task } from '../state.js';
import { activate, activationChoices, activations } from './activate.js';
import { applyOp, isInteractive, opChoices, runAuto } from './effects.js';
import { applyCopy, copyChoices } from './kriltu.js';
import { applyGive, giveChoices } from './onoskelis.js';
import { endTurn } from './end-turn.js';
import { m } from '../messages/index.js';
import { say } from './events.js';
import { applyMerit, applyTake, applyWar, takeChoices, warAuto, warChoices } from './summon.js';
import { applyStart, startChoices, startStep } from './turn-start.js';
import { checkWin, localResult } from './win.js';

function taskChoices(state: MidrashState, task: Task): string[] {
  switch (task.k) {
    case 'op': return isInteractive(task) ? opChoices(state, task) : [];
    case 'start': return startChoices(state);
    case 'war': return warChoices(state);
    case 'merit': return ['merit', 'no merit'];
    case 'take': {
      const choices = takeChoices(state);
      return choices.length > 1 ? choices : []; // only "take none": nothing to decide
    }
    case 'give': return giveChoices(state, task);
    case 'copy': return copyChoices(task);
  }
}

/**
 * Run tasks that need no answer until a question or the main phase is reached. The win is checked before each
 * step, except after a step that only queued an effect, added MANA or closed the turn start: it cannot have
 * changed anyone's wisdom, so the check would find what the last one found (and it counts every territory).
 */
export function settle(state: MidrashState): void {
  let check = true;
  for (;;) {
    if (check) checkWin(state);
    if (state.result) return;
    const task = state.tasks[state.tasks.length - 1];
    if (!task) return;
    if (task.k === 'start') {
      const step = startStep(state);
      if (step === 'ask') return;
      if (step === 'over') state.tasks.pop();
      check = step === 'demon';
      continue;
    }
    if (taskChoices(state, task).length > 0) return;
    state.tasks.pop();
    check = true;
    if (task.k === 'op') {
      if (isInteractive(task)) say(state, m().ev.nothingToDo(m().opName(task.op.op)));
      else { runAuto(state, task); check = task.op.op !== 'mana'; }
    } else if (task.k === 'war') warAuto(state);
    else if (task.k === 'take') applyTake(state, 'take none');
  }
}

export function decide(state: MidrashState): Decision {
  if (state.result) return { over: true, result: localResult(state, state.result) };
  const task = state.tasks[state.tasks.length - 1];
  if (task) return { over: false, seat: state.turn, prompt: m().prompts[task.k], choices: taskChoices(state, task) };
  const choices = activationChoices(state, []);
  choices.push('end');
  return { over: false, seat: state.turn, prompt: m().mainPrompt, choices };
}

export function applyChoice(state: MidrashState, choice: string): void {
  const task = state.tasks[state.tasks.length - 1];
  if (!task) {
    if (choice === 'end') endTurn(state);
    else activate(state, activations(state).find((a) => a.choice === choice)!);
  } else if (task.k === 'start') applyStart(state, choice);
  else {
    state.tasks.pop();
    switch (task.k) {
      case 'op': applyOp(state, task, choice); break;
      case 'war': applyWar(state, choice); break;
      case 'merit': applyMerit(state, task, choice); break;
      case 'take': applyTake(state, choice); break;
      case 'give': applyGive(state, task, choice); break;
      case 'copy': applyCopy(state, task, choice); break;
    }
  }
  settle(state);
}
