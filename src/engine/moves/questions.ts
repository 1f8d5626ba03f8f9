/**
 * A game's questions, declared as its moves are (issue 42): one entry per thing that asks (a task kind, an effect
 * op, the turn's step, as the game has them), saying how every seat but the decider reads that question. The
 * decider reads the question as its rules word it (`decision.prompt`); the others read the entry's public wording,
 * or the question as asked where the entry says it names nothing they cannot see (`AS_ASKED`). Nothing is assumed:
 * a question without an entry is a bug of the game, and the engine refuses to show it to anyone but its decider.
 */
import type { OpenDecision } from '../game.js';

/** The entry of a question that names nothing hidden from the seats that do not decide: they read it as asked. */
export const AS_ASKED = 'names nothing hidden';

export interface QuestionSpec<S> {
  /**
   * What every seat but the decider (and a spectator) reads: `AS_ASKED`, or the kind of decision in the content
   * language without the decider's name ("putting back the top cards of the deck"), worded from what they see.
   */
  others: typeof AS_ASKED | ((state: S) => string);
}

export interface QuestionTable<S> {
  /** The entry the question `state` rests at belongs to. */
  keyOf(state: S): string;
  /** Every declared entry (a game's tests check its task kinds and asking ops are among them). */
  readonly keys: readonly string[];
  /** The open question as the seats that do not decide read it, without the decider's name. */
  publicForm(state: S, decision: OpenDecision): string;
}

/** Declare a game's questions: `keyOf` says which entry a state's open question belongs to. */
export function declareQuestions<S, K extends string>(keyOf: (state: S) => K, specs: Readonly<Record<K, QuestionSpec<S>>>): QuestionTable<S> {
  const entries = new Map<string, QuestionSpec<S>>(Object.entries(specs) as [string, QuestionSpec<S>][]);
  return {
    keyOf,
    keys: [...entries.keys()],
    publicForm(state, decision) {
      const key = keyOf(state);
      const spec = entries.get(key);
      if (!spec) throw new Error(`the question of "${key}" has no entry in the game's question table`);
      return spec.others === AS_ASKED ? decision.prompt : spec.others(state);
    },
  };
}

/** Entries for `keys`, each a question that names nothing hidden (a list is easier to read than one line each). */
export function namingNothingHidden<K extends string>(keys: readonly K[]): Record<K, { others: typeof AS_ASKED }> {
  return Object.fromEntries(keys.map((key) => [key, { others: AS_ASKED }])) as Record<K, { others: typeof AS_ASKED }>;
}
