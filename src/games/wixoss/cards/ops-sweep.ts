/** Ops that act on every SIGNI of one side at once without targeting (WX01 Get Ready). */
import { m } from '../messages/index.js';
import { say, who } from '../rules/zones.js';
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
};
