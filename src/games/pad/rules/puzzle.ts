/** Puzzle phase: drop start, drop add, the combo step (one column, chained from the deck) and the recover step. */
import { takeAt } from '../../../engine/piles.js';
import { cardNameOf } from '../cards/catalogue.js';
import { bitCount, chainColumn, columnCombos, kindNames } from './combos.js';
import { triggerTasks } from './effects.js';
import { checkLife } from './life.js';
import type { StepTable } from '../../../engine/referee.js';
import { takeTop } from './hidden-piles.js';
import { doNext, dropOrPass, heal, say, seatName, top } from './zones.js';
import { MOVES } from '../moves.js';
import { hasOp } from '../cards/facts.js';
import { opponent, type PadState, type Step } from '../state.js';
import { text } from './texts.js';
import { m } from '../messages/index.js';
import { becauseOf } from '../../../engine/chance.js';
import { why } from '../messages/table-why.js';

const HEAL_BIT = 1 << 5;

/** King of Hell, Satan: the turn player's heal combo deals damage instead. */
function healsToDamage(s: PadState): boolean {
  const p = s.players[s.seat]!;
  for (let st = 0; st < 5; st++) if (hasOp(top(p, st), 'healToDamage')) return true;
  return false;
}

export const PUZZLE_STEPS: StepTable<PadState, Step> = {
  dropStart: {
    // The first player skips drop start on the game's first turn; an empty deck has nothing to give.
    choices: (s) => (s.turn === 1 || s.players[s.seat]!.deck.length === 0 ? [] : ['deck to 1', 'deck to 2', 'deck to 3']),
    apply: (s, choice) => {
      const p = s.players[s.seat]!;
      const col = MOVES.argsOf(choice, 'deck to')!.column - 1;
      const c = becauseOf(s.rng, () => why().toColumn(seatName(s, s.seat), col + 1), () => takeTop(s, s.seat, 1)[0]!);
      p.columns[col]!.push(c);
      s.revealed = true;
      say(s, m().ev.dropFromDeck(seatName(s, s.seat), cardNameOf(c), col + 1));
      s.dropStartCard = c;
      s.step = 'dropAdd';
      doNext(s, triggerTasks(s, s.seat, 'dropStart'));
    },
    skip: (s) => {
      s.step = 'dropAdd';
    },
  },
  dropAdd: {
    choices: (s) => dropOrPass(s.players[s.seat]!.hand.length),
    apply: (s, choice) => {
      if (choice !== 'pass') {
        const p = s.players[s.seat]!;
        const drop = MOVES.argsOf(choice, 'drop to')!;
        const [h, col] = [drop.hand - 1, drop.column - 1];
        const c = takeAt(p.hand, h);
        p.columns[col]!.push(c);
        say(s, m().ev.dropFromHand(seatName(s, s.seat), cardNameOf(c), col + 1));
      }
      s.step = 'combo';
    },
  },
  combo: {
    choices: (s) => {
      const cols = s.players[s.seat]!.columns;
      const out: string[] = [];
      for (let c = 0; c < cols.length; c++) if (columnCombos(cols[c]!)) out.push(text('column #', c + 1));
      return out;
    },
    apply: (s, choice) => {
      const p = s.players[s.seat]!;
      const col = MOVES.argsOf(choice, 'column')!.column - 1;
      const { mask, added } = chainColumn(p.columns[col]!, p.deck, (n) => becauseOf(s.rng, () => why().toColumn(seatName(s, s.seat), col + 1), () => takeTop(s, s.seat, n)));
      if (added > 0) s.revealed = true;
      s.resolved = col;
      s.comboKinds = mask;
      s.combos = bitCount(mask);
      const t = m();
      say(s, t.ev.resolves(seatName(s, s.seat), col + 1, s.combos, t.kindList(kindNames(mask).map((k) => t.kind[k])), added));
      s.step = 'afterCombo';
    },
    skip: (s) => {
      say(s, m().ev.noCombo(seatName(s, s.seat)));
      s.step = 'afterCombo';
    },
  },
  afterCombo: {
    auto: (s) => {
      if (s.combos > 0) doNext(s, triggerTasks(s, s.seat, 'combo'));
      s.step = 'recover';
    },
  },
  recover: {
    auto: (s) => {
      if (s.comboKinds & HEAL_BIT) {
        if (healsToDamage(s)) {
          say(s, m().ev.healToDamage(seatName(s, s.seat)));
          doNext(s, [{ kind: 'damage', seat: opponent(s.seat), amount: 1, byAttack: false }]);
        } else heal(s, s.seat);
      }
      checkLife(s);
      doNext(s, [...triggerTasks(s, s.seat, 'puzzleEnd'), ...triggerTasks(s, s.seat, 'attackStart')]);
      s.step = 'declare';
    },
  },
};
