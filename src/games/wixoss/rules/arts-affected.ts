/**
 * "When one of your SIGNI is affected by an effect of your opponent's ARTS" (trigger `affectedByArts`; WX05 Diabride).
 * A SIGNI is affected when a step of the ARTS's effect changed it: moved it (off the field or to another zone),
 * turned it up or down, froze it, or gave it a modifier (power, a keyword, a lock). A SIGNI the effect could not touch
 * (protected, or the choice fell elsewhere) is not affected. Our ruling: the rules spec does not define "affected".
 * Only games with such an ability look (`anyoneWaits`), and only while an ARTS's effect resolves.
 */
import type { Seat } from '../../../engine/game.js';
import type { Task, WixossState } from '../state.js';
import { EMPTY } from '../state.js';
import { def } from '../table/defs.js';
import { anyoneWaits, fire } from './triggers.js';

type EffectTask = Extract<Task, { kind: 'effect' }>;

/** One SIGNI as a step of the effect found it. */
interface Seen {
  seat: Seat;
  inst: number;
  zone: number;
  down: boolean;
  frozen: boolean;
  mods: number;
}

function modsOn(s: WixossState, inst: number): number {
  let n = 0;
  // (A once-per-turn mark of its own ability is no change the effect made.)
  for (const mod of s.mods) if (mod.inst === inst && !mod.acted) n++;
  return n;
}

/** The SIGNI on both fields before a step of an ARTS's effect; undefined when nobody listens or it is no ARTS. */
export function watchArts(s: WixossState, t: EffectTask): Seen[] | undefined {
  if (t.key !== 'use' || def(s, t.src).type !== 'ARTS' || !anyoneWaits(s, 'affectedByArts')) return undefined;
  const seen: Seen[] = [];
  for (let seat = 0; seat < s.players.length; seat++) {
    const p = s.players[seat]!;
    p.signi.forEach((inst, zone) => {
      if (inst !== EMPTY) seen.push({ seat, inst, zone, down: p.signiDown[zone]!, frozen: s.frozen.includes(inst), mods: modsOn(s, inst) });
    });
  }
  return seen;
}

/** After the step: each SIGNI it changed is affected by that ARTS. */
export function fireArtsAffected(s: WixossState, t: EffectTask, before: Seen[]): void {
  for (const b of before) {
    const p = s.players[b.seat]!;
    const zone = p.signi.indexOf(b.inst);
    const changed = zone !== b.zone || p.signiDown[zone] !== b.down || s.frozen.includes(b.inst) !== b.frozen || modsOn(s, b.inst) > b.mods;
    if (changed) fire(s, b.seat === t.seat ? { when: 'affectedByArts', seat: b.seat, subj: b.inst } : { when: 'affectedByArts', seat: b.seat, subj: b.inst, byOpponent: true });
  }
}
