/**
 * Midrash's questions (engine/moves/questions.ts): one entry per task kind (an effect's op asks in one wording) and
 * the turn's own question, each with its decider's wording. Everything on a Midrash table is open (no hands; the
 * grimoires are hidden from everyone and no question names their cards), so every seat reads each question as asked.
 */
import { declareQuestions, namingNothingHidden } from '../../engine/moves/questions.js';
import { m } from './messages/index.js';
import type { MidrashState, Task } from './state.js';

/** The entry a state's question belongs to: its top task's kind, else the turn's. */
const keyOf = (state: MidrashState): Task['kind'] | 'turn' => state.tasks[state.tasks.length - 1]?.kind ?? 'turn';

export const QUESTIONS = declareQuestions<MidrashState, Task['kind'] | 'turn'>(keyOf, namingNothingHidden({
  turn: () => m().mainPrompt,
  op: () => m().prompts.op,
  start: () => m().prompts.start,
  war: () => m().prompts.war,
  merit: () => m().prompts.merit,
  take: () => m().prompts.take,
  give: () => m().prompts.give,
  copy: () => m().prompts.copy,
}));
