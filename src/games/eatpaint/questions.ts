/**
 * EAT/PAINT's questions (engine/moves/questions.ts): one entry per task kind, and the turn's own question (the main
 * phase). Every question names only what both seats see (the card being used, the attack, the energy rows), so the
 * other seat reads each as asked; the move audit and the invariant suite check it.
 */
import { declareQuestions, namingNothingHidden } from '../../engine/moves/questions.js';
import type { EpState, Task } from './state.js';

/** The entry a state's question belongs to: its top task's kind, else the turn's. */
const keyOf = (state: EpState): Task['kind'] | 'turn' => state.tasks[state.tasks.length - 1]?.kind ?? 'turn';

export const QUESTIONS = declareQuestions<EpState, Task['kind'] | 'turn'>(keyOf, namingNothingHidden([
  'turn', 'op', 'pick', 'extra', 'trapWindow', 'damage', 'trapAfter', 'endAttack', 'finish', 'turnEnd',
]));
