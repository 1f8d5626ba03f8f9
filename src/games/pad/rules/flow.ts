/**
 * The referee loop. Pending tasks (effects, costs, damage) come before the step of the turn. Automatic work runs
 * at once; a question with exactly one answer is answered automatically; `decision` is the first real question.
 */
import type { Decision, Seat } from '../../../engine/game.js';
import { contentLang } from '../../../engine/i18n.js';
import { card, cardNameOf } from '../cards/catalogue.js';
import { effectText } from '../cards/format.js';
import { opHelp } from '../cards/op-names.js';
import { OPS, type OpTask } from '../cards/ops.js';
import type { PadState, Task } from '../state.js';
import { ATTACK_STEPS } from './attack.js';
import { applyPay, payChoices } from './cost.js';
import { applyDamageCard, applyPrevent, damageCardChoices, dealPoint, preventChoices, preventPrompt } from './damage.js';
import { placeEvolution } from './evolve.js';
import { MAIN_STEPS } from './main-phase.js';
import { PUZZLE_STEPS } from './puzzle.js';
import { RECOVERY_STEPS } from './recovery.js';
import { SWAP_STEPS } from './setup-swap.js';
import { finishSkill } from './skills.js';
import type { StepTable } from './step.js';
import { autoGroup, groupOf, orderList, orderPrompt, resolveGroup } from './trigger-order.js';
import { m } from '../messages/index.js';
import { overText } from './life.js';

const STEPS: StepTable = { ...SWAP_STEPS, ...MAIN_STEPS, ...PUZZLE_STEPS, ...ATTACK_STEPS, ...RECOVERY_STEPS };

type Question = Extract<Decision, { over: false }>;

function resolveOp(s: PadState, task: OpTask, choice: string | null): void {
  s.tasks.shift();
  if (OPS[task.op.op]!.resolve(s, task, task.op, choice)) s.tasks.unshift(task);
}

/** The question of the front task, or null after doing its automatic work. */
function taskQuestion(s: PadState, task: Task): Question | null {
  switch (task.t) {
    case 'place':
      s.tasks.shift();
      placeEvolution(s, task.seat, task.card, task.stack);
      return null;
    case 'finishSkill':
      s.tasks.shift();
      finishSkill(s, task.seat, task.card);
      return null;
    case 'damage': {
      const choices = preventChoices(s, task);
      if (choices) return { over: false, seat: task.seat, prompt: preventPrompt(s, task), choices };
      dealPoint(s, task);
      return null;
    }
    case 'pay':
      return { over: false, seat: task.seat, prompt: m().promptPay(task.n), choices: payChoices(s, task) };
    case 'damageCard': {
      const choices = damageCardChoices(s, task);
      if (choices.length > 0) return { over: false, seat: task.seat, prompt: m().promptDamageCard(cardNameOf(task.card), effectText(card(task.card))), choices };
      s.tasks.shift();
      return null;
    }
    case 'order': {
      const auto = autoGroup(task);
      if (auto === null) return { over: false, seat: task.seat, prompt: orderPrompt(), choices: orderList(task) };
      resolveGroup(s, task, auto);
      return null;
    }
    case 'op': {
      const choices = OPS[task.op.op]!.choices(s, task, task.op);
      if (choices === null) resolveOp(s, task, null);
      else if (choices.length === 0) s.tasks.shift();
      else return { over: false, seat: task.seat, prompt: m().promptOp(cardNameOf(task.source), opHelp(task.op.op)), choices };
      return null;
    }
  }
}

/** The question waiting now, or null after doing the automatic work in front of it (call again). */
function nextQuestion(s: PadState): Question | null {
  const task = s.tasks[0];
  if (task) return taskQuestion(s, task);
  const rules = STEPS[s.step]!;
  if (rules.auto) {
    rules.auto(s);
    return null;
  }
  const choices = rules.list!(s);
  if (choices.length === 0) {
    rules.skip!(s);
    return null;
  }
  return { over: false, seat: rules.seat ? rules.seat(s) : s.seat, prompt: rules.prompt!(s), choices };
}

/** Apply an answer to the question `nextQuestion` asked (the state has not changed since). */
function answer(s: PadState, choice: string): void {
  const task = s.tasks[0];
  if (!task) return STEPS[s.step]!.apply!(s, choice);
  switch (task.t) {
    case 'pay': return applyPay(s, task, choice);
    case 'damage': return applyPrevent(s, task, choice);
    case 'damageCard': return applyDamageCard(s, task, choice);
    case 'order': return resolveGroup(s, task, groupOf(task, choice));
    case 'op': return resolveOp(s, task, choice);
    default: throw new Error(`pad: task ${task.t} asks no question`);
  }
}

/**
 * The question the state rests at, kept until the next move (`moves` is the state's version): the engine asks
 * `decision` twice per move and `apply` needs the same list again, so each list is built once. Code that edits a
 * state by hand (tests) calls `advance` again afterwards, which asks afresh.
 */
let asked: { s: PadState; moves: number; lang: string; question: Question } | null = null;

/** Is `asked` the question of `s` as it is now, worded in the current content language? */
function askedNow(s: PadState): boolean {
  return asked?.s === s && asked.moves === s.moves && asked.lang === contentLang();
}

/**
 * Run automatic work (and forced single answers) until a real question or the end of the game. `mover` is the seat
 * whose move this follows. Whether another seat's question is asked or answered by itself depends on that seat's
 * hidden cards (after discarding to Poison Mist, the opponent sees whether the player had anything else to do in the
 * main phase), so reaching one locks the move against undo. It costs nothing where that seat decides next: undo is
 * only for the seat that decides.
 */
export function advance(s: PadState, mover?: Seat): void {
  for (let i = 0; i < 100000 && !s.over; i++) {
    const q = nextQuestion(s);
    if (!q) continue;
    if (mover !== undefined && q.seat !== mover) s.revealed = true;
    if (q.choices.length > 1) {
      asked = { s, moves: s.moves, lang: contentLang(), question: q };
      return;
    }
    answer(s, q.choices[0]!);
  }
}

export function decide(s: PadState): Decision {
  // Every state the rules leave rests at a question, so advancing only finds it again (and builds a copy's list).
  if (!s.over && !askedNow(s)) advance(s);
  if (s.over) return { over: true, result: { winners: s.winner === null ? [] : [s.winner], reason: overText(s.over) } };
  if (!askedNow(s)) throw new Error(`pad: the rules found no question (${s.step})`);
  return asked!.question;
}

export function applyChoice(s: PadState, choice: string): void {
  const d = decide(s);
  s.moves++;
  if (d.over || !d.choices.includes(choice)) throw new Error(`pad: "${choice}" is not a legal choice now`);
  answer(s, choice);
  advance(s, d.seat);
}
