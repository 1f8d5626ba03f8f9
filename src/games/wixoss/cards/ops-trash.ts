/** Ops that put a chosen SIGNI into the trash: it leaves the field without being banished (WX01 Tamayorihime, Dawn Miko). */
import { m } from '../messages/index.js';
import { cardName, leaveField, say, who } from '../rules/zones.js';
import { eachTarget, signiTargeting, type OpHandler } from './ops.js';

export const TRASH_OPS: Record<string, OpHandler> = {
  /** Put `count` (default 1) SIGNI of `side` (default the opponent's) into the trash; `maxPower` / `minPower` limit the targets. */
  trashSigni: {
    ...signiTargeting('trash'),
    run: (s, t, op) => eachTarget(s, t, op, (side, z) => {
      const inst = leaveField(s, side, z);
      s.players[side]!.trash.push(inst);
      say(s, m().evTrashField(who(s, side), cardName(s, inst)));
    }),
  },
};
