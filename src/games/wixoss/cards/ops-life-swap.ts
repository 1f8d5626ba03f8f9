/** Swapping one of your life cloth with a hand card. */
import { m } from '../messages/index.js';
import { cardName, who } from '../table/names.js';
import { say } from '../rules/zones.js';
import { askLifeCloth, handCardToLife, lifeAt } from './ops-life.js';
import { takeLife } from '../rules/hidden.js';
import type { OpHandler } from './ops.js';
import { itemOf } from '../moves.js';
import { progressOf } from './op-progress.js';
import { distinctChoices } from '../table/choices.js';

export const LIFE_SWAP_OPS: Record<string, OpHandler> = {
  // Take one of your life cloth (by position, 1 = top) into hand; if you did, put a hand card on top of your life
  // cloth. Progress `lifeTaken` once the life cloth is taken.
  lifeSwap: {
    ask(s, t) {
      const p = s.players[t.seat]!;
      if (!progressOf(t, 'lifeTaken')) return askLifeCloth(s, t.seat, m().promptLifeToHand);
      return p.hand.length ? { over: false, seat: t.seat, prompt: m().promptHandToLife, choices: distinctChoices(s, p.hand, 'cloth', []) } : null;
    },
    run(s, t, _op, choice) {
      const p = s.players[t.seat]!;
      if (choice === undefined) return true;
      if (!progressOf(t, 'lifeTaken')) {
        const inst = takeLife(s, t.seat, lifeAt(s, t.seat, choice), t.seat);
        p.hand.push(inst!);
        s.revealed = true;
        say(s, m().evLifeKToHand(who(s, t.seat), itemOf(choice) + 1));
        say(s, m().evYouTakeLife(cardName(s, inst!)), t.seat);
        t.progress = { kind: 'lifeTaken' };
        return false;
      }
      handCardToLife(s, t.seat, itemOf(choice));
    },
  },
};
