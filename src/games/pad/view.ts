/** What a seat may see (hands of others, deck orders and life stay hidden), and resampling what it cannot see. */
import type { Seat } from '../../engine/game.js';
import { resampleHidden } from '../../engine/chance.js';
import type { RngState } from '../../engine/rng.js';
import { card } from './cards/catalogue.js';
import { copyState } from './copy.js';
import type { Attacker, PadState, PlayerState, Step } from './state.js';

export interface PlayerView {
  name: string;
  /** The viewer's own hand; null for another seat's hand. */
  hand: number[] | null;
  handCount: number;
  deckCount: number;
  lifeCount: number;
  discard: number[];
  columns: number[][];
  stacks: number[][];
  tapped: boolean[];
  limbo: number[];
  /** The deck's top cards this viewer was shown and that are still there (a reveal, or its owner's look). */
  deckTop?: number[];
}

export interface PadView {
  viewer: Seat | null;
  seat: Seat;
  turn: number;
  step: Step;
  combos: number;
  comboKinds: number;
  resolved: number;
  attackers: Attacker[];
  guard: { attacker: number; stacks: number[] } | null;
  players: PlayerView[];
  over: string | null;
  winner: Seat | null;
}

/** The catalogue ids of every card a view shows (its numbers are catalogue indices). */
export function viewCardIds(view: PadView): string[] {
  const shown = view.players.flatMap((p) => [...(p.hand ?? []), ...p.discard, ...p.columns.flat(), ...p.stacks.flat(), ...p.limbo, ...(p.deckTop ?? [])]);
  return [...new Set(shown)].map((i) => card(i).id);
}

/** How many of `p`'s top deck cards `viewer` has been shown (rules/hidden-piles.ts). */
function shownTop(p: PlayerState, viewer: Seat | null): number {
  return p.seen !== undefined && (p.seenBy === undefined || p.seenBy === viewer) ? p.seen : 0;
}

export function viewOf(s: PadState, viewer: Seat | null): PadView {
  return {
    viewer,
    seat: s.seat,
    turn: s.turn,
    step: s.step,
    combos: s.combos,
    comboKinds: s.comboKinds,
    resolved: s.resolved,
    attackers: s.attackers.map((a) => ({ ...a })),
    guard: s.guard ? { attacker: s.guard.attacker, stacks: [...s.guard.stacks] } : null,
    players: s.players.map((p, i) => ({
      name: p.name,
      hand: i === viewer ? [...p.hand] : null,
      handCount: p.hand.length,
      deckCount: p.deck.length,
      lifeCount: p.life.length,
      discard: [...p.discard],
      columns: p.columns.map((c) => [...c]),
      stacks: p.stacks.map((c) => [...c]),
      tapped: [...p.tapped],
      limbo: [...p.limbo],
      ...(shownTop(p, viewer) > 0 ? { deckTop: p.deck.slice(0, p.seen) } : {}),
    })),
    over: s.over,
    winner: s.winner,
  };
}

/**
 * Resample what `seat` cannot see: every deck and life pile (face down for everyone) and the other seats' hands,
 * each player's unknown cards shuffled among that player's unknown places. Deck cards `seat` was shown stay on top.
 */
export function determinizeState(s: PadState, seat: Seat, rng: RngState): PadState {
  const copy = copyState(s);
  copy.players.forEach((p, i) => {
    const unseen = p.deck.splice(shownTop(p, seat));
    resampleHidden(rng, i === seat ? [unseen, p.life] : [unseen, p.life, p.hand], (a, b) => a - b);
    p.deck.push(...unseen);
  });
  return copy;
}

export function cardInstancesOf(s: PadState): string[] {
  const out: string[] = [];
  s.players.forEach((p, i) => {
    for (const zone of [p.deck, p.hand, p.life, p.discard, p.limbo, ...p.columns, ...p.stacks]) for (const c of zone) out.push(`${i + 1}:${c}`);
  });
  return out;
}
