/**
 * SIGNI that lose their abilities (table/lose-abilities.ts): WX05 Code Labyrinth Louvre's Life Burst (during your next
 * turn) and WX05 Mayu, Genesis Miko's Exceed 1 (the opposing SIGNI on the field now, until end of turn).
 */
import { opponentOf } from '../../../engine/turn-order.js';
import { m } from '../messages/index.js';
import { say } from '../rules/zones.js';
import { cardNames, who } from '../table/names.js';
import { nextTurnOf } from '../table/turn-schedule.js';
import { EMPTY } from '../state.js';
import type { OpHandler } from './ops.js';

export const LOSE_ABILITIES_OPS: Record<string, OpHandler> = {
  oppNoAbilitiesNextTurn: {
    run(s, t) {
      const opp = opponentOf(t.seat);
      s.players[opp]!.noAbilitiesTurn = nextTurnOf(s, t.seat);
      say(s, m().evNoAbilitiesNextTurn(who(s, t.seat), who(s, opp)));
      return true;
    },
  },
  /**
   * Each opposing SIGNI on the field as this resolves loses its abilities until end of turn (a mark on it, dropped
   * with the other mods when it leaves the field or the turn ends); a SIGNI put onto the field later keeps its own.
   */
  oppSigniLoseAbilities: {
    run(s, t) {
      const opp = opponentOf(t.seat);
      const marked = s.players[opp]!.signi.filter((inst) => inst !== EMPTY);
      for (const inst of marked) s.mods.push({ inst, noAbilities: true });
      if (marked.length > 0) say(s, m().evLoseAbilitiesNow(cardNames(s, marked)));
      return true;
    },
  },
};
