/**
 * "Until end of turn, double the power of all of your SIGNI" (WX04 Shienko, `doublePowerAll`): each SIGNI on your
 * field as it resolves gets its power at that moment added until end of turn; later changes add to that, and SIGNI
 * that come later are not doubled (our ruling: the spec is silent).
 */
import { m } from '../messages/index.js';
import { say } from '../rules/zones.js';
import { cardName } from '../table/names.js';
import { signiPower } from '../table/power.js';
import { EMPTY } from '../state.js';
import type { OpHandler } from './ops.js';

export const DOUBLE_POWER_OPS: Record<string, OpHandler> = {
  doublePowerAll: {
    run(s, t) {
      const p = s.players[t.seat]!;
      // Read every power first: one SIGNI's doubling must not change what another's aura gives before it is read.
      const powers = p.signi.map((inst, z) => (inst === EMPTY ? 0 : signiPower(s, t.seat, z)));
      p.signi.forEach((inst, z) => {
        if (inst === EMPTY) return;
        s.mods.push({ inst, add: powers[z]! });
        say(s, m().evPowerDoubled(cardName(s, inst), powers[z]! * 2));
      });
    },
  },
};
