/** Skill cards: usable only with a monster of their attribute in play; pay, resolve, then discard. */
import { takeAt } from '../../../engine/piles.js';
import type { Seat } from '../../../engine/game.js';
import type { TaskRules } from '../../../engine/referee.js';
import { card, cardNameOf } from '../cards/catalogue.js';
import { factsOf } from '../cards/facts.js';
import { kindBit, type Timing } from '../cards/types.js';
import type { PadState, Task } from '../state.js';
import { discountedCost } from './cost.js';
import { skillActsOnSomething } from './skill-targets.js';
import { effectTasks } from './effects.js';
import { doNext, payable, say, seatName, top } from './zones.js';
import { text } from './texts.js';
import { m } from '../messages/index.js';

/** Combo-kind bits of the attributes among `seat`'s monsters in play (a skill needs a monster of its attribute). */
function attributesInPlay(s: PadState, seat: Seat): number {
  const p = s.players[seat]!;
  let mask = 0;
  for (let st = 0; st < 5; st++) mask |= factsOf(top(p, st)).attributeMask;
  return mask;
}

/** Why a hand card cannot be used as a skill now (explain.ts words each one). */
export type SkillProblem = 'notSkill' | 'timing' | 'cost' | 'attribute' | 'discard' | 'noTarget';

/**
 * What stops `seat` using hand card `handIdx` at timing `when` now, or null when it can be used. `discount` is what
 * an effect takes off its cost (Ruby Dragon). `canPay` (the drop area's payable cards) and `inPlay`
 * (attributesInPlay) may be passed in: they are the same for every hand card.
 */
export function skillProblem(
  s: PadState, seat: Seat, handIdx: number, when: Timing, discount = 0, canPay = payable(s.players[seat]!), inPlay = attributesInPlay(s, seat),
): SkillProblem | null {
  const p = s.players[seat]!;
  const c = card(p.hand[handIdx]!);
  if (c.kind !== 'skill' || c.attribute === null) return 'notSkill';
  const facts = factsOf(c);
  if (!facts.timings.has(when)) return 'timing';
  const cost = discountedCost(c, discount);
  if (cost > canPay) return 'cost';
  if (!(inPlay & kindBit(c.attribute))) return 'attribute';
  // An effect that discards hand cards must be paid in full by the other hand cards.
  if (p.hand.length - 1 < (facts.handDiscards[when] ?? 0)) return 'discard';
  return skillActsOnSomething(s, seat, handIdx, when, cost) ? null : 'noTarget';
}

/** Can `seat` use hand card `handIdx` at timing `when` now (for `discount` less)? */
export function skillUsable(s: PadState, seat: Seat, handIdx: number, when: Timing, discount = 0): boolean {
  return skillProblem(s, seat, handIdx, when, discount) === null;
}

/**
 * `skill H` choices of `seat` for timing `when`, added to `out`: hand card H of `handIdxs` (default every hand card),
 * with its cost lowered by `discount` (Ruby Dragon).
 */
export function skillChoices(s: PadState, seat: Seat, when: Timing, out: string[] = [], handIdxs: readonly number[] | null = null, discount = 0): string[] {
  const p = s.players[seat]!;
  const canPay = payable(p);
  const inPlay = attributesInPlay(s, seat);
  const count = handIdxs ? handIdxs.length : p.hand.length;
  for (let i = 0; i < count; i++) {
    const h = handIdxs ? handIdxs[i]! : i;
    if (skillProblem(s, seat, h, when, discount, canPay, inPlay) === null) out.push(text('skill #', h + 1));
  }
  return out;
}

/** Use hand card `handIdx` as a skill: into limbo, pay its cost (less `discount`), resolve its effects, discard it. */
export function startSkill(s: PadState, seat: Seat, handIdx: number, when: Timing, discount = 0): void {
  const p = s.players[seat]!;
  const c = takeAt(p.hand, handIdx);
  p.limbo.push(c);
  say(s, m().ev.uses(seatName(s, seat), cardNameOf(c)));
  const cost = discountedCost(card(c), discount);
  doNext(s, [...(cost > 0 ? [{ kind: 'pay' as const, seat, owed: cost }] : []), ...effectTasks(s, seat, c, when), { kind: 'finishSkill', seat, card: c }]);
}

function finishSkill(s: PadState, seat: Seat, c: number): void {
  const p = s.players[seat]!;
  p.limbo.splice(p.limbo.indexOf(c), 1);
  p.discard.push(c);
}

/** The skill's effects have resolved: it goes to the discard pile (automatic). */
export const FINISH_SKILL: TaskRules<PadState, Extract<Task, { kind: 'finishSkill' }>> = {
  ask: () => null,
  run(s, task) {
    finishSkill(s, task.seat, task.card);
    return true;
  },
};
