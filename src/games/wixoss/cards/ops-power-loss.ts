/** Violence Splash (WX04-038): this turn's two changes (table/power-loss.ts). */
import { m } from '../messages/index.js';
import { say } from '../rules/zones.js';
import { who } from '../table/names.js';
import type { OpHandler } from './ops.js';

export const POWER_LOSS_OPS: Record<string, OpHandler> = {
  /** This turn a SIGNI of power 0 or less that is banished goes to the trash. */
  zeroPowerToTrash: { run(s, t) { s.players[t.seat]!.zeroToTrashTurn = s.turn; say(s, m().evZeroToTrash); return true; } },
  /** This turn the power your SIGNI's effects take from opposing SIGNI is doubled. */
  powerLossDoubled: { run(s, t) { s.players[t.seat]!.lossDoubledTurn = s.turn; say(s, m().evLossDoubled(who(s, t.seat))); return true; } },
};
