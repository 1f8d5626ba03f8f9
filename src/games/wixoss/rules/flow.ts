/**
 * Runs the game forward after every choice until someone must decide: automatic tasks, rule processing,
 * skipped phases and turn changes all happen here, so `decision` only has to read the state.
 */
import type { Decision } from '../../../engine/game.js';
import { contentLang, type TextLang } from '../../../engine/i18n.js';
import type { WixossState } from '../state.js';
import type { Ask } from './ask.js';
import { phaseAsk, phaseOffersMore, applyPhase } from './phases.js';
import { resultReason, ruleCheck } from './processing.js';
import { askTask, runTask, taskAsks } from './tasks.js';
import { endTurn, nextPhase } from './turn.js';
import { atFlushPoint, flushFired } from './triggers.js';

export function currentAsk(s: WixossState): Ask | null {
  if (s.phase === 'over') return null;
  const top = s.tasks[s.tasks.length - 1];
  return top ? askTask(s, top) : phaseAsk(s);
}

// The engine asks for the same decision more than once per move (the decider's question, then playChoice's
// check, then describe), so the last one is remembered until `applyChoice` changes that state. (One slot, not a
// WeakMap: setting a WeakMap entry per move costs more than it saves.) Code that edits a state by hand (test
// set-ups) must do so before asking for its decision, or before the move whose settling found the question.
// The prompt is worded in the content language, so the language is part of the key.
let decidedState: WixossState | undefined;
let decidedLang: TextLang = 'en';
let decided: Decision | undefined;

export function currentDecision(s: WixossState): Decision {
  const lang = contentLang();
  if (s === decidedState && lang === decidedLang) return decided!;
  let d: Decision;
  if (s.phase === 'over') d = { over: true, result: { winners: [s.winner], reason: resultReason(s) } };
  else d = currentAsk(s)!;
  remember(s, d);
  return d;
}

function remember(s: WixossState, d: Decision): void {
  decidedState = s;
  decidedLang = contentLang();
  decided = d;
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

/**
 * Settle the state. Returns the question due when finding out whether one is due meant building it (so
 * `applyChoice` need not build it twice), else null: the question is built when asked.
 */
export function advance(s: WixossState): Ask | null {
  for (let guard = 0; guard < 10000; guard++) {
    if (s.phase === 'over') return null;
    if (s.endTurnNow) { endTurn(s); ruleCheck(s); continue; }
    if (s.fired.length > 0 && atFlushPoint(s)) { flushFired(s); continue; }
    if (s.tasks.length > 0) {
      const asks = taskAsks(s, s.tasks[s.tasks.length - 1]!);
      if (asks) return asks === true ? null : asks;
      step(s, undefined);
      continue;
    }
    if (s.phase === 'end') { endTurn(s); ruleCheck(s); continue; }
    if (s.phase === 'chooseLrig' || s.phase === 'mulligan' || s.phase === 'main') return null;
    // Any other phase is skipped when its only choice would be `pass`.
    if (phaseOffersMore(s)) return phaseAsk(s);
    nextPhase(s);
  }
  throw new Error('WIXOSS: the game did not settle (rules loop)');
}

export function applyChoice(s: WixossState, choice: string): void {
  if (s === decidedState) decidedState = decided = undefined;
  step(s, choice);
  const ask = advance(s);
  // Remembered as this state's decision: nothing changes the state between here and the next question.
  if (ask) remember(s, ask);
}

