/** Evolution: pay the cost from the drop area, put the monster on a stack whose top is its evolves-from card. */
import { takeAt } from '../../../engine/piles.js';
import type { Seat } from '../../../engine/game.js';
import type { TaskRules } from '../../../engine/referee.js';
import { card, cardNameOf, nameOf } from '../cards/catalogue.js';
import type { PadCard } from '../cards/types.js';
import type { PadState, PlayerState, Task } from '../state.js';
import { discountedCost } from './cost.js';
import { effectTasks } from './effects.js';
import { doNext, payable, say, seatName } from './zones.js';
import { text } from './texts.js';
import { m } from '../messages/index.js';

/**
 * `evolve H on S` choices of `seat`, added to `out`: hand card H (of `handIdxs`, default every hand card) onto a stack
 * S whose top is its evolves-from card and that has not evolved this turn, with the cost payable and the card an
 * ultimate evolution discards in hand.
 */
export function evolveChoices(s: PadState, seat: Seat, handIdxs: readonly number[] | null = null, discount = 0, out: string[] = []): string[] {
  const p = s.players[seat]!;
  const canPay = payable(p);
  const count = handIdxs ? handIdxs.length : p.hand.length;
  for (let i = 0; i < count; i++) {
    const h = handIdxs ? handIdxs[i]! : i;
    const c = card(p.hand[h]!);
    if (evolveCardProblem(p, h, c, discount, canPay)) continue;
    for (let st = 0; st < 5; st++) if (!evolveStackProblem(p, st, c)) out.push(text('evolve # on #', h + 1, st + 1));
  }
  return out;
}

/** Why an evolution is not possible now (explain.ts words each one). */
export type EvolveProblem = 'notMonster' | 'base' | 'cost' | 'needs' | 'from' | 'evolved';

/** What stops hand card `h` (card `c`) evolving onto any stack now, or null. */
export function evolveCardProblem(p: PlayerState, h: number, c: PadCard, discount: number, canPay = payable(p)): EvolveProblem | null {
  if (c.kind !== 'monster') return 'notMonster';
  if (c.from < 0) return 'base';
  if (discountedCost(c, discount) > canPay) return 'cost';
  if (c.discardIndex >= 0 && !p.hand.some((other, j) => j !== h && other === c.discardIndex)) return 'needs';
  return null;
}

/** What stops card `c` evolving onto stack `st`: its top must be the evolves-from card, once per stack per turn. */
export function evolveStackProblem(p: PlayerState, st: number, c: PadCard): EvolveProblem | null {
  const stack = p.stacks[st]!;
  if (stack[stack.length - 1] !== c.from) return 'from';
  return p.evolved[st] ? 'evolved' : null;
}

/** Take the card out of hand, then pay, then place it (the placing step resolves the evolve effects). */
export function startEvolve(s: PadState, seat: Seat, handIdx: number, stack: number, discount = 0): void {
  const p = s.players[seat]!;
  const c = takeAt(p.hand, handIdx);
  p.limbo.push(c);
  const cost = discountedCost(card(c), discount);
  doNext(s, [...(cost > 0 ? [{ kind: 'pay' as const, seat, owed: cost }] : []), { kind: 'place', seat, card: c, stack }]);
}

function placeEvolution(s: PadState, seat: Seat, c: number, stack: number): void {
  const p = s.players[seat]!;
  p.limbo.splice(p.limbo.indexOf(c), 1);
  const info = card(c);
  if (info.discardIndex >= 0) {
    p.discard.push(takeAt(p.hand, p.hand.indexOf(info.discardIndex)));
    say(s, m().ev.evolveDiscard(seatName(s, seat), cardNameOf(info.discardIndex)));
  }
  const below = card(p.stacks[stack]![p.stacks[stack]!.length - 1]!);
  p.stacks[stack]!.push(c);
  p.tapped[stack] = false;
  p.evolved[stack] = true;
  say(s, m().ev.evolves(seatName(s, seat), nameOf(below), stack + 1, nameOf(info)));
  doNext(s, effectTasks(s, seat, c, 'evolve', stack));
}

/** The evolution's cost is paid: it goes onto its stack (automatic). */
export const PLACE: TaskRules<PadState, Extract<Task, { kind: 'place' }>> = {
  ask: () => null,
  run(s, task) {
    placeEvolution(s, task.seat, task.card, task.stack);
    return true;
  },
};
