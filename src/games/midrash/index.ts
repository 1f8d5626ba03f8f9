/** Midrash (ミドラーシュ): the GameDefinition wiring. */
import type { GameDefinition } from '../../engine/game.js';
import { CALAMITY_OP_PARAMS, OP_PARAMS } from './cards/load.js';
import { cardRows } from './cards/rows.js';
import { ENTRY } from './entry.js';
import { evaluate } from './evaluate.js';
import { explain } from './explain.js';
import { boardKey } from './board-key.js';
import { render } from './render.js';
import { viewData } from './view-data.js';
import { OPS } from './rules/effects.js';
import { referee } from './rules/flow.js';
import { CALAMITY_OPS } from './rules/solo.js';
import { leave } from './rules/leave.js';
import { MOVES } from './moves.js';
import { describeBy } from '../../engine/moves/table.js';
import { QUESTIONS } from './questions.js';
import { choiceKey } from './rules/summon.js';
import { rolloutChoice } from './rollout.js';
import { RULES } from './rules-text.js';
import { orderKeys, setup } from './setup.js';
import { ROUND_LIMIT_OPTION, SELF_PLAY_ROUND_LIMIT, type MidrashState } from './state.js';
import { view, ZONES, type MidrashView } from './view.js';

export const game: GameDefinition<MidrashState, MidrashView> = {
  id: ENTRY.id,
  name: ENTRY.name,
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
  orderKeys,
  decision: referee.decision,
  leave,
  apply: referee.apply,
  view,
  render,
  boardKey,
  viewData,
  moves: MOVES,
  describe: describeBy(MOVES, referee.decision),
  questions: QUESTIONS,
  explain,
  determinize: ZONES.determinize,
  cardInstances: ZONES.cardInstances,
  evaluate,
  // Hard won 57% against 500 iterations (interval 47-66%), 65% against 200 (68-24-8 against greedy). Hard's
  // progressive bias took it from 80-17-3 to 86-14 against greedy on the same 100 games (first seat 37 to 44 of 57),
  // and its tree keys (rules/summon.ts) to 90-10; normal 78-20-2 against greedy, hard 65% against normal.
  levelBudgets: { normal: { iterations: 200 }, hard: { bias: 1 } },
  rolloutChoice,
  choiceKey,
  // Everything on a Midrash table is open (no hands): seats pass the terminal without a hand-off screen.
  privateViews: false,
  // `info field 2` is the top card of territory slot 2 (an upgraded card shows its back face); there are no hands.
  cardPlaces: { seats: 'seats', field: ['slots'] },
  ops: { cards: { handlers: OPS, params: OP_PARAMS }, calamities: { handlers: CALAMITY_OPS, params: CALAMITY_OP_PARAMS } },
  midMove: (s) => s.tasks.length > 0 && s.tasks[s.tasks.length - 1]!.kind !== 'start',
};
