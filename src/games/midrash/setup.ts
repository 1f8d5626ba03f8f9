/** Setup for 2-4 seats and for solo (spec "Setup" and "Solo mode"). */
import type { SetupOptions } from '../../engine/game.js';
import { becauseOf, chancePick, revealCard, shufflePile, takeRevealed } from '../../engine/chance.js';
import type { RngState } from '../../engine/rng.js';
import { turnPosition } from '../../engine/turn-order.js';
import { catalogue } from './cards/load.js';
import { beginTurn } from './rules/end-turn.js';
import { referee } from './rules/flow.js';
import { shuffleDeck } from './rules/grimoire.js';
import { CENTRE, freshTurnInfo, ROUND_LIMIT_OPTION, SLOTS, type MidrashState, type SeatState } from './state.js';
import { why } from './messages/table-why.js';
import { seatState } from './state.js';

/** Supply cards by turn position (0-based): the 2nd player on the centre, the 3rd on the other two mansions, the 4th on all three. */
const SUPPLY_SLOTS: number[][] = [[], [CENTRE], [1, 3], [1, 2, 3]];
/** Designed: calamities in play (5 normal; hard mode adds 2). */
const CALAMITIES = { normal: 5, hard: 7 };

function newSeat(): SeatState {
  // Ruling: slots 1 and 5 start as wastelands, 2-4 as mansions; slot 3 is the centre.
  const slots = Array.from({ length: SLOTS }, (_, i) => ({ waste: i === 0 || i === SLOTS - 1, under: [] as number[], cards: [] as number[] }));
  return { slots, mana: 0, magic: 0, up: false, merits: [] };
}

/** The keys a log may stack (`order.<key>`): the four grimoire levels, and in solo the demon and calamity piles. */
export function orderKeys(players: number): string[] {
  const levels = [1, 2, 3, 4].map((level) => `level${level}`);
  return players === 1 ? [...levels, 'demons', 'calamities'] : levels;
}

/** The round limit option: a whole number of rounds, or none ("off" or not given). */
function roundLimit(options: SetupOptions): number | null {
  const value = options.options[ROUND_LIMIT_OPTION];
  return value === undefined || value === 'off' ? null : Number(value);
}

export function setup(options: SetupOptions, rng: RngState): MidrashState {
  const cat = catalogue();
  const n = options.players.length;
  const solo = n === 1;
  const state: MidrashState = {
    rng, events: [], players: n, first: 0, turn: 0, round: 1, hard: options.options.mode === 'hard', roundLimit: roundLimit(options),
    seats: Array.from({ length: n }, newSeat),
    names: [...options.players],
    supply: cat.equipment.map((kind) => [...kind]),
    decks: cat.grimoire.map((level) => [...level]),
    discards: [[], [], [], []],
    reveal: null, upgraded: [], possessed: [], box: [], solo: null, info: freshTurnInfo(), tasks: [], result: null, quiet: false,
  };
  for (let level = 1; level <= 4; level++) shuffleDeck(state, level);
  const supplies = [...cat.supplies];
  if (solo) {
    const idOf = (c: number) => cat.idOf[c]!;
    // The demon and the calamities are turned face up from their shuffled piles: chance outcomes everyone sees.
    const demons = shufflePile(rng, 'demons', [...cat.demons], idOf);
    const demon = becauseOf(rng, () => why().demon, () => revealCard(rng, 'demons', demons, 0, idOf));
    const def = cat.demonOf[demon]!;
    const calamities = shufflePile(rng, 'calamities', [...cat.calamities], idOf);
    const count = (state.hard ? CALAMITIES.hard : CALAMITIES.normal) + def.extraCalamities;
    const row = becauseOf(rng, () => why().calamities, () => takeRevealed(rng, 'calamities', calamities, count, idOf)).sort((a, b) => cat.calamityOf[a]!.number - cat.calamityOf[b]!.number);
    const unused = [...demons.slice(1), ...calamities].sort((a, b) => a - b);
    state.solo = { demon, level: def.level, row: row.map((card) => ({ card, flipped: false, cover: [] })), unused };
    // The token on the demon card's number track is the turn marker (against Al it starts on 2: one turn fewer).
    state.round = def.startTurn;
    // The solo player sits as the second player: one supply card on the centre mansion.
    seatState(state, 0).slots[CENTRE]!.cards.push(supplies.pop()!);
  } else {
    state.first = options.first ?? chancePick(rng, 'first', n);
    state.seats.forEach((seat, s) => {
      for (const slot of SUPPLY_SLOTS[turnPosition(s, state.first, n)]!) seat.slots[slot]!.cards.push(supplies.pop()!);
    });
  }
  state.box.push(...supplies);
  beginTurn(state, state.first);
  referee.settle(state);
  return state;
}
