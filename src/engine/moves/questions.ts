/**
 * A game's questions, declared as its moves are (issue 42): one entry per thing that asks (a task kind, an effect
 * op, a step of the turn, as the game has them), holding both wordings of its question side by side: the decider's
 * (`asked`) and the one every other seat and a spectator read (`others`: the kind of decision without the cards
 * only the decider sees, or `AS_ASKED` where the question names nothing hidden). The rules build a question with
 * `ask`, which takes its wording from the entry the state rests at, so no rule words a question for one seat only.
 * Nothing is assumed: a question without an entry (or of an entry declared `NEVER_ASKS`) is a bug of the game, and
 * throws; the move audit (kit/move-audit.ts) checks every question's decider reads the declared wording.
 */
import type { OpenDecision, Seat } from '../game.js';

/** The public wording of a question that names nothing hidden from the seats that do not decide: they read it as asked. */
export const AS_ASKED = 'names nothing hidden';
/** The entry of a thing that never asks (a task kind that only works by itself): asking under it throws. */
export const NEVER_ASKS = 'never asks';

export interface QuestionSpec<S> {
  /**
   * The decider's wording, from the state the question rests at (its top task, its step) and the choices offered;
   * it may name the cards the decider looks at ("Put back the top cards (Kukri, …)").
   */
  asked: (state: S, choices: readonly string[]) => string;
  /**
   * What every seat but the decider (and a spectator) reads: `AS_ASKED`, or the kind of decision in the content
   * language without the decider's name ("putting back the top cards of the deck"), worded from what they see.
   */
  others: typeof AS_ASKED | ((state: S) => string);
}

export type QuestionEntry<S> = QuestionSpec<S> | typeof NEVER_ASKS;

export interface QuestionTable<S> {
  /** The entry the question `state` rests at belongs to. */
  keyOf(state: S): string;
  /** Every declared entry (a game's tests check its task kinds and asking ops are among them). */
  readonly keys: readonly string[];
  /**
   * The question `state` rests at, asked of `seat` with `choices`, worded by its entry. `hiddenChoices`: the
   * choices depend on cards only the decider sees (Decision.hiddenChoices).
   */
  ask(state: S, seat: Seat, choices: string[], hiddenChoices?: boolean): OpenDecision;
  /** The decider's wording of the question `state` rests at, as declared. */
  asked(state: S, choices: readonly string[]): string;
  /** The open question as the seats that do not decide read it, without the decider's name. */
  publicForm(state: S, decision: OpenDecision): string;
}

/** Declare a game's questions: `keyOf` says which entry a state's open question belongs to. */
export function declareQuestions<S, K extends string>(keyOf: (state: S) => K, specs: Readonly<Record<K, QuestionEntry<S>>>): QuestionTable<S> {
  const entries = new Map<string, QuestionEntry<S>>(Object.entries(specs) as [string, QuestionEntry<S>][]);
  const specOf = (state: S): QuestionSpec<S> => {
    const key = keyOf(state);
    const spec = entries.get(key);
    if (spec === undefined) throw new Error(`the question of "${key}" has no entry in the game's question table`);
    if (spec === NEVER_ASKS) throw new Error(`"${key}" is declared to ask nothing, yet a question rests at it`);
    return spec;
  };
  return {
    keyOf,
    keys: [...entries.keys()],
    ask(state, seat, choices, hiddenChoices) {
      const question: OpenDecision = { over: false, seat, prompt: specOf(state).asked(state, choices), choices };
      if (hiddenChoices) question.hiddenChoices = true;
      return question;
    },
    asked: (state, choices) => specOf(state).asked(state, choices),
    publicForm(state, decision) {
      const spec = specOf(state);
      return spec.others === AS_ASKED ? decision.prompt : spec.others(state);
    },
  };
}

/** Entries for questions that name nothing hidden, each by its decider's wording (a list reads easier than one line each). */
export function namingNothingHidden<S, K extends string>(asked: Readonly<Record<K, QuestionSpec<S>['asked']>>): Record<K, QuestionSpec<S>> {
  return Object.fromEntries(Object.entries(asked).map(([key, wording]) => [key, { asked: wording, others: AS_ASKED }])) as Record<K, QuestionSpec<S>>;
}

/** Entries for things that never ask (task kinds that only work by themselves). */
export function neverAsking<K extends string>(keys: readonly K[]): Record<K, typeof NEVER_ASKS> {
  return Object.fromEntries(keys.map((key) => [key, NEVER_ASKS])) as Record<K, typeof NEVER_ASKS>;
}
