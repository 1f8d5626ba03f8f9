/**
 * Game setup (spec "Setup"): shuffle, team to the monster zone, 5 life, 5 cards in hand, 1 card per drop column,
 * then the first player. The hand is shown to its owner, the columns to everyone, life to nobody (chance outcomes).
 */
import type { SetupOptions } from '../../engine/game.js';
import { becauseOf, chancePick } from '../../engine/chance.js';
import type { RngState } from '../../engine/rng.js';
import type { PadDeck } from './decks.js';
import { referee } from './rules/flow.js';
import { shuffleDeck, takeFromDeck, takeTop } from './rules/hidden-piles.js';
import { say, seatName } from './rules/zones.js';
import { noBoosts, type PadState, type PlayerState } from './state.js';
import { m } from './messages/index.js';
import { why } from './messages/table-why.js';

/** A seat with its deck shuffled and its life laid out; `setupGame` then deals its hand and columns. */
function player(name: string, deck: PadDeck, seat: number, rng: RngState): PlayerState {
  const cards = shuffleDeck(rng, seat, [...deck.deck]);
  const life = cards.splice(0, 5);
  return {
    name,
    deck: cards,
    hand: [],
    life,
    discard: [],
    columns: [],
    stacks: deck.team.map((c) => [c]),
    tapped: [false, false, false, false, false],
    evolved: [false, false, false, false, false],
    limbo: [],
  };
}

/** Everything about a position except the players: nothing declared, guarded or resolved yet this turn. */
export function freshState(rng: RngState, players: PlayerState[], at: Pick<PadState, 'seat' | 'first' | 'turn' | 'step'>): PadState {
  return {
    rng,
    events: [],
    players,
    ...at,
    tasks: [],
    combos: 0,
    comboKinds: 0,
    resolved: -1,
    attackers: [],
    declared: [false, false, false, false, false],
    guard: null,
    guarded: [false, false, false, false, false],
    guardBonusGiven: [false, false, false, false, false],
    bonus: {},
    boosts: [noBoosts(), noBoosts()],
    hitByAttack: [false, false],
    onFoeDamaged: [],
    dropStartCard: -1,
    swapped: [false, false, false],
    winner: null,
    over: null,
  };
}

export function setupGame(options: SetupOptions<PadDeck>, rng: RngState): PadState {
  const players = options.players.map((name, seat) => player(name, options.decks[seat]!, seat, rng));
  const s = freshState(rng, players, { seat: 0, first: 0, turn: 0, step: 'swap' });
  // Cards 6-10 are the hand, 11-13 the columns. The columns are turned up first (everyone sees them), then the
  // hand is taken (its owner sees it): a transcript names a seat's columns before its hand (rules topic "log").
  players.forEach((p, seat) => {
    p.columns = [0, 1, 2].map((col) => [becauseOf(rng, () => why().column(p.name, col + 1), () => takeFromDeck(s, seat, 5))]);
    p.hand = becauseOf(rng, () => why().opening(p.name), () => takeTop(s, seat, 5, seat));
  });
  // Both decks are shuffled before the coin flip (the PRNG's order of use, which every seeded log relies on).
  const first = options.first ?? chancePick(rng, 'first', 2);
  s.seat = s.first = first;
  say(s, m().ev.goesFirst(seatName(s, first)));
  referee.settle(s);
  return s;
}
