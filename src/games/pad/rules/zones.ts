/** Small state helpers every rule file uses: top cards, drawing, life, moving drop-area cards. */
import { say } from '../../../engine/events.js';
import { takeAt } from '../../../engine/piles.js';
import type { Seat } from '../../../engine/game.js';
import { card, cardNameOf } from '../cards/catalogue.js';
import { hasOp } from '../cards/facts.js';
import type { PadCard } from '../cards/types.js';
import type { PadState, PlayerState, Task } from '../state.js';
import { deckToLife, takeTop } from './hidden-piles.js';
import { listCache, text } from './texts.js';
import { m } from '../messages/index.js';

// Event lines are the engine's; the rules and ops files take `say` from here with the other state helpers.
export { say };

const LIFE_MAX = 5;
export const HAND_LIMIT = 7;

export function top(p: PlayerState, stack: number): PadCard {
  const s = p.stacks[stack]!;
  return card(s[s.length - 1]!);
}

/** A seat as the events name it: its player's name (`P1` when the log gave none). */
export function seatName(s: PadState, seat: Seat): string {
  return s.players[seat]!.name;
}

/** Draw `n` (fewer when the deck runs out); the drawer alone learns the names. */
export function draw(s: PadState, seat: Seat, n: number): number {
  const got = takeTop(s, seat, n, seat);
  s.players[seat]!.hand.push(...got);
  if (got.length > 0) {
    s.revealed = true;
    say(s, m().ev.draws(seatName(s, seat), got.length));
    say(s, m().ev.youDrew(got.map(cardNameOf)), seat);
  }
  return got.length;
}

/** `drop H to C` for every hand card and column, then `pass` (the same list for the same hand size). */
export const dropOrPass = listCache((handSize) => {
  const out: string[] = [];
  for (let h = 1; h <= handSize; h++) for (let c = 1; c <= 3; c++) out.push(text('drop # to #', h, c));
  return [...out, 'pass'];
});

/**
 * Heal 1: the deck's top card joins life face down, only while life is under `cap`. The recover step stops at 5 (the
 * rules); a card's heal stops where its text says (Siren: under 5), and one that names no limit has none (Cure).
 */
export function heal(s: PadState, seat: Seat, cap = LIFE_MAX): boolean {
  const p = s.players[seat]!;
  if (p.life.length >= cap || p.deck.length === 0) return false;
  deckToLife(s, seat);
  say(s, m().ev.recovers(seatName(s, seat), p.life.length));
  return true;
}

/** Cards that can leave the drop area without emptying a column. */
export function payable(p: PlayerState): number {
  let n = 0;
  for (const col of p.columns) n += col.length - 1;
  return n;
}

/** Drop-area position `pos` counted from the top (0 = top card) of column `col`, as an array index. */
export function dropIndex(p: PlayerState, col: number, pos: number): number {
  return p.columns[col]!.length - 1 - pos;
}

export function takeFromDrop(p: PlayerState, col: number, pos: number): number {
  return takeAt(p.columns[col]!, dropIndex(p, col, pos));
}

/** `orb C P` choices for every card of `p`'s drop area (removable only: columns with 2+ cards, when `removable`). */
export function orbChoices(p: PlayerState, verb: string, removable: boolean, skip?: [number, number]): string[] {
  const out: string[] = [];
  const pattern = `${verb} # #`;
  for (let c = 0; c < p.columns.length; c++) {
    const length = p.columns[c]!.length;
    if (removable && length < 2) continue;
    for (let pos = 0; pos < length; pos++) {
      if (skip && skip[0] === c && skip[1] === pos) continue;
      out.push(text(pattern, c + 1, pos + 1));
    }
  }
  return out;
}

export function isAttr(c: PadCard, attr: string | undefined): boolean {
  return !attr || c.attribute === attr || c.sub === attr;
}

export function cannotFight(c: PadCard): boolean {
  return hasOp(c, 'noAttackGuard');
}

/** Put `tasks` on the task stack (next task last) to be done next, the first of them first. */
export function doNext(s: PadState, tasks: Task[]): void {
  for (let i = tasks.length - 1; i >= 0; i--) s.tasks.push(tasks[i]!);
}

