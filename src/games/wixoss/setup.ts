/** Building the starting state: decks shuffled, level-0 LRIG placed (or chosen), first player, opening hands. */
import type { SetupOptions } from '../../engine/game.js';
import { becauseOf, chancePick } from '../../engine/chance.js';
import type { RngState } from '../../engine/rng.js';
import { cardIndex } from './cards/db.js';
import type { WixossDeck } from './decks.js';
import { referee } from './rules/flow.js';
import { afterLrigChoice, levelZeroLrigs } from './rules/phases.js';
import { draw, shuffleDeck } from './rules/zones.js';
import type { Player, WixossState } from './state.js';
import { why } from './messages/table-why.js';

// Games built from the same decks share one kind table (it never changes): the rules' per-table answers ("does any
// card of this game have X", the defs) are then found once, not again for every game a sim or replay starts. Kept
// per card index (`addCards` makes a new one), for a bounded number of deck pairs.
const kindTables = new WeakMap<ReturnType<typeof cardIndex>, Map<string, string[]>>();

function sharedKinds(kinds: string[]): string[] {
  const index = cardIndex();
  let tables = kindTables.get(index);
  if (!tables) kindTables.set(index, (tables = new Map()));
  const key = kinds.join(' ');
  const known = tables.get(key);
  if (known) return known;
  if (tables.size < 256) tables.set(key, kinds);
  return kinds;
}

export function setupState(options: SetupOptions<WixossDeck>, rng: RngState): WixossState {
  const kinds: string[] = [];
  const ids: number[] = [];
  const kindIndex = new Map<string, number>();
  const kindOf = (id: string) => {
    let k = kindIndex.get(id);
    if (k === undefined) kindIndex.set(id, (k = kinds.push(id) - 1));
    return k;
  };
  const instances = (cards: string[]) => cards.map((id) => ids.push(kindOf(id)) - 1);
  const players: Player[] = options.players.map((name, seat) => {
    const deck = options.decks[seat]!;
    return {
      name, lrigDeck: instances(deck.lrig), deck: instances(deck.main), hand: [], lrig: [], lrigDown: false,
      signi: [-1, -1, -1], signiDown: [false, false, false], life: [], ener: [], trash: [], lrigTrash: [], check: [], mull: [], refreshes: 0,
    };
  });
  const s: WixossState = {
    rng, events: [], modern: options.options.rules === 'modern', kinds: sharedKinds(kinds), ids, players, first: 0, active: 0, turn: 0, phase: 'chooseLrig',
    tasks: [], mods: [], fired: [], frozen: [], trashedThisMain: false, trashing: false, endTurnNow: false, winner: -1, reason: '',
    // Set by every move; present from the start so every state object has one layout (the rules run faster).
    revealed: false,
  };
  players.forEach((_, seat) => shuffleDeck(s, seat));
  // Ruling: a coin flip (a chance outcome: `> first: 1` or `2` in a transcript) decides the first player unless it was given.
  s.first = options.first ?? chancePick(rng, 'first', 2);
  players.forEach((p, seat) => {
    const zero = levelZeroLrigs(s, seat);
    if (zero.length === 1) p.lrig.push(...p.lrigDeck.splice(zero[0]!, 1));
    becauseOf(rng, () => why().opening(p.name, 5), () => draw(s, seat, 5));
  });
  afterLrigChoice(s);
  referee.settle(s);
  return s;
}
