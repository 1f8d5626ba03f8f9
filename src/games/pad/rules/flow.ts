/**
 * The referee loop. Pending tasks (effects, costs, damage) come before the step of the turn. Automatic work runs
 * at once; a question with exactly one answer is answered automatically; `decision` is the first real question.
 */
import type { Decision, Seat } from '../../../engine/game.js';
import { card } from '../cards/catalogue.js';
import { OP_HELP } from '../cards/op-names.js';
import { OPS } from '../cards/ops.js';
import type { PadState } from '../state.js';
import { ATTACK_STEPS } from './attack.js';
import { applyPay, payChoices } from './cost.js';
import { applyDamageCard, damageCardChoices, dealPoint } from './damage.js';
import { placeEvolution } from './evolve.js';
import { MAIN_STEPS } from './main-phase.js';
import { PUZZLE_STEPS } from './puzzle.js';
import { RECOVERY_STEPS } from './recovery.js';
import { SWAP_STEPS } from './setup-swap.js';
import { finishSkill } from './skills.js';
import type { StepTable } from './step.js';
import { autoGroup, groupOf, orderList, orderPrompt, resolveGroup } from './trigger-order.js';

const STEPS: StepTable = { ...SWAP_STEPS, ...MAIN_STEPS, ...PUZZLE_STEPS, ...ATTACK_STEPS, ...RECOVERY_STEPS };

type Point =
  | { kind: 'auto'; run: () => void }
  | { kind: 'ask'; seat: Seat; prompt: string; choices: string[]; answer: (choice: string) => void };

function taskPoint(s: PadState): Point | null {
  const task = s.tasks[0];
  if (!task) return null;
  const shift = () => s.tasks.shift();
  switch (task.t) {
    case 'place':
      return { kind: 'auto', run: () => (shift(), placeEvolution(s, task.seat, task.card, task.stack)) };
    case 'finishSkill':
      return { kind: 'auto', run: () => (shift(), finishSkill(s, task.seat, task.card)) };
    case 'damage':
      return { kind: 'auto', run: () => dealPoint(s, task) };
    case 'pay':
      return { kind: 'ask', seat: task.seat, prompt: `pay ${task.n} more: a drop-area card (pay COLUMN POSITION-FROM-TOP) or pay auto`, choices: payChoices(s, task), answer: (c) => applyPay(s, task, c) };
    case 'damageCard': {
      const choices = damageCardChoices(s, task);
      if (choices.length === 0) return { kind: 'auto', run: shift };
      return { kind: 'ask', seat: task.seat, prompt: `${card(task.card).name} came to your hand from life: use it now?`, choices, answer: (c) => applyDamageCard(s, task, c) };
    }
    case 'order': {
      const auto = autoGroup(task);
      if (auto !== null) return { kind: 'auto', run: () => resolveGroup(s, task, auto) };
      return { kind: 'ask', seat: task.seat, prompt: orderPrompt(), choices: orderList(task), answer: (c) => resolveGroup(s, task, groupOf(task, c)) };
    }
    case 'op': {
      const handler = OPS[task.op.op]!;
      const choices = handler.choices(s, task, task.op);
      const resolve = (c: string | null) => {
        shift();
        if (handler.resolve(s, task, task.op, c)) s.tasks.unshift(task);
      };
      if (choices === null) return { kind: 'auto', run: () => resolve(null) };
      if (choices.length === 0) return { kind: 'auto', run: shift };
      return { kind: 'ask', seat: task.seat, prompt: `${card(task.source).name}: ${OP_HELP[task.op.op]}`, choices, answer: resolve };
    }
  }
}

function point(s: PadState): Point {
  const fromTask = taskPoint(s);
  if (fromTask) return fromTask;
  const rules = STEPS[s.step]!;
  if (rules.auto) return { kind: 'auto', run: () => rules.auto!(s) };
  const choices = rules.list!(s);
  if (choices.length === 0) return { kind: 'auto', run: () => rules.skip!(s) };
  return { kind: 'ask', seat: rules.seat ? rules.seat(s) : s.seat, prompt: rules.prompt!(s), choices, answer: (c) => rules.apply!(s, c) };
}

/** Run automatic work (and forced single answers) until a real question or the end of the game. */
export function advance(s: PadState): void {
  for (let i = 0; i < 100000 && !s.over; i++) {
    const p = point(s);
    if (p.kind === 'auto') p.run();
    else if (p.choices.length === 1) p.answer(p.choices[0]!);
    else return;
  }
}

/** The question last asked, kept so that applying its answer does not rebuild the choice list (moves count as version). */
let asked: { s: PadState; moves: number; p: Point } | null = null;

export function decide(s: PadState): Decision {
  if (s.over) return { over: true, result: { winners: s.winner === null ? [] : [s.winner], reason: s.over } };
  const p = point(s);
  asked = { s, moves: s.moves, p };
  if (p.kind === 'auto') throw new Error(`pad: the state was left before automatic work (${s.step})`);
  return { over: false, seat: p.seat, prompt: p.prompt, choices: p.choices };
}

export function applyChoice(s: PadState, choice: string): void {
  const p = asked && asked.s === s && asked.moves === s.moves ? asked.p : point(s);
  asked = null;
  s.moves++;
  if (p.kind === 'auto' || !p.choices.includes(choice)) throw new Error(`pad: "${choice}" is not a legal choice now`);
  p.answer(choice);
  advance(s);
}
