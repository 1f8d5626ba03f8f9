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
import { contentLang, withContentLang, type TextLang } from '../i18n.js';

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

/**
 * A question asked through a table, worded when its prompt is first read: a bot never reads it, and wording every
 * question of a self-play game cost a twentieth of its time. It is read from the state the question rests at, so the
 * referee marks it moved on as its move is played (`movedOn`); a prompt first read after that throws (a bug of the
 * reader: the state has changed since). It reads and serializes as a plain decision (`toJSON`).
 */
class TableQuestion<S> {
  readonly over = false as const;
  hiddenChoices?: true;
  #prompt: string | undefined = undefined;
  #state: S | undefined;
  readonly #specOf: (state: S) => QuestionSpec<S>;
  /** The content language it was asked in: the prompt is worded in it whenever it is read. */
  readonly #lang: TextLang;

  constructor(readonly seat: Seat, readonly choices: string[], state: S, specOf: (state: S) => QuestionSpec<S>) {
    this.#state = state;
    this.#specOf = specOf;
    this.#lang = contentLang();
  }

  get prompt(): string {
    if (this.#prompt === undefined) {
      const state = this.#state;
      if (state === undefined) throw new Error('a question\'s prompt was first read after its move was played');
      const spec = this.#specOf(state);
      this.#prompt = this.#lang === contentLang() ? spec.asked(state, this.choices) : withContentLang(this.#lang, () => spec.asked(state, this.choices));
    }
    return this.#prompt;
  }

  moveOn(): void {
    this.#state = undefined;
  }

  toJSON(): OpenDecision {
    return { over: false, seat: this.seat, prompt: this.prompt, choices: this.choices, ...(this.hiddenChoices ? { hiddenChoices: true } : {}) };
  }
}

/** Mark a question answered (the referee, as its move is played): a table question's unread prompt can no longer be worded. */
export function movedOn(question: OpenDecision): void {
  if (question instanceof TableQuestion) question.moveOn();
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
      const question = new TableQuestion(seat, choices, state, specOf);
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
