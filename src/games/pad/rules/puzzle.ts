/** Puzzle phase: drop start, drop add, the combo step (one column, chained from the deck) and the recover step. */
import { takeAt } from '../../../engine/piles.js';
import { card } from '../cards/catalogue.js';
import { bitCount, chainColumn, columnCombos, kindNames } from './combos.js';
import { triggerTasks } from './effects.js';
import { checkLife } from './life.js';
import type { StepTable } from './step.js';
import { dropOrPass, heal, numbers, pushFront, say, seatName } from './zones.js';
import { text } from './texts.js';

const HEAL_BIT = 1 << 5;

export const PUZZLE_STEPS: StepTable = {
  dropStart: {
    prompt: () => "drop start: put your deck's top card on a column",
    // The first player skips drop start on the game's first turn; an empty deck has nothing to give.
    list: (s) => (s.turn === 1 || s.players[s.seat]!.deck.length === 0 ? [] : ['deck to 1', 'deck to 2', 'deck to 3']),
    apply: (s, choice) => {
      const p = s.players[s.seat]!;
      const col = numbers(choice)[0]!;
      const c = p.deck.shift()!;
      p.columns[col]!.push(c);
      s.revealed = true;
      say(s, `${seatName(s.seat)} drops ${card(c).name} from the deck on column ${col + 1}`);
      s.step = 'dropAdd';
    },
    skip: (s) => {
      s.step = 'dropAdd';
    },
  },
  dropAdd: {
    prompt: () => 'drop add: you may put 1 hand card on a column',
    list: (s) => dropOrPass(s.players[s.seat]!.hand.length),
    apply: (s, choice) => {
      if (choice !== 'pass') {
        const p = s.players[s.seat]!;
        const [h, col] = numbers(choice) as [number, number];
        const c = takeAt(p.hand, h);
        p.columns[col]!.push(c);
        say(s, `${seatName(s.seat)} drops ${card(c).name} from hand on column ${col + 1}`);
      }
      s.step = 'combo';
    },
  },
  combo: {
    prompt: () => 'combo step: choose the column to resolve (the others wait for your next turn)',
    list: (s) => {
      const cols = s.players[s.seat]!.columns;
      const out: string[] = [];
      for (let c = 0; c < cols.length; c++) if (columnCombos(cols[c]!)) out.push(text('column #', c + 1));
      return out;
    },
    apply: (s, choice) => {
      const p = s.players[s.seat]!;
      const col = numbers(choice)[0]!;
      const { mask, added } = chainColumn(p.columns[col]!, p.deck);
      if (added > 0) s.revealed = true;
      s.resolved = col;
      s.comboKinds = mask;
      s.combos = bitCount(mask);
      say(s, `${seatName(s.seat)} resolves column ${col + 1}: ${s.combos} combo${s.combos === 1 ? '' : 's'} (${kindNames(mask).join(', ')}), ${added} card${added === 1 ? '' : 's'} added from the deck`);
      s.step = 'afterCombo';
    },
    skip: (s) => {
      say(s, `${seatName(s.seat)} makes no combo`);
      s.step = 'afterCombo';
    },
  },
  afterCombo: {
    auto: (s) => {
      if (s.combos > 0) pushFront(s, triggerTasks(s, s.seat, 'combo'));
      s.step = 'recover';
    },
  },
  recover: {
    auto: (s) => {
      if (s.comboKinds & HEAL_BIT) heal(s, s.seat);
      checkLife(s);
      s.step = 'declare';
    },
  },
};
