/** EAT/PAINT (YUTRIO, 2023): the GameDefinition wiring. Rules: ../shared/rules/eatpaint.md. */
import { seatOrderKeys, type CardRef, type GameDefinition, type Seat } from '../../engine/game.js';
import { catalogue } from './cards/catalogue.js';
import { deckRules, type EpDeck } from './decks.js';
import { ENTRY } from './entry.js';
import { evaluate } from './evaluate.js';
import { explain } from './explain.js';
import { MOVES } from './moves.js';
import { describeBy } from '../../engine/moves/table.js';
import { boardKey } from './board-key.js';
import { render } from './render.js';
import { viewData } from './view-data.js';
import { RULES } from './rules-text.js';
import { referee } from './rules/flow.js';
import { LIFE_OPTIONS, setup, spdFirst } from './setup.js';
import type { EpState } from './state.js';
import { view, ZONES, type EpView } from './view.js';
import { QUESTIONS } from './questions.js';

export const game: GameDefinition<EpState, EpView, EpDeck> = {
  id: ENTRY.id,
  name: ENTRY.name,
  version: '1',
  players: { min: 2, max: 2, default: 2 },
  options: { life: LIFE_OPTIONS },
  decks: deckRules,
  defaultDecks: ['sabil-apra', 'aika-red'],
  cards: catalogue,
  rules: RULES,
  setup,
  orderKeys: seatOrderKeys,
  ruledFirst: spdFirst,
  decision: referee.decision,
  apply: referee.apply,
  view,
  render,
  boardKey,
  viewData,
  moves: MOVES,
  // A hand card or a set trap is named to its owner only (moves.ts).
  describe: describeBy(MOVES, referee.decision),
  questions: QUESTIONS,
  explain,
  determinize: ZONES.determinize,
  cardInstances: ZONES.cardInstances,
  evaluate,
  // A short race: hard was even against 150 and 500 iterations, 62.5% against 40 (80-20 against greedy; since the
  // game's turnSeat, 68.5% and 81-19).
  levelBudgets: { normal: { iterations: 40 } },
  cardAt,
  midMove: (s) => s.tasks.length > 0,
  // A defender's trap window is inside the attacker's turn (docs/bots.md, "EAT/PAINT: rollouts to the next turn").
  turnSeat: (s) => s.active,
};

/**
 * `info 3` is hand card 3 of the asking seat; `info field 2` work 2 of a magician, or energy card 2 of a
 * dragonkin when it lies face up (a face-down energy card is named to nobody).
 */
function cardAt(s: EpState, seat: Seat, ref: CardRef): string | undefined {
  if (ref.zone === 'hand') return s.sides[seat]?.hand[ref.n - 1];
  const side = s.sides[ref.owner];
  if (!side) return undefined;
  if (side.works.length > 0) return side.works[ref.n - 1]?.card;
  const energy = side.energy[ref.n - 1];
  return energy?.up ? energy.card : undefined;
}
