/**
 * Midrash's questions (engine/moves/questions.ts): one entry per task kind (an effect's op asks in one wording,
 * `prompts.op`), and the turn's own question. Everything on a Midrash table is open (no hands; the grimoires are
 * hidden from everyone and no question names their cards), so every seat reads each question as asked.
 */
import { declareQuestions, namingNothingHidden } from '../../engine/moves/questions.js';
import type { MidrashState, Task } from './state.js';

/** The entry a state's question belongs to: its top task's kind, else the turn's. */
const keyOf = (state: MidrashState): Task['kind'] | 'turn' => state.tasks[state.tasks.length - 1]?.kind ?? 'turn';

export const QUESTIONS = declareQuestions<MidrashState, Task['kind'] | 'turn'>(keyOf, namingNothingHidden([
  'turn', 'op', 'start', 'war', 'merit', 'take', 'give', 'copy',
]));
