/**
 * WIXOSS's questions (engine/moves/questions.ts): one entry per task kind, per phase of the turn and per effect op
 * that asks (an effect's question belongs to the op it is resolving), each with both wordings. The rules' entries
 * are in rules/asking.ts. An op's entry is its handler in the op library (cards/op-library.ts): its `ask` /
 * `askTarget` words the decider's question, its `others` the public one where the question names cards only the
 * decider sees (the top cards of its deck, its life cloth); without `others` the other seat reads it as asked. The
 * move audit and the invariant suite check that no public wording depends on a hidden card.
 */
import { AS_ASKED, declareQuestions, type QuestionEntry } from '../../engine/moves/questions.js';
import { OPS } from './cards/op-library.js';
import type { EffectTask } from './cards/ops.js';
import { keyOf, RULE_ENTRIES, top } from './rules/asking.js';
import { effectAsk } from './cards/effect-ask.js';
import type { WixossState } from './state.js';

/** Each op that asks, from its handler: the decider reads its question as the handler words it, the others its `others`. */
function opEntries(): Record<string, QuestionEntry<WixossState>> {
  const asked = (s: WixossState) => effectAsk(s, top<'effect'>(s) as EffectTask)!.prompt;
  return Object.fromEntries(Object.entries(OPS).filter(([, h]) => h.ask || h.askTarget).map(([op, h]) => [op, { asked, others: h.others ?? AS_ASKED }]));
}

export const QUESTIONS = declareQuestions<WixossState, string>(keyOf, { ...RULE_ENTRIES, ...opEntries() });
