/** Setup step 5: each player may swap hand cards with their drop-column cards (ruling: each column once). */
import { cardNameOf } from '../cards/catalogue.js';
import { opponent, type PadState, type Step } from '../state.js';
import type { StepTable } from '../../../engine/referee.js';
import { say, seatName } from './zones.js';
import { MOVES } from '../moves.js';
import { listCache, text } from './texts.js';
import { m } from '../messages/index.js';

/** `swap H with C` for every hand card and column not swapped yet, then `done`; key = hand size * 8 + swapped mask. */
const swapOrDone = listCache((key) => {
  const out: string[] = [];
  for (let h = 1; h <= key >> 3; h++) for (let c = 0; c < 3; c++) if (!(key & (1 << c))) out.push(text('swap # with #', h, c + 1));
  return [...out, 'done'];
});

export const SWAP_STEPS: StepTable<PadState, Step> = {
  swap: {
    choices: (s) => swapOrDone(s.players[s.seat]!.hand.length * 8 + s.swapped.reduce((mask, done, c) => (done ? mask | (1 << c) : mask), 0)),
    apply: (s, choice) => {
      if (choice === 'done') {
        s.swapped = [false, false, false];
        if (s.seat === s.first) s.seat = opponent(s.first);
        else {
          s.seat = s.first;
          s.step = 'turnStart';
        }
        return;
      }
      const swap = MOVES.argsOf(choice, 'swap with')!;
      const [h, c] = [swap.hand - 1, swap.column - 1];
      const p = s.players[s.seat]!;
      const col = p.columns[c]!;
      const fromHand = p.hand[h]!;
      p.hand[h] = col[0]!;
      col[0] = fromHand;
      s.swapped[c] = true;
      say(s, m().ev.swapSetup(seatName(s, s.seat), c + 1, cardNameOf(fromHand)));
    },
  },
};
