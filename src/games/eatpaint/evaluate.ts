/** Score for the greedy bot: life lead first, then resources that turn into life later. */
import { opponentOf } from '../../engine/turn-order.js';
import type { Seat } from '../../engine/game.js';
import type { EpState, SideState } from './state.js';
import { attackPower } from './rules/attack.js';
import { activeEnergy, workPower } from './rules/stats.js';
import { sideOf } from './state.js';

function resources(side: SideState): number {
  if (side.side === 'dragon') {
    return side.hand.length * 0.5 + side.energy.length * 0.6 + activeEnergy(side) * 0.2 + side.heat.length * 0.3 + side.form * 1.5 + side.traps.length * 0.7;
  }
  let works = 0;
  for (const w of side.works) works += 0.8 + workPower(side, w) * 0.5;
  // INK in the discard comes back with a charge, so it is worth almost as much as INK in hand.
  return side.hand.length * 0.5 + side.ink * 0.3 + side.inkDiscard * 0.2 + works + side.traps.length * 0.7;
}

export function evaluate(state: EpState, seat: Seat): number {
  const me = sideOf(state, seat), them = sideOf(state, opponentOf(seat));
  let score = (me.life - them.life) * 3 + resources(me) - resources(them);
  // An unfinished turn of our own is worth something: a one-ply bot would otherwise end or charge too early.
  if (state.active === seat) score += 1;
  // Mid-attack, count the pending blow roughly so attacking looks worth it.
  if (state.attack) score += (state.attack.seat === seat ? 0.5 : -0.5) * attackPower(state);
  return 100 + score;
}
