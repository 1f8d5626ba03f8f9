/**
 * WIXOSS on the engine's referee loop (src/engine/referee.ts), which runs the game forward after every choice until
 * someone must decide. The pending tasks are `s.tasks` (the rules of each kind: tasks.ts), the turn's step with none pending
 * is the phase's (phases.ts); here is what happens between steps.
 */
import { createReferee } from '../../../engine/referee.js';
import { topTask, type Task, type WixossState } from '../state.js';
import { TURN_RULES } from './phases.js';
import { resultReason, ruleCheck } from './processing.js';
import { taskRules } from './tasks.js';
import { endTurn } from './turn.js';
import { endTurnByEffect } from './end-turn.js';
import { atFlushPoint, flushFired } from './triggers.js';

export const referee = createReferee<WixossState, Task>({
  name: 'WIXOSS',
  tasks: (s) => s.tasks,
  task: taskRules,
  turn: TURN_RULES,
  result: (s) => (s.phase === 'over' ? { winners: [s.winner], reason: resultReason(s) } : null),
  between(s) {
    // A second refresh in one turn ends it at once; abilities an action set off go on the stack once it is done.
    // An effect that ends the turn (WX05 End Hole) gives the turn player their hand limit first (end-turn.ts).
    if (s.endTurnNow) { if (s.turnEndedBy !== undefined) endTurnByEffect(s); else endTurn(s); ruleCheck(s); return true; }
    if (s.fired.length > 0 && atFlushPoint(s)) { flushFired(s); return true; }
    return false;
  },
  afterStep(s, task, finished) {
    // Rule processing after a finished task, unless a used card is still to be put away (a spell to the trash, a
    // crushed card to the ener zone): that finishes the action first. (After a phase's answer: TURN_RULES.)
    if (task && finished && s.phase !== 'over' && topTask(s)?.kind !== 'finish') ruleCheck(s);
  },
});
