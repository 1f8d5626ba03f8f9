/**
 * "When this SIGNI's power becomes N or more" (trigger `powerReached`, threshold `power`). Power is computed when
 * read, never stored, so the crossing is found by looking: at every rule-processing check (after each action and
 * each whole effect, the moments a SIGNI at power 0 is banished) every SIGNI with such an ability is compared with
 * what the last check saw. Ruling: it triggers once each time the power is found at N or more after being found
 * below N (or off the field); a rise and fall inside one effect is not seen; staying at N or more does not trigger
 * again — the power must drop below N and rise again.
 */
import { opponentOf } from '../../../engine/turn-order.js';
import { whenBit } from '../cards/db.js';
import { EMPTY, type WixossState } from '../state.js';
import { signiPower } from '../table/power.js';
import { anyoneWaits, fire } from './triggers.js';
import { def } from '../table/defs.js';

const BIT = whenBit('powerReached');

/** Fire `powerReached` for every crossing since the last check; `s.atPower` keeps `inst * 16 + n` of those at or over. */
export function checkPowerEdges(s: WixossState): void {
  if (!anyoneWaits(s, 'powerReached')) return;
  const was = s.atPower ?? [];
  const now: number[] = [];
  for (const seat of [s.active, opponentOf(s.active)]) {
    const signi = s.players[seat]!.signi;
    for (let z = 0; z < signi.length; z++) {
      const inst = signi[z]!;
      if (inst === EMPTY || !(def(s, inst).whens & BIT)) continue;
      const list = def(s, inst).effects!.triggers ?? [];
      for (let n = 0; n < list.length; n++) {
        const t = list[n]!;
        if (t.when !== 'powerReached' || signiPower(s, seat, z) < (t.power ?? 0)) continue;
        now.push(inst * 16 + n);
        if (!was.includes(inst * 16 + n)) fire(s, { when: 'powerReached', seat, subj: inst, power: t.power });
      }
    }
  }
  if (now.length > 0 || was.length > 0) s.atPower = now;
}
