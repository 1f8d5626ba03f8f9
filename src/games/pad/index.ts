/** Puzzle & Dragons TCG: the GameDefinition wiring (rules in rules/, cards in cards/, spec: shared/rules/pad.md). */
import type { GameDefinition } from '../../engine/game.js';
import { CATALOGUE } from './cards/rows.js';
import { DECK_RULES, type PadDeck } from './decks.js';
import { describeChoice } from './describe.js';
import { evaluateState } from './evaluate.js';
import { explainChoice } from './explain.js';
import { renderBoard } from './render.js';
import { RULES_TEXT } from './rules-text.js';
import { applyChoice, decide } from './rules/flow.js';
import { setupGame } from './setup.js';
import type { PadState } from './state.js';
import { cardInstancesOf, determinizeState, viewCardIds, viewOf, type PadView } from './view.js';

export const game: GameDefinition<PadState, PadView, PadDeck> = {
  id: 'pad',
  name: 'Puzzle & Dragons TCG',
  version: '1',
  players: { min: 2, max: 2, default: 2 },
  options: {},
  decks: DECK_RULES,
  defaultDecks: ['fire-dark', 'water-wood-light'],
  cards: CATALOGUE,
  rules: RULES_TEXT,
  setup: setupGame,
  decision: decide,
  apply: applyChoice,
  view: viewOf,
  render: renderBoard,
  describe: describeChoice,
  explain: explainChoice,
  determinize: determinizeState,
  viewCardIds,
  cardInstances: cardInstancesOf,
  evaluate: evaluateState,
};
