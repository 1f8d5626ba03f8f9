/** Your life cloth for the opponent's (WX01 Fires of Atonement's Life Burst). */
import { m } from '../messages/index.js';
import { cardName, say, who } from '../rules/zones.js';
import { OPS, type OpHandler } from './ops.js';
import { takeLifeTop } from '../rules/hidden.js';

export const LIFE_TRADE_OPS: Record<string, OpHandler> = {
  /** Put your top life cloth into the trash; if you did, crush 1 of the opponent's (the op crush). */
  trashOwnLifeToCrush: {
    run(s, t, op) {
      const p = s.players[t.seat]!;
      const top = takeLifeTop(s, t.seat);
      if (top === undefined) return true;
      p.trash.push(top);
      s.revealed = true;
      say(s, m().evOwnLifeToTrash(who(s, t.seat), cardName(s, top)));
      return OPS.crush!.run(s, t, { ...op, op: 'crush', n: 1 });
    },
  },
};
