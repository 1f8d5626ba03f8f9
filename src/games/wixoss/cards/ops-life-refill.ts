/**
 * "Look at all your life cloth, put any number of them into the trash, and add as many cards from the top of your
 * deck to your life cloth" (WX05 Eldora=Mark V; the reorder after it is lifeReorder with `all`). The trashed cloth go
 * face up to the trash one at a time (`life K`, 1 = top), `done` to stop; the refill comes from the deck face down.
 */
import { m } from '../messages/index.js';
import { choiceText } from '../rules/choice-text.js';
import { addLifeFromDeck } from './ops-field.js';
import { lifeAt, lifeCardToTrash, lookAtLife } from './ops-life.js';
import { targetsOf } from './targets.js';
import type { OpHandler } from './ops.js';

export const LIFE_REFILL_OPS: Record<string, OpHandler> = {
  lifeRefill: {
    begin: (s, t) => lookAtLife(s, t.seat, t.seat, s.players[t.seat]!.life.length),
    ask(s, t) {
      const life = s.players[t.seat]!.life;
      const trashed = targetsOf(t).length;
      // Asked with `done` alone once every cloth is gone, as with none: how many go is the player's call.
      return { over: false, seat: t.seat, prompt: m().promptLifeRefill(trashed), choices: [...life.map((_, k) => choiceText('life', k + 1)), 'done'] };
    },
    run(s, t, _op, choice) {
      if (choice !== undefined && choice !== 'done') {
        const at = lifeAt(s, t.seat, choice);
        targetsOf(t).push(s.players[t.seat]!.life[at]!);
        lifeCardToTrash(s, t.seat, at);
        return false;
      }
      addLifeFromDeck(s, t.seat, targetsOf(t).length);
      return true;
    },
  },
};
