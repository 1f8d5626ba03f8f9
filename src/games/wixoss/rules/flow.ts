/**
 * Runs the game forward after every choice until someone must decide: automatic tasks, rule processing,
 * skipped phases and turn changes all happen here, so `decision` only has to read the state.
 */
import type { WixossState } from '../state.js';
import type { Ask } from './ask.js';
import { phaseAsk, applyPhase } from './phases.js';
import { ruleCheck } from './processing.js';
import { askTask, runTask } from './tasks.js';
import { endTurn, nextPhase, phaseHasChoice } from './turn.js';

export function currentAsk(s: WixossState): Ask | null {
  if (s.phase === 'over') return null;
  const top = s.tasks[s.tasks.length - 1];
  return top ? askTask(s, top) : phaseAsk(s);
}

function step(s: WixossState, choice: string | undefined): void {
  const top = s.tasks[s.tasks.length - 1];
  if (!top) { applyPhase(s, choice!); ruleCheck(s); return; }
  if (runTask(s, top, choice)) {
    const at = s.tasks.lastIndexOf(top);
    if (at >= 0) s.tasks.splice(at, 1);
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
      if (askTask(s, s.tasks[s.tasks.length - 1]!)) return;
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
  step(s, choice);
  advance(s);
}

