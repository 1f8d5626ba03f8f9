/**
 * WX06 Grid, Repeating Originality: "this turn, if your effect would reveal a number of cards from the top of your
 * deck, you may reveal one more instead". Each Grid On-Play this turn is one such "may" (two Grids: up to two more).
 * It covers the effects that reveal a stated number (`revealTopPick`, `revealRestBottom`); "reveal your top card"
 * names no number and is not covered (our ruling). The question is asked before the cards are revealed
 * (rules/tasks.ts), and the op reads its count through `revealCount`.
 */
import type { Seat } from '../../../engine/game.js';
import type { Task, WixossState } from '../state.js';

/** The ops that reveal a stated number of cards from the top of their player's deck. */
export const REVEALS_A_NUMBER: ReadonlySet<string> = new Set(['revealTopPick', 'revealRestBottom', 'revealTopCount']);

/** How many "one more" `seat`'s effects may take this turn. */
export function revealBonuses(s: WixossState, seat: Seat): number {
  let n = 0;
  for (const r of s.revealOneMore ?? []) if (r.seat === seat && r.turn === s.turn) n++;
  return n;
}

/** The number of cards the running op of `t` reveals: `n`, plus the ones its player chose to add. */
export function revealCount(t: Extract<Task, { kind: 'effect' }>, n: number): number {
  return n + (t.revealMore?.op === t.opIndex ? t.revealMore.more : 0);
}
