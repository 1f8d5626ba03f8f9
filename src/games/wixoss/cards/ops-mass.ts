/** Ops over many cards at once: both hands away, trash your whole field. */
import { opponentOf } from '../../../engine/turn-order.js';
import { cardName, who } from '../table/names.js';
import { def } from '../table/defs.js';
import { discardAt, draw, say, sendFromField } from '../rules/zones.js';
import { m } from '../messages/index.js';
import { EMPTY } from '../state.js';
import { matches } from '../table/filter.js';
import type { OpHandler } from './ops.js';

export const MASS_OPS: Record<string, OpHandler> = {
  /** Both players discard their whole hand, then each draws as many as the larger hand discarded. */
  discardAllDrawMax: {
    run(s, t) {
      const seats = [t.seat, opponentOf(t.seat)];
      const most = Math.max(...seats.map((seat) => s.players[seat]!.hand.length));
      for (const seat of seats) while (s.players[seat]!.hand.length) discardAt(s, seat, 0);
      for (const seat of seats) draw(s, seat, most);
    },
  },

  /**
   * You may trash all your SIGNI (`use` / `skip`, asked when you have any). `done` when exactly `count` were
   * trashed that each match `filter` (and, with `differentLevels`, all of different levels).
   */
  mayTrashAllOwn: {
    ask(s, t) {
      const any = s.players[t.seat]!.signi.some((i) => i !== EMPTY);
      return any ? { over: false, seat: t.seat, prompt: m().promptTrashAllOwn(cardName(s, t.src)), choices: ['use', 'skip'] } : null;
    },
    run(s, t, op, choice) {
      t.done = false;
      if (choice !== 'use') return true;
      const p = s.players[t.seat]!;
      const gone: number[] = [];
      for (let z = 0; z < p.signi.length; z++) {
        if (p.signi[z] === EMPTY) continue;
        const inst = p.signi[z]!;
        say(s, m().evTrashField(who(s, t.seat), cardName(s, inst)));
        sendFromField(s, t.seat, z, 'trash');
        gone.push(inst);
      }
      const levels = new Set(gone.map((i) => def(s, i).level)).size;
      t.done = gone.length === (op.count ?? 3) && gone.every((i) => matches(s, i, op.filter)) && (!op.differentLevels || levels === gone.length);
    },
  },
};
