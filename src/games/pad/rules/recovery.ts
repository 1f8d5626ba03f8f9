/** Recovery phase: the resolved column keeps only its top card; hand down to 7; end-of-recovery effects. */
import { takeAt } from '../../../engine/piles.js';
import { card } from '../cards/catalogue.js';
import { opponent } from '../state.js';
import { triggerTasks } from './effects.js';
import type { StepTable } from './step.js';
import { HAND_LIMIT, numbers, pushFront, say, seatName } from './zones.js';
import { listCache, text } from './texts.js';

const discardChoices = listCache((handSize) => Array.from({ length: handSize }, (_, h) => text('discard #', h + 1)));

export const RECOVERY_STEPS: StepTable = {
  recovery: {
    auto: (s) => {
      const p = s.players[s.seat]!;
      if (s.resolved >= 0) {
        const col = p.columns[s.resolved]!;
        const gone = col.splice(0, col.length - 1);
        p.discard.push(...gone);
        if (gone.length) say(s, `${seatName(s.seat)} clears column ${s.resolved + 1} down to its top card (${gone.length} to the discard)`);
      }
      s.step = 'handLimit';
    },
  },
  handLimit: {
    prompt: (s) => `hand limit: discard down to ${HAND_LIMIT} (${s.players[s.seat]!.hand.length} now)`,
    list: (s) => {
      const handSize = s.players[s.seat]!.hand.length;
      return handSize > HAND_LIMIT ? discardChoices(handSize) : [];
    },
    apply: (s, choice) => {
      const p = s.players[s.seat]!;
      const c = takeAt(p.hand, numbers(choice)[0]!);
      p.discard.push(c);
      say(s, `${seatName(s.seat)} discards ${card(c).name}`);
    },
    skip: (s) => {
      pushFront(s, triggerTasks(s, s.seat, 'refreshEnd'));
      s.step = 'endTurn';
    },
  },
  endTurn: {
    auto: (s) => {
      s.seat = opponent(s.seat);
      s.step = 'turnStart';
    },
  },
};
