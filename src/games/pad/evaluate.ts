/**
 * A quick score of how well `seat` is doing, for the greedy bot and the search's leaves. Games end by life or by
 * deck-out, so both count; then the board (evolutions, active monsters, combos waiting in the columns), hand and
 * declared attacks.
 */
import type { Seat } from '../../engine/game.js';
import { bitCount, columnCombos } from './rules/combos.js';
import { top } from './rules/zones.js';
import { opponent, type PadState } from './state.js';

/**
 * Between bots most PAD games end by deck-out (36 of 40 greedy self-play games): every turn takes at least 2 cards
 * (draw, drop start) and every combo more. So a deck card is worth a third of a life card (20 against 60; it was
 * 12, and the search made combos that drained its deck), and the last few more than the first ones: below this many
 * cards each missing one costs more and more (5 × shortfall², 320 points at an empty deck). docs/bots.md has the
 * figures.
 */
const LOW_DECK = 8;

export function lowDeckPenalty(deck: number): number {
  const short = Math.max(0, LOW_DECK - deck);
  return 5 * short * short;
}

/**
 * The other way a game ends: a big attack on a player with little life (in `strength-12` and `-14` hard held 3 life
 * against an opponent about to deck out, and lost to one turn's attacks). So below this much life each missing card
 * costs more: 20 × shortfall², 80 points more at 1 life.
 */
const LOW_LIFE = 3;

export function lowLifePenalty(life: number): number {
  const short = Math.max(0, LOW_LIFE - life);
  return 20 * short * short;
}

function strength(s: PadState, seat: Seat): number {
  const p = s.players[seat]!;
  let score = p.life.length * 60 + Math.min(p.deck.length, 30) * 20 + Math.min(p.hand.length, 7) * 5;
  score -= lowDeckPenalty(p.deck.length) + lowLifePenalty(p.life.length);
  for (let st = 0; st < 5; st++) {
    const c = top(p, st);
    score += (p.stacks[st]!.length - 1) * 10 + c.defense / 100 + c.attack[4]! / 100 + (p.tapped[st] ? 0 : 3);
  }
  for (const col of p.columns) score += bitCount(columnCombos(col)) * 3;
  // Attacks declared and not yet answered are damage about to happen.
  if (s.seat === seat) for (const a of s.attackers) score += a.damage * 40;
  return score;
}

export function evaluateState(s: PadState, seat: Seat): number {
  return Math.max(1, 2000 + strength(s, seat) - strength(s, opponent(seat)));
}
