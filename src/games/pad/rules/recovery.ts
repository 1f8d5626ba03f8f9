/** Recovery phase: the resolved column keeps only its top card; hand down to 7; end-of-recovery effects. */
import { takeAt } from '../../../engine/piles.js';
import { cardNameOf } from '../cards/catalogue.js';
import { opponent, type PadState, type Step } from '../state.js';
import { triggerTasks } from './effects.js';
import type { StepTable } from '../../../engine/referee.js';
import { HAND_LIMIT, doNext, say, seatName } from './zones.js';
import { MOVES } from '../moves.js';
import { listCache, text } from './texts.js';
import { m } from '../messages/index.js';

const discardChoices = listCache((handSize) => Array.from({ length: handSize }, (_, h) => text('discard #', h + 1)));

export const RECOVERY_STEPS: StepTable<PadState, Step> = {
  recovery: {
    auto: (s) => {
      const p = s.players[s.seat]!;
      if (s.resolved >= 0) {
        const col = p.columns[s.resolved]!;
        const gone = col.splice(0, col.length - 1);
        p.discard.push(...gone);
        if (gone.length) say(s, m().ev.clears(seatName(s, s.seat), s.resolved + 1, gone.length));
      }
      s.step = 'handLimit';
    },
  },
  handLimit: {
    choices: (s) => {
      const handSize = s.players[s.seat]!.hand.length;
      return handSize > HAND_LIMIT ? discardChoices(handSize) : [];
    },
    apply: (s, choice) => {
      const p = s.players[s.seat]!;
      const c = takeAt(p.hand, MOVES.argsOf(choice, 'discard')!.hand - 1);
      p.discard.push(c);
      say(s, m().ev.discards(seatName(s, s.seat), cardNameOf(c)));
    },
    skip: (s) => {
      doNext(s, [...triggerTasks(s, s.seat, 'refreshEnd'), ...triggerTasks(s, opponent(s.seat), 'foeRefreshEnd')]);
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
