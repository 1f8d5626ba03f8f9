/** Setup step 5: each player may swap hand cards with their drop-column cards (ruling: each column once). */
import { card } from '../cards/catalogue.js';
import { opponent } from '../state.js';
import type { StepTable } from './step.js';
import { numbers, say, seatName } from './zones.js';
import { text } from './texts.js';

export const SWAP_STEPS: StepTable = {
  swap: {
    prompt: () => 'swap hand cards with your drop columns (each column once), then done',
    list: (s) => {
      const p = s.players[s.seat]!;
      const out: string[] = [];
      p.hand.forEach((_, h) => [0, 1, 2].forEach((c) => !s.swapped[c] && out.push(text('swap # with #', h + 1, c + 1))));
      return [...out, 'done'];
    },
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
      const [h, c] = numbers(choice) as [number, number];
      const p = s.players[s.seat]!;
      const col = p.columns[c]!;
      const fromHand = p.hand[h]!;
      p.hand[h] = col[0]!;
      col[0] = fromHand;
      s.swapped[c] = true;
      say(s, `${seatName(s.seat)} swaps a hand card with column ${c + 1}: ${card(fromHand).name} goes there`);
    },
  },
};
