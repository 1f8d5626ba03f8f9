/** The WIXOSS game definition: wiring only; the rules live in rules/, the cards in cards/ and data/wixoss/. */
import { GREEDY_ROLLOUTS } from '../../engine/levels.js';
import { seatOrderKeys, type GameDefinition } from '../../engine/game.js';
import { COMMON_OP_PARAMS, OP_PARAMS } from './cards/op-names.js';
import { OPS } from './cards/op-library.js';
import { catalogue } from './catalogue.js';
import { deckRules, type WixossDeck } from './decks.js';
// Before the rules: it loads the op library (cards/ops.ts) first, as the op files that import it expect.
import { QUESTIONS } from './questions.js';
import { ENTRY } from './entry.js';
import { explainChoice } from './explain.js';
import { evaluateState } from './evaluate.js';
import { boardKey } from './board-key.js';
import { renderView } from './render.js';
import { viewData } from './view-data.js';
import { referee } from './rules/flow.js';
import { contentLang } from '../../engine/i18n.js';
import { RULES } from './rules-text.js';
import { RULES_ZH } from './rules-text.zh.js';
import { setupState } from './setup.js';
import type { WixossState } from './state.js';
import { determinizeFor, viewOf, ZONES, type WixossView } from './view.js';
import { MOVES } from './moves.js';
import { describeBy } from '../../engine/moves/table.js';

export const game: GameDefinition<WixossState, WixossView, WixossDeck> = {
  id: ENTRY.id,
  name: ENTRY.name,
  version: '1',
  players: { min: 2, max: 2, default: 2 },
  options: { rules: ['seed', 'modern'] },
  decks: deckRules,
  defaultDecks: ['white-hope', 'red-ambition'],
  cards: catalogue,
  get rules() { return contentLang() === 'zh' ? RULES_ZH : RULES; },
  setup: setupState,
  orderKeys: seatOrderKeys,
  decision: referee.decision,
  apply: referee.apply,
  view: viewOf,
  render: renderView,
  boardKey,
  viewData,
  moves: MOVES,
  // A card of the mover's hand or LRIG deck is named to the mover only (moves.ts).
  describe: describeBy(MOVES, referee.decision),
  questions: QUESTIONS,
  explain: explainChoice,
  determinize: determinizeFor,
  cardInstances: ZONES.cardInstances,
  evaluate: evaluateState,
  // Against greedy 100 iterations did as well as 500 (92-8 both); hard won 71% against 100, about half against 500
  // (66% and 84-16 against greedy since bots keep their opening hand).
  levelBudgets: { normal: { iterations: 100 }, hard: GREEDY_ROLLOUTS },
  // The mulligan: `evaluate` counts the hand, not what is in it, so a search scores each `mulligan N` by how many
  // own decisions it adds before the opponent's tree moves and by when its leaves are scored, not by the cards
  // (docs/bots.md, "The mulligan"); bots keep their opening hand (finishing a mulligan a player started).
  unjudged: (s) => (s.phase === 'mulligan' ? 'keep' : undefined),
  // `info field 2` is the SIGNI in zone 2 (every SIGNI is face up).
  cardPlaces: { seats: 'players', hand: 'hand', field: ['signi'] },
  ops: { cards: { handlers: OPS, params: OP_PARAMS, common: COMMON_OP_PARAMS } },
  midMove: (s) => s.tasks.length > 0,
};
