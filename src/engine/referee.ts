/**
 * The referee loop every game runs (issue 15). After each answer the state is settled: automatic work runs until
 * somebody must decide or the game is over, so `decision` only reads the state. The game gives the pieces:
 *
 * - its pending-task stack (`tasks`, the task to do next last) and the rules of each kind of task (`task`): what it
 *   asks now, and one step of it;
 * - the step of the turn when no task is pending (`turn`; `stepTable` builds it from a table of steps);
 * - the work the rules do between any two steps (`between`: rule processing, a turn that ends, triggered abilities
 *   put on the stack) and after one (`afterStep`);
 * - the result once the game is over.
 *
 * The engine answers a question with a single choice by itself where the game's rules say so (`answerSingle`), and
 * remembers the question a state rests at until that state's next move (the per-move decision cache: the engine
 * asks `decision` several times per move: the decider's question, the legality check, `describe`).
 */
import type { OpenDecision } from './game.js';
import type { BaseState, Decision, GameResult, Seat } from './game.js';
import { contentLang, type TextLang } from './i18n.js';
import { movedOn, type QuestionTable } from './moves/questions.js';

/** The rules of one kind of pending task (or of the turn's step, with no task: `T` is then `undefined`). */
export interface TaskRules<S, T> {
  /** The question the task asks now, or null when its next step needs nobody: `run` is then called without an answer. */
  ask(state: S, task: T): OpenDecision | null;
  /**
   * Optional shortcut: true when the task surely asks now, known without building the question (which is then built
   * only when somebody asks for the decision: a bot's copy of the state may never be asked), false when it surely
   * does not. Undefined: `ask` decides.
   */
  waits?(state: S, task: T): boolean | undefined;
  /**
   * One step of the task; `choice` is the answer to its question (undefined for an automatic step). True when the
   * task is finished: the loop takes it off the stack wherever it is by then (the step may have put tasks on top).
   */
  run(state: S, task: T, choice: string | undefined): boolean;
}

export interface RefereeRules<S extends BaseState, T extends object> {
  /** Pending tasks, the one to do next last. */
  tasks(state: S): T[];
  /** The rules of `task`'s kind. */
  task(task: T): TaskRules<S, T>;
  /** With no task pending: the step of the turn (the main phase, a step that runs by itself). `run`'s result is unused. */
  turn: TaskRules<S, undefined>;
  /** The game's result once it is over, else null. */
  result(state: S): GameResult | null;
  /** Work due before the next step (rule processing, the end of a turn): true when it did something (look again). */
  between?(state: S): boolean;
  /** After each step: `task` is the task that ran (undefined: the turn's step), `finished` whether it left the stack. */
  afterStep?(state: S, task: T | undefined, finished: boolean): void;
  /**
   * Answer a question with one choice without asking. Whether another seat's question was asked or answered by
   * itself can depend on that seat's hidden cards, so reaching one locks the move against undo (`revealed`).
   */
  answerSingle?: boolean;
  /** Named in the error when the rules never settle (a bug of the game). */
  name: string;
}

/** What a game wires into its `GameDefinition` (`decision`, `apply`) and calls after setup (`settle`). */
export interface Referee<S> {
  decision(state: S): Decision;
  /** Apply an answer to the state's question (a choice from its legal list), then settle. */
  apply(state: S, choice: string): void;
  /**
   * Run automatic work until somebody must decide. For setup, and for code that edits a state by hand (tests): the
   * question a state rests at is remembered until its next move, so an edit made after asking must settle again.
   */
  settle(state: S): void;
}

/**
 * Told of each question the engine is about to answer by itself (`answerSingle`), with the state as it stands then:
 * the transcript invariants (transcript-invariants.ts) count it as a decision of that seat, and the invariant suite
 * asks it again (`askAgain`: the question of the same task, not settled on) of states resampled for the other seats:
 * a lone choice that depends on cards they cannot see tells them something (invariants.ts). Unset in play.
 */
let singleAnswerWatch: ((state: BaseState, question: OpenDecision, askAgain: (other: BaseState) => OpenDecision | null) => void) | undefined;

/** Set (or, with undefined, clear) the watch on questions answered by themselves; returns the one it replaces. */
export function watchSingleAnswers(watch: typeof singleAnswerWatch): typeof singleAnswerWatch {
  const before = singleAnswerWatch;
  singleAnswerWatch = watch;
  return before;
}

/** Steps of automatic work between two questions before the rules are taken to loop (a bug of the game). */
const SETTLE_LIMIT = 100000;

export function createReferee<S extends BaseState, T extends object>(rules: RefereeRules<S, T>): Referee<S> {
  // One slot, not a WeakMap: setting a WeakMap entry per move costs more than it saves. The prompt is worded in the
  // content language, so the language is part of the key. `question` undefined: known to ask, not built yet.
  let restingState: S | undefined;
  let restingLang: TextLang = 'en';
  let restingQuestion: OpenDecision | undefined;

  function top(state: S): T | undefined {
    const tasks = rules.tasks(state);
    // Not `tasks[tasks.length - 1]` on an empty stack: V8 reads index -1 as a named property, on a slow path.
    return tasks.length === 0 ? undefined : tasks[tasks.length - 1];
  }

  // The rules of the task on top (or the turn's), looked up once per step: each lookup is a call through the game's
  // `task`, and waits, ask and run all need them.
  function rulesOf(task: T | undefined): TaskRules<S, T | undefined> {
    return (task === undefined ? rules.turn : rules.task(task)) as TaskRules<S, T | undefined>;
  }

  function step(state: S, task: T | undefined, taskRules: TaskRules<S, T | undefined>, choice: string | undefined): void {
    if (task === undefined) {
      taskRules.run(state, undefined, choice);
      rules.afterStep?.(state, undefined, false);
      return;
    }
    const finished = taskRules.run(state, task, choice);
    if (finished) {
      const tasks = rules.tasks(state);
      const at = tasks.lastIndexOf(task);
      if (at === tasks.length - 1) tasks.pop();
      else if (at >= 0) tasks.splice(at, 1);
    }
    rules.afterStep?.(state, task, finished);
  }

  function rest(state: S, question: OpenDecision | undefined): void {
    restingState = state;
    restingLang = contentLang();
    restingQuestion = question;
  }

  /** Settle; remembers where the state rests (the question, when building it was needed to find out). */
  function settle(state: S, mover?: Seat): void {
    restingState = undefined;
    for (let guard = 0; guard < SETTLE_LIMIT; guard++) {
      if (rules.result(state)) return;
      if (rules.between?.(state)) continue;
      const task = top(state);
      const taskRules = rulesOf(task);
      const waits = taskRules.waits?.(state, task);
      if (waits === true && !rules.answerSingle) return rest(state, undefined);
      const question = waits === false ? null : taskRules.ask(state, task);
      if (question === null) {
        step(state, task, taskRules, undefined);
        continue;
      }
      if (rules.answerSingle) {
        if (mover !== undefined && question.seat !== mover) state.revealed = true;
        if (question.choices.length === 1 && !question.hiddenChoices) {
          if (singleAnswerWatch !== undefined) singleAnswerWatch(state, question, (other) => rulesOf(top(other as S)).ask(other as S, top(other as S)));
          step(state, task, taskRules, question.choices[0]!);
          continue;
        }
      }
      return rest(state, question);
    }
    throw new Error(`${rules.name}: the game did not settle (rules loop)`);
  }

  /** The question of a settled state that is not over (the callers check the result first). */
  function question(state: S): OpenDecision {
    if (restingQuestion === undefined) {
      const task = top(state);
      const asked = rulesOf(task).ask(state, task);
      if (asked === null) throw new Error(`${rules.name}: the rules found no question`);
      rest(state, asked);
    }
    return restingQuestion!;
  }

  /** Whether `state` rests where the last settle left it, in the current language. */
  const resting = (state: S): boolean => state === restingState && contentLang() === restingLang;

  return {
    decision(state) {
      if (!resting(state)) settle(state);
      const result = rules.result(state);
      return result ? { over: true, result } : question(state);
    },
    apply(state, choice) {
      if (!resting(state)) settle(state);
      if (rules.result(state)) throw new Error(`${rules.name}: the game is over`);
      const asked = question(state);
      movedOn(asked);
      restingState = undefined;
      const task = top(state);
      step(state, task, rulesOf(task), choice);
      settle(state, asked.seat);
    },
    settle: (state) => settle(state),
  };
}

/** One step of the turn as a table row: automatic, or a question with choices. */
export interface StepRules<S> {
  /** An automatic step does its work (and sets the next step). */
  auto?(state: S): void;
  /** Who decides (default: the table's `seat`). */
  seat?(state: S): Seat;
  choices?(state: S): string[];
  apply?(state: S, choice: string): void;
  /** What happens when `choices` is empty (nothing to decide). */
  skip?(state: S): void;
  /**
   * The choices depend on the decider's hidden cards: asked even with one choice (Decision.hiddenChoices). A
   * function says when (a step whose hidden cards may all be gone, an empty hand).
   */
  hiddenChoices?: boolean | ((state: S) => boolean);
}

export type StepTable<S, K extends string> = Partial<Record<K, StepRules<S>>>;

/**
 * The turn's rules from a table of steps (PAD's phases and steps): `stepOf` says which row the state is at, and the
 * game's question table words each step's question (moves/questions.ts).
 */
export function stepTable<S, K extends string>(
  table: StepTable<S, K>,
  stepOf: (state: S) => K,
  seat: (state: S) => Seat,
  questions: Pick<QuestionTable<S>, 'ask'>,
): TaskRules<S, undefined> {
  const row = (state: S): StepRules<S> => {
    const rules = table[stepOf(state)];
    if (!rules) throw new Error(`no rules for step ${stepOf(state)}`);
    return rules;
  };
  return {
    ask(state) {
      const rules = row(state);
      if (rules.auto) return null;
      const choices = rules.choices!(state);
      if (choices.length === 0) return null;
      const hidden = typeof rules.hiddenChoices === 'function' ? rules.hiddenChoices(state) : rules.hiddenChoices;
      return questions.ask(state, rules.seat ? rules.seat(state) : seat(state), choices, hidden);
    },
    run(state, _task, choice) {
      const rules = row(state);
      if (choice !== undefined) rules.apply!(state, choice);
      else if (rules.auto) rules.auto(state);
      else rules.skip!(state);
      return true;
    },
  };
}
