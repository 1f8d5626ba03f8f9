/** "You may" versions of ops that otherwise always happen (WX01 Repair: "you may add one more card to your life cloth"). */
import { m } from '../messages/index.js';
import { cardName } from '../rules/zones.js';
import { OPS, type OpHandler } from './ops.js';

export const MAY_OPS: Record<string, OpHandler> = {
  /** Asks `use` / `skip`; on `use`, the top `n` cards of your deck onto your life cloth (the op addLife). */
  mayAddLife: {
    ask(s, t) {
      if (s.players[t.seat]!.deck.length === 0) return null;
      return { over: false, seat: t.seat, prompt: m().promptMayAddLife(cardName(s, t.src)), choices: ['use', 'skip'] };
    },
    run(s, t, op, choice) {
      if (choice === 'use') OPS.addLife!.run(s, t, op);
    },
  },
};
