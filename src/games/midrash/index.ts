/** Midrash (ミドラーシュ): the GameDefinition wiring. */
import type { GameDefinition } from '../../engine/game.js';
import { cardRows } from './cards/rows.js';
import { describe } from './describe.js';
import { evaluate } from './evaluate.js';
import { explain } from './explain.js';
import { render } from './render.js';
import { applyChoice, decide } from './rules/flow.js';
import { RULES } from './rules-text.js';
import { setup } from './setup.js';
import { ROUND_LIMIT_OPTION, SELF_PLAY_ROUND_LIMIT, type MidrashState } from './state.js';
import { cardInstances, determinize, view, type MidrashView } from './view.js';

export const game: GameDefinition<MidrashState, MidrashView> = {
  id: 'midrash',
  name: 'Midrash',
  version: '1',
  players: { min: 1, max: 4, default: 2 },
  options: { mode: ['normal', 'hard'] },
  openOptions: {
    // Not a rule of the game (the rulebook plays on until someone reaches 10): a bound for bots and long sessions.
    [ROUND_LIMIT_OPTION]: {
      accepts: (value) => value === 'off' || /^[1-9]\d{0,2}$/.test(value),
      allowed: '1-999 (rounds), off',
      selfPlay: String(SELF_PLAY_ROUND_LIMIT),
    },
  },
  cards: cardRows,
  rules: RULES,
  setup,
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
