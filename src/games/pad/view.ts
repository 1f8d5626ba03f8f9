/**
 * What a seat may see: the zones declared once (`ZONES`: deck and life face down for everyone, a hand seen by its
 * owner), from which the engine derives the card list and the resample; the deck's seen top cards by whoever saw them.
 */
import type { Seat } from '../../engine/game.js';
import type { RngState } from '../../engine/rng.js';
import { declareZones } from '../../engine/zones.js';
import { copyPlain } from '../../engine/plain.js';
import type { Attacker, PadState, Step } from './state.js';

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
  /** Life's bottom cards everyone knows (a card of the field that became a life card), next to be taken. */
  lifeKnown?: number[];
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

const player = (s: PadState, seat: Seat) => s.players[seat]!;
const seen = (s: PadState, seat: Seat) => player(s, seat).seen ?? 0;
const lifeSeen = (s: PadState, seat: Seat) => player(s, seat).lifeSeen ?? 0;

/** Whether `viewer` was shown `seat`'s seen top deck cards (rules/hidden-piles.ts): everyone after a reveal. */
function seesTop(s: PadState, seat: Seat, viewer: Seat | null): boolean {
  const { seenBy } = player(s, seat);
  return seenBy === undefined || seenBy === viewer;
}

/**
 * Every place a card can be. The hidden ones come first, in the order determinize has always refilled them (deck,
 * life, hand), so bots draw the same samples as before; a seat's hidden zones are one pool. The deck's `seen` top
 * cards (rules/hidden-piles.ts) stay put for the seat that looked, or for everyone after a reveal; life's known bottom
 * cards (`lifeSeen`) stay put for everyone.
 */
export const ZONES = declareZones<PadState, number>({
  seats: (s) => s.players.length,
  // Copies of a card are alike and never change sides: a card is its owner and its catalogue index.
  instance: (c, owner) => `${owner! + 1}:${c}`,
  compare: (a, b) => a - b,
  knownPlaces: (s, key, owner, seat) => {
    if (key === 'life') return [...Array(lifeSeen(s, owner!)).keys()];
    return key === 'deck' && seesTop(s, owner!, seat) ? [...Array(seen(s, owner!)).keys()] : [];
  },
  zones: [
    { key: 'deck', owner: 'seat', sees: 'nobody', ordered: true, pile: true, cards: (s, seat) => player(s, seat).deck },
    { key: 'life', owner: 'seat', sees: 'nobody', ordered: true, cards: (s, seat) => player(s, seat).life },
    { key: 'hand', owner: 'seat', sees: 'owner', ordered: false, cards: (s, seat) => player(s, seat).hand },
    { key: 'discard', owner: 'seat', sees: 'everyone', ordered: true, cards: (s, seat) => player(s, seat).discard },
    { key: 'limbo', owner: 'seat', sees: 'everyone', ordered: true, cards: (s, seat) => player(s, seat).limbo },
    { key: 'columns', owner: 'seat', sees: 'everyone', ordered: true, cards: (s, seat) => player(s, seat).columns.flat() },
    { key: 'stacks', owner: 'seat', sees: 'everyone', ordered: true, cards: (s, seat) => player(s, seat).stacks.flat() },
  ],
});

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
      hand: ZONES.shown(s, 'hand', i, viewer),
      handCount: p.hand.length,
      deckCount: p.deck.length,
      lifeCount: p.life.length,
      discard: [...p.discard],
      columns: p.columns.map((c) => [...c]),
      stacks: p.stacks.map((c) => [...c]),
      tapped: [...p.tapped],
      limbo: [...p.limbo],
      ...deckTop(s, i, viewer),
      ...(lifeSeen(s, i) > 0 ? { lifeKnown: p.life.slice(0, lifeSeen(s, i)) } : {}),
    })),
    over: s.over,
    winner: s.winner,
  };
}

/** Not from `ZONES`: the seen top cards are in the view of whoever saw them (`sees` alone would hide them). */
function deckTop(s: PadState, seat: Seat, viewer: Seat | null): { deckTop?: number[] } {
  return seen(s, seat) > 0 && seesTop(s, seat, viewer) ? { deckTop: player(s, seat).deck.slice(0, seen(s, seat)) } : {};
}

/** Not `ZONES.determinize`: the RNG is kept as PAD always has (determinizeFor replaces it). */
export function determinizeState(s: PadState, seat: Seat, rng: RngState): PadState {
  return ZONES.resample(copyPlain(s), seat, rng);
}
