/** Violence Splash (WX04-038; table/power-loss.ts): the power an effect of your SIGNI takes from an opposing SIGNI, doubled. */
import { opponentOf } from '../../../engine/turn-order.js';
import type { Task, WixossState } from '../state.js';
import { def } from '../table/defs.js';
import { lossDoubled } from '../table/power-loss.js';

/** Double the power losses the effect `t` has just given to opposing SIGNI (the "until end of turn" changes from `from` on). */
export function doubleNewLosses(s: WixossState, t: Extract<Task, { kind: 'effect' }>, from: number): void {
  if (s.mods.length <= from || !lossDoubled(s, t.seat) || def(s, t.via ?? t.src).type !== 'SIGNI') return;
  const theirs = s.players[opponentOf(t.seat)]!.signi;
  for (let k = from; k < s.mods.length; k++) {
    const mod = s.mods[k]!;
    if (mod.add !== undefined && mod.add < 0 && theirs.includes(mod.inst)) mod.add *= 2;
  }
}
