/** Midrash (ミドラーシュ): the GameDefinition wiring. */
import type { GameDefinition } from '../../engine/game.js';
import { cardRows } from './cards/rows.js';
import { describe } from './describe.js';
import { evaluate } from './evaluate.js';
import { explain } from './explain.js';
import { render } from './render.js';
import { applyChoice, decide } from './rules/flow.js';
import { RULES } from './rules-text.js';
import { orderKeys, setup } from './setup.js';
import type { MidrashState } from './state.js';
import { cardInstances, determinize, view, type MidrashView } from './view.js';

export const game: GameDefinition<MidrashState, MidrashView> = {
  id: 'midrash',
  name: 'Midrash',
  version: '1',
  players: { min: 1, max: 4, default: 2 },
  options: { mode: ['normal', 'hard'] },
  cards: cardRows,
  rules: RULES,
  setup,
  orderKeys,
  decision: decide,
  apply: applyChoice,
  view,
  render,
  describe,
  explain,
  determinize,
  cardInstances,
  evaluate,
};
