/** EAT/PAINT (YUTRIO, 2023): the GameDefinition wiring. Rules: ../shared/rules/eatpaint.md. */
import { seatOrderKeys, type GameDefinition } from '../../engine/game.js';
import { COMMON_OP_PARAMS, OP_PARAMS } from './cards/op-specs.js';
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
import { OPS } from './rules/ops.js';
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
  // `info field 2` is work 2 of a magician, or energy card 2 of a dragonkin when it lies face up.
  cardPlaces: { seats: 'sides', hand: 'hand', field: ['works', 'energy'] },
  ops: { cards: { handlers: OPS, params: OP_PARAMS, common: COMMON_OP_PARAMS } },
  midMove: (s) => s.tasks.length > 0,
  // A defender's trap window is inside the attacker's turn (docs/bots.md, "EAT/PAINT: rollouts to the next turn").
  turnSeat: (s) => s.active,
};
