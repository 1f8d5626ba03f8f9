/** Your life cloth for the opponent's (WX01 Fires of Atonement's Life Burst). */
import { m } from '../messages/index.js';
import { cardName, who } from '../table/names.js';
import { say } from '../rules/zones.js';
import type { OpHandler } from './ops.js';
import { FIELD_OPS } from './ops-field.js';
import { takeLife } from '../rules/hidden.js';
import { askLifeCloth, lifeAt } from './ops-life.js';

export const LIFE_TRADE_OPS: Record<string, OpHandler> = {
  /**
   * Put one of your life cloth (`life K`, your pick by position: 「ライフクロス1枚」) into the trash; if you did,
   * crush 1 of the opponent's (the op crush). With no life cloth of your own nothing happens.
   */
  trashOwnLifeToCrush: {
    ask: (s, t) => askLifeCloth(s, t.seat, m().promptLifeToTrash),
    run(s, t, op, choice) {
      if (choice === undefined) return true;
      const inst = takeLife(s, t.seat, lifeAt(s, t.seat, choice));
      s.players[t.seat]!.trash.push(inst);
      s.revealed = true;
      say(s, m().evOwnLifeToTrash(who(s, t.seat), cardName(s, inst)));
      return FIELD_OPS.crush!.run(s, t, { ...op, op: 'crush', n: 1 });
    },
  },
};
