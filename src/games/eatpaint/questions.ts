/**
 * EAT/PAINT's questions (engine/moves/questions.ts): one entry per task kind and per phase of the turn, each with
 * its decider's wording. Every question names only what both seats see (the card being used, the attack, the
 * energy rows), so the other seat reads each as asked; the move audit and the invariant suite check it.
 */
import { pickText } from '../../engine/i18n.js';
import { declareQuestions, namingNothingHidden, neverAsking } from '../../engine/moves/questions.js';
import { card, cardName } from './cards/load.js';
import { m } from './messages/index.js';
import type { EpState, Task } from './state.js';

type Key = Task['kind'] | EpState['phase'];
/** The entry a state's question belongs to: its top task's kind, else the turn's phase. */
const keyOf = (state: EpState): Key => state.tasks[state.tasks.length - 1]?.kind ?? state.phase;
/** The task the question rests at, of the entry's kind. */
const top = <K extends Task['kind']>(state: EpState) => state.tasks[state.tasks.length - 1] as Extract<Task, { kind: K }>;

/** The card, the question, and the card's text. */
const extraWording = ({ src }: Extract<Task, { kind: 'extra' }>) => m().extraPrompt(cardName(src), pickText(card(src).text));
/** The card, then what the pick is for. */
const pickWording = ({ src, what, count, amt }: Extract<Task, { kind: 'pick' }>) => m().pickPrompt(cardName(src), m().pick[what](count, amt));

export const QUESTIONS = declareQuestions<EpState, Key>(keyOf, {
  ...namingNothingHidden<EpState, 'choose' | 'main' | 'trapWindow' | 'extra' | 'pick'>({
    choose: () => m().choosePhase,
    main: () => m().mainPrompt,
    trapWindow: () => m().trapPrompt,
    extra: (state) => extraWording(top<'extra'>(state)),
    pick: (state) => pickWording(top<'pick'>(state)),
  }),
  ...neverAsking(['op', 'damage', 'trapAfter', 'endAttack', 'finish', 'turnEnd']),
});
