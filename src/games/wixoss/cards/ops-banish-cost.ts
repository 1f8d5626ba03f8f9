/** The cost "banish N of your (other) SIGNI matching a filter" (WX05 Code Anti Marsface), paid before any target is chosen. */
import { m } from '../messages/index.js';
import { cardName } from '../table/names.js';
import { banishNow } from '../rules/zones.js';
import { banishCostZones } from '../table/banish-cost.js';
import { zoneOf } from '../moves.js';
import { targetChoice, targetsOf } from './targets.js';
import type { OpHandler } from './ops.js';

export const BANISH_COST_OPS: Record<string, OpHandler> = {
  /** Banish `n` of your SIGNI matching `filter` (`on: self`: other than this one), each picked (`target own Z`). */
  payBanish: {
    askTarget(s, t, op) {
      const left = (op.n ?? 1) - targetsOf(t).length;
      if (left <= 0) return null;
      const zones = banishCostZones(s, t.seat, op.filter, op.on === 'self', t.src);
      return zones.length ? { over: false, seat: t.seat, prompt: m().promptPayBanish(cardName(s, t.src), left), choices: zones.map((z) => targetChoice(z, true)) } : null;
    },
    pickTarget(s, t, _op, choice) {
      const z = zoneOf(choice);
      targetsOf(t).push(s.players[t.seat]!.signi[z]!);
      // A cost is paid as written: no replacement effect (WX04 Paimon; rules/replace.ts) stands in for it.
      banishNow(s, t.seat, z);
    },
    run: () => true,
  },
};
