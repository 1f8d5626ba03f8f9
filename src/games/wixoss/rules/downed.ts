/**
 * Downing a SIGNI that is up: the one place a SIGNI turns from up to down, so "when one of your up SIGNI is downed"
 * (trigger `downed`) hears every way: an effect (`byEffect`), a cost (an [Action] ability's down, a spell's
 * "down any number of your SIGNI as you use it") or an attack. The ruling of WX05 Sakura: paying a cost and attacking
 * are not effects. Games with a `downed` ability also note each down of the turn (`downsThisTurn`: WX05 Increasing
 * Force's "the third time this turn").
 */
import type { Seat } from '../../../engine/game.js';
import type { WixossState } from '../state.js';
import { anyoneWaits, fire } from './triggers.js';

export type DownCause = 'effect' | 'cost' | 'attack';

/** Down `seat`'s SIGNI in zone `z` (nothing when it is already down). Whether it was up. */
export function downSigni(s: WixossState, seat: Seat, z: number, cause: DownCause): boolean {
  const p = s.players[seat]!;
  if (p.signiDown[z]) return false;
  p.signiDown[z] = true;
  if (anyoneWaits(s, 'downed')) {
    const inst = p.signi[z]!;
    (s.downsThisTurn ??= []).push({ seat, inst });
    fire(s, cause === 'effect' ? { when: 'downed', seat, subj: inst, byEffect: true } : { when: 'downed', seat, subj: inst });
  }
  return true;
}

