/**
 * The rules of every kind of pending task, each beside the rules it carries out (`ask` is pure; `run` does one step
 * and says if the task is done), and the effect task's here: it runs the ops of the card library (cards/ops.ts),
 * which use the rules' steps, so the rules below this file never import an op.
 */
import { opponentOf } from '../../../engine/turn-order.js';
import type { TaskRules } from '../../../engine/referee.js';
import { opHandler, runOp } from '../../../engine/ops.js';
import type { EffectTask } from '../cards/ops.js';
import { isTargeting, OPS } from '../cards/op-library.js';
import type { Op } from '../cards/types.js';
import type { Task, WixossState } from '../state.js';
import { effectOps } from '../table/abilities.js';
import { conditionHolds } from '../table/power.js';
import { CUTIN_TASK, GROW_TASK } from './actions.js';
import { usableArts } from '../table/action-blocks.js';
import { momentActs } from '../table/moment-acts.js';
import { BATTLE_TASK, BURST_TASK, DAMAGE_TASK, GUARD_TASK } from './damage.js';
import { PAY_TASK } from './pay.js';
import { EXCESS_TASK } from './processing.js';
import { RESONA_TASK } from './resona.js';
import { ARTS_DISCOUNT_TASK } from './arts-discount.js';
import { CONFIRM_TASK, ORDER_TASK } from './triggers.js';
import { DISCARD_DOWN_TASK, PHASE_ENDS_TASK } from './turn.js';
import { FINISH_TASK } from './zones.js';
import { SPELL_DOWN_LESS_TASK } from './spell-down-less.js';
import { GROW_REVEAL_TASK } from './grow-reveal.js';
import { ATTACK_ANSWER_TASK } from './attack-answer.js';
import { REPLACE_TASK } from './replace.js';
import { doubleNewLosses } from './power-loss.js';
import { fireArtsAffected, watchArts } from './arts-affected.js';
import { REVEALS_A_NUMBER, revealBonuses } from '../table/reveal-more.js';
import { ASK } from './asking.js';
import { notePowerSource } from './power-source.js';
import { effectAsk, effectFails } from '../cards/effect-ask.js';
import { asOneStep } from './zones.js';
import { anyReplacer } from '../table/replace.js';

/** Start the op at `opIndex` (its look or reveal); an op whose own condition fails is skipped without starting. */
function beginOp(s: WixossState, t: EffectTask, ops: Op[]): void {
  const op = ops[t.opIndex];
  if (!op || (op.if && !conditionHolds(s, t.seat, op.if, t.src))) return;
  // WX06 Grid: "you may reveal one more" is asked before the cards are revealed (table/reveal-more.ts).
  if (s.revealOneMore && REVEALS_A_NUMBER.has(op.op) && t.revealMore?.op !== t.opIndex && revealBonuses(s, t.seat) > 0 && s.players[t.seat]!.deck.length > (op.n ?? 1)) {
    t.revealMore = { op: t.opIndex, more: 0 };
    s.tasks.push({ kind: 'revealMore', seat: t.seat, inst: t.src, count: op.n ?? 1, asked: 0 });
    return;
  }
  opHandler(OPS, op.op).begin?.(s, t, op);
}

/** WX06 Grid: `use` reveals one more (asked once per Grid On-Play this turn, while the deck has more); then the op begins. */
const REVEAL_MORE_TASK: TaskRules<WixossState, Extract<Task, { kind: 'revealMore' }>> = {
  ask: (s, t) => ASK.ask(s, t.seat, ['use', 'skip']),
  run(s, t, choice) {
    const effect = s.tasks[s.tasks.indexOf(t) - 1] as EffectTask;
    const more = effect.revealMore!;
    if (choice === 'use') { more.more++; t.count++; }
    t.asked++;
    if (choice === 'use' && t.asked < revealBonuses(s, t.seat) && s.players[t.seat]!.deck.length > t.count) return false;
    beginOp(s, effect, effectOps(s, effect));
    return true;
  },
};

/** Opponent can answer a spell when it has a payable [Spell Cut-In] ARTS. */
function cutInPossible(s: WixossState, seat: number): boolean {
  return usableArts(s, seat, 'spellCutIn').length > 0 || momentActs(s, seat, 'spellCutIn').length > 0; // WX04 Mirurun Yocto: an LRIG ability
}

function effectRun(s: WixossState, t: EffectTask, choice: string | undefined): boolean {
  const ops = effectOps(s, t);
  if (t.stage === 'target') {
    if (effectFails(s, t)) return true;
    const op = ops[t.opIndex];
    if (!op) {
      // opIndex -1: resolving has not begun, so nothing is looked at before the opponent's cut-in window.
      t.stage = 'resolve';
      t.opIndex = -1;
      t.progress = null;
      if (t.spell && cutInPossible(s, opponentOf(t.seat))) s.tasks.push({ kind: 'cutin', seat: opponentOf(t.seat) });
      return false;
    }
    if (choice !== undefined && isTargeting(op) && (!op.if || conditionHolds(s, t.seat, op.if, t.src))) opHandler(OPS, op.op).pickTarget!(s, t, op, choice);
    else { t.opIndex++; t.progress = null; }
    return false;
  }
  if (t.opIndex < 0) {
    t.opIndex = 0;
    beginOp(s, t, ops);
    return false;
  }
  const op = ops[t.opIndex];
  if (!op) return true;
  const modsBefore = s.mods.length;
  const artsBefore = watchArts(s, t); // WX05 Diabride: "affected by the opponent's ARTS"
  // One op step happens all at once: a replacement of a SIGNI it removes still covers the others (rules/zones.ts;
  // only in a game with a replacement effect, so the others pay nothing for it).
  const finished = (op.if && !conditionHolds(s, t.seat, op.if, t.src)) || (anyReplacer(s) ? asOneStep(() => runOp(OPS, s, t, op, choice)) : runOp(OPS, s, t, op, choice));
  doubleNewLosses(s, t, modsBefore); // WX04 Violence Splash
  if (artsBefore) fireArtsAffected(s, t, artsBefore);
  notePowerSource(s, t.seat, modsBefore); // WX05 Lion
  if (finished) {
    t.opIndex++;
    t.progress = null;
    beginOp(s, t, ops);
  }
  return false;
}

const EFFECT_TASK: TaskRules<WixossState, EffectTask> = { ask: effectAsk, run: effectRun };

type Handlers = { [K in Task['kind']]: TaskRules<WixossState, Extract<Task, { kind: K }>> };

const TASKS: Handlers = {
  pay: PAY_TASK,
  confirm: CONFIRM_TASK,
  effect: EFFECT_TASK,
  finish: FINISH_TASK,
  burst: BURST_TASK,
  cutin: CUTIN_TASK,
  battle: BATTLE_TASK,
  guard: GUARD_TASK,
  damage: DAMAGE_TASK,
  discardDown: DISCARD_DOWN_TASK,
  excess: EXCESS_TASK,
  order: ORDER_TASK,
  resona: RESONA_TASK,
  grow: GROW_TASK,
  artsDiscount: ARTS_DISCOUNT_TASK, // next-era: WD12 Elusive, WD10 Dust-Free in All Directions
  spellDownLess: SPELL_DOWN_LESS_TASK, // WX06 Soap Sudden
  revealMore: REVEAL_MORE_TASK, // WX06 Grid
  attackAnswer: ATTACK_ANSWER_TASK, // WX05 Anne Fifth
  replace: REPLACE_TASK, // replacement effects: WX04 Paimon, WX06 Shironakuji
  growReveal: GROW_REVEAL_TASK, // WX05 Mayu, Genesis Miko's grow cost
  phaseEnds: PHASE_ENDS_TASK, // the ener and grow phases end after their action's abilities (WX05 Code Love Heart CMR)
};

/** The rules of a task's kind, for the engine's referee loop (rules/flow.ts). */
export function taskRules(t: Task): TaskRules<WixossState, Task> {
  return TASKS[t.kind] as TaskRules<WixossState, Task>;
}
