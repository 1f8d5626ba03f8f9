/** Skill cards: usable only with a monster of their attribute in play; pay, resolve, then discard. */
import { takeAt } from '../../../engine/piles.js';
import type { Seat } from '../../../engine/game.js';
import { card } from '../cards/catalogue.js';
import type { Timing } from '../cards/types.js';
import type { PadState } from '../state.js';
import { effectTasks } from './effects.js';
import { isAttr, payable, pushFront, say, seatName, top } from './zones.js';
import { text } from './texts.js';

export function skillUsable(s: PadState, seat: Seat, handIdx: number, when: Timing): boolean {
  const p = s.players[seat]!;
  const c = card(p.hand[handIdx]!);
  if (c.kind !== 'skill' || !c.effects.some((e) => e.when === when)) return false;
  if (c.cost > payable(p)) return false;
  let gate = false;
  for (let st = 0; st < 5 && !gate; st++) gate = c.attribute !== null && isAttr(top(p, st), c.attribute);
  if (!gate) return false;
  // An effect that discards hand cards must be paid in full by the other hand cards.
  const discards = c.effects.filter((e) => e.when === when).flatMap((e) => e.ops).filter((o) => o.op === 'discardHand');
  return discards.every((o) => p.hand.length - 1 >= (o.n ?? 1));
}

export function skillChoices(s: PadState, seat: Seat, when: Timing, handIdxs?: number[]): string[] {
  const p = s.players[seat]!;
  const out: string[] = [];
  for (const h of handIdxs ?? p.hand.map((_, i) => i)) if (skillUsable(s, seat, h, when)) out.push(text('skill #', h + 1));
  return out;
}

export function startSkill(s: PadState, seat: Seat, handIdx: number, when: Timing): void {
  const p = s.players[seat]!;
  const c = takeAt(p.hand, handIdx);
  p.limbo.push(c);
  say(s, `${seatName(seat)} uses ${card(c).name}`);
  const cost = card(c).cost;
  pushFront(s, [...(cost > 0 ? [{ t: 'pay' as const, seat, n: cost }] : []), ...effectTasks(s, seat, c, when), { t: 'finishSkill', seat, card: c }]);
}

export function finishSkill(s: PadState, seat: Seat, c: number): void {
  const p = s.players[seat]!;
  p.limbo.splice(p.limbo.indexOf(c), 1);
  p.discard.push(c);
}
