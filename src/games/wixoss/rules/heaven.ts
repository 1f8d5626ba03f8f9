/**
 * [Heaven] (Cross): when a crossed SIGNI attacks and every SIGNI of its cross pair is down (the partner attacked
 * earlier this turn, or was downed), the pair heavens. "When this SIGNI heavens" abilities of both SIGNI trigger, and
 * "when your SIGNI heaven" abilities once per pair; they resolve with the attack's own abilities, before the battle.
 */
import type { Seat } from '../../../engine/game.js';
import type { WixossState } from '../state.js';
import { heavenPairs } from '../table/cross.js';
import { cardName, who } from '../table/names.js';
import { m } from '../messages/index.js';
import { say } from './zones.js';
import { fire } from './triggers.js';

/** Announce and fire the Heaven of each pair the attack of `seat`'s SIGNI in `zone` completes. */
export function heavenOnAttack(s: WixossState, seat: Seat, zone: number): void {
  for (const pair of heavenPairs(s, seat, zone)) {
    say(s, m().evHeaven(who(s, seat), cardName(s, pair[0]!), cardName(s, pair[1]!)));
    fire(s, { when: 'heaven', seat, subj: s.players[seat]!.signi[zone]!, pair });
  }
}
