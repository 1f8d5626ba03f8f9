/**
 * Runs the game forward after every choice until someone must decide: automatic tasks, rule processing,
 * skipped phases and turn changes all happen here, so `decision` only has to read the state.
 */
import type { Decision } from '../../../engine/game.js';
import type { WixossState } from '../state.js';
import type { Ask } from './ask.js';
import { phaseAsk, applyPhase } from './phases.js';
import { ruleCheck } from './processing.js';
import { askTask, runTask, taskAsks } from './tasks.js';
import { endTurn, nextPhase, phaseHasChoice } from './turn.js';

export function currentAsk(s: WixossState): Ask | null {
  if (s.phase === 'over') return null;
  const top = s.tasks[s.tasks.length - 1];
  return top ? askTask(s, top) : phaseAsk(s);
}

// The engine asks for the same decision more than once per move (the decider's question, then playChoice's
// check, then describe), so the last one is remembered until `applyChoice` changes that state. (One slot, not a
// WeakMap: setting a WeakMap entry per move costs more than it saves.) Code that edits a state by hand (test
// set-ups) must do so before asking for its decision.
let decidedState: WixossState | undefined;
let decided: Decision | undefined;

export function currentDecision(s: WixossState): Decision {
  if (s === decidedState) return decided!;
  let d: Decision;
  if (s.phase === 'over') d = { over: true, result: { winners: [s.winner], reason: s.reason } };
  else {
    const ask = currentAsk(s)!;
    d = { over: false, seat: ask.seat, prompt: ask.prompt, choices: ask.choices };
  }
  decidedState = s;
  decided = d;
  return d;
}

function step(s: WixossState, choice: string | undefined): void {
  const top = s.tasks[s.tasks.length - 1];
  if (!top) { applyPhase(s, choice!); ruleCheck(s); return; }
  if (runTask(s, top, choice)) {
    const at = s.tasks.lastIndexOf(top);
    if (at === s.tasks.length - 1) s.tasks.pop();
    else if (at >= 0) s.tasks.splice(at, 1);
    // A used card still to be put away (spell to trash, crushed card to ener) finishes the action first.
    const next = s.tasks[s.tasks.length - 1];
    if (s.phase !== 'over' && next?.k !== 'finish') ruleCheck(s);
  }
}

export function advance(s: WixossState): void {
  for (let guard = 0; guard < 10000; guard++) {
    if (s.phase === 'over') return;
    if (s.endTurnNow) { endTurn(s); ruleCheck(s); continue; }
    if (s.tasks.length > 0) {
      if (taskAsks(s, s.tasks[s.tasks.length - 1]!)) return;
      step(s, undefined);
      continue;
    }
    if (s.phase === 'end') { endTurn(s); ruleCheck(s); continue; }
    if (s.phase === 'chooseLrig' || s.phase === 'mulligan' || s.phase === 'main' || phaseHasChoice(s, s.phase)) return;
    nextPhase(s);
  }
  throw new Error('WIXOSS: the game did not settle (rules loop)');
}

export function applyChoice(s: WixossState, choice: string): void {
  if (s === decidedState) decidedState = decided = undefined;
  step(s, choice);
  advance(s);
}

