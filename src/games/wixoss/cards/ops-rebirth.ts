/**
 * "Banish any number of your <class> SIGNI; then put that many <class> SIGNI from your deck onto the field; shuffle"
 * (WX04 Rebirth): `banishOwnThenPut`. The player picks their SIGNI (`target own Z`, `done`), they are banished
 * together, then as many SIGNI matching `filter` are found in the deck and put onto the field one by one
 * (putOnField's questions: `pick id`, `zone Z`). A SIGNI that could not be banished does not count.
 */
import { m } from '../messages/index.js';
import { banish } from '../rules/zones.js';
import { matches } from '../table/filter.js';
import { EMPTY } from '../state.js';
import { zoneOf } from '../moves.js';
import { FIELD_OPS } from './ops-field.js';
import { progressOf } from './op-progress.js';
import { targetChoice, targetsOf } from './targets.js';
import type { EffectTask, OpHandler } from './ops.js';
import type { Op } from './types.js';

/** The putOnField step: as many SIGNI from the deck as were banished. */
const putStep = (t: EffectTask, op: Op): Op => ({ op: 'putOnField', from: 'deck', count: Math.max(1, targetsOf(t).length), ...(op.filter ? { filter: op.filter } : {}) });

export const REBIRTH_OPS: Record<string, OpHandler> = {
  banishOwnThenPut: {
    ask(s, t, op) {
      if (progressOf(t, 'putOnField')) return targetsOf(t).length ? FIELD_OPS.putOnField!.ask!(s, t, putStep(t, op)) : null;
      const p = s.players[t.seat]!;
      const chosen = targetsOf(t);
      const zones = p.signi.flatMap((inst, z) => (inst !== EMPTY && !chosen.includes(inst) && matches(s, inst, op.filter) ? [z] : []));
      return { over: false, seat: t.seat, prompt: m().promptBanishOwnAny(chosen.length), choices: [...zones.map((z) => targetChoice(z, true)), 'done'] };
    },
    run(s, t, op, choice) {
      if (progressOf(t, 'putOnField')) return FIELD_OPS.putOnField!.run(s, t, putStep(t, op), choice);
      const p = s.players[t.seat]!;
      if (choice !== undefined && choice !== 'done') { targetsOf(t).push(p.signi[zoneOf(choice)]!); return false; }
      // Banished together; only those that left count.
      const banished = targetsOf(t).filter((inst) => { const z = p.signi.indexOf(inst); return z >= 0 && banish(s, t.seat, z); });
      t.targets[t.opIndex] = banished;
      t.progress = { kind: 'putOnField', put: 0, waiting: EMPTY };
      if (banished.length === 0) return true;
      FIELD_OPS.putOnField!.begin!(s, t, putStep(t, op));
      return false;
    },
  },
};
