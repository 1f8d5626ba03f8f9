/** Ops that act on every SIGNI (or every card of a zone) of one side at once, without targeting (WX01 Get Ready, Late Bloomer). */
import { m } from '../messages/index.js';
import { cardName, cardNames, leaveField, say, who } from '../rules/zones.js';
import { EMPTY } from '../state.js';
import { targetSide } from './targets.js';
import type { OpHandler } from './ops.js';

export const SWEEP_OPS: Record<string, OpHandler> = {
  /** Up all of your SIGNI (a frozen one too: freezing only stops the up phase). */
  upAll: {
    run(s, t) {
      const p = s.players[t.seat]!;
      p.signiDown = p.signiDown.map(() => false);
      say(s, m().evUpAll(who(s, t.seat)));
      return true;
    },
  },
  /** Put every SIGNI of `side` (default the opponent's) into its owner's trash (not a banish). */
  trashAllSigni: {
    run(s, t, op) {
      const side = targetSide(op, t.seat);
      const p = s.players[side]!;
      for (let z = 0; z < p.signi.length; z++) {
        if (p.signi[z] === EMPTY) continue;
        const inst = leaveField(s, side, z);
        p.trash.push(inst);
        say(s, m().evTrashField(who(s, side), cardName(s, inst)));
      }
      return true;
    },
  },
  /** Put every card of `side`'s (default the opponent's) ener zone into its trash. */
  trashAllEner: {
    run(s, t, op) {
      const side = targetSide(op, t.seat);
      const p = s.players[side]!;
      if (p.ener.length === 0) return true;
      const moved = p.ener.splice(0);
      p.trash.push(...moved);
      say(s, m().evEnerToTrash(who(s, side), cardNames(s, moved)));
      return true;
    },
  },
};
