/**
 * "Until end of turn, your LRIG gains '[Action] ...'" (WX05 Final Destruction): the LRIG gets the card's
 * `grantActs[act]` as one more activated ability (`act lrig K`, after its own; table/lrig-acts.ts). The mod ends with
 * the turn like every "until end of turn" effect.
 */
import { m } from '../messages/index.js';
import { say } from '../rules/zones.js';
import { cardName } from '../table/names.js';
import type { OpHandler } from './ops.js';

export const GRANT_ACT_OPS: Record<string, OpHandler> = {
  gainAct: {
    run(s, t, op) {
      const p = s.players[t.seat]!;
      const lrig = p.lrig[p.lrig.length - 1];
      if (lrig === undefined) return true;
      s.mods.push({ inst: lrig, from: t.src, grantAct: op.act ?? 0 });
      say(s, m().evGainsAbility(cardName(s, lrig), cardName(s, t.src)));
    },
  },
};
