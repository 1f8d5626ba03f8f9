/** Game setup (spec "Setup"): shuffle, team to the monster zone, 5 life, 5 cards in hand, 1 card per drop column. */
import type { SetupOptions } from '../../engine/game.js';
import { randomInt, shuffleZone, type RngState } from '../../engine/rng.js';
import { card } from './cards/catalogue.js';
import type { PadDeck } from './decks.js';
import { advance } from './rules/flow.js';
import { noBoosts, type PadState, type PlayerState } from './state.js';
import { m } from './messages/index.js';

function player(name: string, deck: PadDeck, seat: number, rng: RngState): PlayerState {
  const cards = shuffleZone(rng, String(seat + 1), [...deck.deck], (c) => card(c).id);
  const life = cards.splice(0, 5);
  const hand = cards.splice(0, 5);
  const columns = cards.splice(0, 3).map((c) => [c]);
  return {
    name,
    deck: cards,
    hand,
    life,
    discard: [],
    columns,
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
    bonus: {},
    boosts: [noBoosts(), noBoosts()],
    hitByAttack: [false, false],
    onFoeDamaged: [],
    abilities: [false, false, false, false, false],
    dropStartCard: -1,
    swapped: [false, false, false],
    moves: 0,
    winner: null,
    over: null,
  };
}

export function setupGame(options: SetupOptions<PadDeck>, rng: RngState): PadState {
  const players = options.players.map((name, seat) => player(name, options.decks[seat]!, seat, rng));
  const first = options.first ?? randomInt(rng, 2);
  const s = freshState(rng, players, { seat: first, first, turn: 0, step: 'swap' });
  s.events.push({ text: m().ev.goesFirst(`P${first + 1}`) });
  advance(s);
  return s;
}
