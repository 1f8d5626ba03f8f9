/**
 * "Put all <red> cards of your ener zone into the trash: if N or more went, ..." (WX04 Yuzuki-Fourth Warning): every
 * card of your ener zone matching `filter` goes to the trash; the op is "done" (for a following `ifDone`) when at
 * least `count` (default 1) went. With none it does nothing and the rest does not happen.
 */
import { m } from '../messages/index.js';
import { say } from '../rules/zones.js';
import { cardNames, who } from '../table/names.js';
import { matches } from '../table/filter.js';
import type { OpHandler } from './ops.js';

export const ENER_SWEEP_OPS: Record<string, OpHandler> = {
  enerToTrashAll: {
    run(s, t, op) {
      const p = s.players[t.seat]!;
      const moved = p.ener.filter((inst) => matches(s, inst, op.filter));
      for (const inst of moved) p.ener.splice(p.ener.indexOf(inst), 1);
      p.trash.push(...moved);
      if (moved.length > 0) { s.revealed = true; say(s, m().evEnerToTrash(who(s, t.seat), cardNames(s, moved))); }
      t.done = moved.length >= (op.count ?? 1);
      return true;
    },
  },
};
