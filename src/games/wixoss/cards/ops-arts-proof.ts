/** No Gain (WX04-064): your cards ignore the opponent's ARTS for a while; the opponent cannot use ARTS next turn (table/arts-proof.ts). */
import { opponentOf } from '../../../engine/turn-order.js';
import { m } from '../messages/index.js';
import { say } from '../rules/zones.js';
import { who } from '../table/names.js';
import type { OpHandler } from './ops.js';

export const ARTS_PROOF_OPS: Record<string, OpHandler> = {
  /** This turn and the next (the opponent's): your LRIG and SIGNI are unaffected by the opponent's ARTS. */
  artsProof: { run(s, t) { s.players[t.seat]!.artsProofUntil = s.turn + 1; say(s, m().evArtsProof(who(s, t.seat))); return true; } },
  /** During the next turn the opponent cannot use ARTS. */
  oppNoArtsNextTurn: {
    run(s, t) {
      const opp = opponentOf(t.seat);
      s.players[opp]!.noArtsTurn = s.turn + 1;
      say(s, m().evNoArtsNextTurn(who(s, opp)));
      return true;
    },
  },
};
