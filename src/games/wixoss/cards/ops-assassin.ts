/** Assassin (SP02): "this turn, all your SIGNI get [Assassin] while the SIGNI in front of them has power N or more". */
import { m } from '../messages/index.js';
import { say } from '../rules/zones.js';
import { who } from '../table/names.js';
import type { OpHandler } from './ops.js';

export const ASSASSIN_OPS: Record<string, OpHandler> = {
  /** Every SIGNI of yours (also those put onto the field later this turn) has Assassin this turn while its condition holds. */
  assassinThisTurn: {
    run(s, t, op) {
      const front = op.frontPowerAtLeast!;
      s.laterKw = [...(s.laterKw ?? []).filter((k) => k.turn >= s.turn), { seat: t.seat, turn: s.turn, kw: 'assassin', frontPowerAtLeast: front }];
      say(s, m().evGainsThisTurn(who(s, t.seat), m().kwName.assassin!, front));
    },
  },
};
