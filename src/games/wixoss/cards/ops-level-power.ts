/** "1 opposing SIGNI gets -1000 for each level of your <Devil> SIGNI" (WX04 Evil's Soul): the levels are added as it resolves. */
import { m } from '../messages/index.js';
import { say } from '../rules/zones.js';
import { cardName } from '../table/names.js';
import { def } from '../table/defs.js';
import { fits } from '../table/filter.js';
import { EMPTY } from '../state.js';
import { eachTarget, signiTargeting, type OpHandler } from './ops.js';

export const LEVEL_POWER_OPS: Record<string, OpHandler> = {
  /** Target SIGNI gets `amount` times the total level of your SIGNI matching `levelsOf` until end of turn. */
  powerPerLevel: {
    ...signiTargeting('powerOne'),
    run(s, t, op) {
      let levels = 0;
      for (const inst of s.players[t.seat]!.signi) if (inst !== EMPTY && fits(def(s, inst), op.levelsOf)) levels += def(s, inst).level;
      // `|| 0`: no levels gives 0, not -0 (the state must survive a JSON round trip).
      const amount = (op.amount ?? 0) * levels || 0;
      return eachTarget(s, t, op, (_side, _z, inst) => {
        s.mods.push({ inst, add: amount });
        say(s, m().evPowerOne(cardName(s, inst), amount));
      });
    },
  },
};
