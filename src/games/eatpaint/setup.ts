/** Setup: decks shuffled, opening hands (with the magician's redraw), INK, first player by SPD. */
import { opponentOf } from '../../engine/turn-order.js';
import type { Seat, SetupOptions } from '../../engine/game.js';
import { pickText } from '../../engine/i18n.js';
import { becauseOf, chancePick, shufflePile, tellTable } from '../../engine/chance.js';
import type { RngState } from '../../engine/rng.js';
import { character, card, cardName } from './cards/load.js';
import { INK_OF } from './cards/types.js';
import type { EpDeck } from './decks.js';
import { referee } from './rules/flow.js';
import { beginTurn } from './rules/turn.js';
import { handSize } from './rules/stats.js';
import { drawTop } from './rules/zones.js';
import type { EpState, SideState } from './state.js';
import { m, who } from './messages/index.js';
import { why } from './messages/table-why.js';
import { sideOf } from './state.js';

export const LIFE_OPTIONS = ['10', '8', '12', '15'];

function newSide(name: string, deck: EpDeck, life: number): SideState {
  const ch = character(deck.character);
  const initial = ch.side === 'magician' ? Math.min(ch.ink!, deck.ink) : 0;
  return {
    name, char: deck.character, side: ch.side, sub: deck.sub, life, form: 0, rest: false,
    deck: [...deck.cards], hand: [], trash: [], heat: [], traps: [], energy: [], works: [],
    ink: initial, inkDiscard: deck.ink - initial, inkCard: INK_OF[deck.sub] ?? '', boost: 0, turns: 0,
  };
}

/** Shuffle with key `<seat 1-based>` (deck tops are the array ends, so a stacked order is reversed in). */
function shuffleDeck(rng: RngState, seat: Seat, side: SideState): void {
  shufflePile(rng, String(seat + 1), side.deck, (c) => c);
  side.deck.reverse();
}

function drawOpening(state: EpState, seat: Seat): void {
  const side = sideOf(state, seat);
  const n = handSize(side);
  becauseOf(state.rng, () => why().opening(side.name), () => {
    for (let i = 0; i < n && side.deck.length > 0; i++) side.hand.push(drawTop(state, seat));
  });
}

/** The higher SPD goes first (seed 1-3 ③); undefined on a tie, which a `first:` header or a seeded coin flip settles. */
export function spdFirst(decks: EpDeck[], players: string[]): { seat: Seat; reason: string } | undefined {
  const chars = decks.map((d) => character(d.character));
  const [a, b] = chars.map((ch) => ch.spd) as [number, number];
  if (a === b) return undefined;
  const fast = a > b ? 0 : 1;
  const say = (seat: Seat) => [players[seat] ?? `${seat + 1}`, pickText(chars[seat]!.name), chars[seat]!.spd] as const;
  return { seat: fast, reason: m().fasterFirst(...say(fast), ...say(opponentOf(fast))) };
}

export function setup(options: SetupOptions<EpDeck>, rng: RngState): EpState {
  // A `first:` that SPD overrules never gets here: the engine refuses it with its line (ruledFirst).
  const ruled = spdFirst(options.decks, options.players);
  const life = Number(options.options.life ?? LIFE_OPTIONS[0]);
  const state: EpState = {
    rng, events: [], sides: options.decks.map((d, seat) => newSide(options.players[seat] ?? `${seat + 1}`, d, life)), first: 0, active: 0, turn: 0, phase: 'main',
    attacks: 0, shortAtStart: false, drew: false, dryTurns: 0, startLife: life, tasks: [], using: [], attack: null, nextUid: 1, ending: null,
  };
  state.sides.forEach((side, seat) => {
    shuffleDeck(rng, seat, side);
    drawOpening(state, seat);
    // A magician without a work in hand shows it, shuffles it back and draws again (at a real table, told so).
    while (side.side === 'magician' && !side.hand.some((c) => card(c).type === 'work') && side.deck.length > 0) {
      const shown = m().redraw(who(state, seat), side.hand.map(cardName).join(', '));
      state.events.push({ text: shown });
      tellTable(rng, shown);
      side.deck.push(...side.hand.splice(0));
      shuffleDeck(rng, seat, side);
      drawOpening(state, seat);
    }
  });
  state.first = ruled ? ruled.seat : options.first ?? chancePick(rng, 'first', 2);
  state.active = state.first;
  state.events.push({ text: m().goesFirst(who(state, state.first)) });
  beginTurn(state);
  referee.settle(state);
  return state;
}
