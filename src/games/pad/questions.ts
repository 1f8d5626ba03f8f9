/**
 * PAD's questions (engine/moves/questions.ts): one entry per task kind, and the turn's steps. A card that came to
 * its owner's hand from life is known to that seat only, so the question about using it is read by the other seat
 * as its kind. Every other question names only what both seats see (the field, the drops, a card being used), and
 * is read as asked; the move audit and the invariant suite check it.
 */
import { declareQuestions, namingNothingHidden } from '../../engine/moves/questions.js';
import { m } from './messages/index.js';
import type { PadState, Task } from './state.js';

/** The entry a state's question belongs to: its top task's kind, else the turn's step. */
const keyOf = (s: PadState): Task['kind'] | 'turn' => s.tasks[s.tasks.length - 1]?.kind ?? 'turn';

export const QUESTIONS = declareQuestions<PadState, Task['kind'] | 'turn'>(keyOf, {
  damageCard: { others: () => m().publicDamageCard },
  ...namingNothingHidden(['turn', 'pay', 'place', 'op', 'finishSkill', 'damage', 'order']),
});
