/** EAT/PAINT (YUTRIO, 2023): the GameDefinition wiring. Rules: ../shared/rules/eatpaint.md. */
import type { GameDefinition } from '../../engine/game.js';
import { catalogue } from './cards/catalogue.js';
import { deckRules, type EpDeck } from './decks.js';
import { describe } from './describe.js';
import { evaluate } from './evaluate.js';
import { explain } from './explain.js';
import { render } from './render.js';
import { RULES } from './rules-text.js';
import { act, decide } from './rules/tasks.js';
import { LIFE_OPTIONS, setup, spdFirst } from './setup.js';
import type { EpState } from './state.js';
import { cardInstances, determinize, view, type EpView } from './view.js';

export const game: GameDefinition<EpState, EpView, EpDeck> = {
  id: 'eatpaint',
  name: 'EAT/PAINT',
  version: '1',
  players: { min: 2, max: 2, default: 2 },
  options: { life: LIFE_OPTIONS },
  decks: deckRules,
  defaultDecks: ['sabil-apra', 'aika-red'],
  cards: catalogue,
  rules: RULES,
  setup,
  ruledFirst: spdFirst,
  decision: decide,
  apply: act,
  view,
  render,
  describe,
  explain,
  determinize,
  cardInstances,
  evaluate,
};
