/** Current power of SIGNI: printed (or set) power, "until end of turn" changes, then constant auras. */
import type { Seat } from '../../../engine/game.js';
import { sameName, type IndexedCard } from '../cards/db.js';
import { cardMatches } from '../cards/targets.js';
import type { Condition } from '../cards/types.js';
import { EMPTY, other, type WixossState, idOf } from '../state.js';
import { def, lrigOf } from './zones.js';

/** Conditions that do not look at power (so auras can use them without recursion). */
function basicConditionHolds(s: WixossState, seat: Seat, c: Condition, self = EMPTY): boolean {
  const p = s.players[seat]!;
  if (c.turn === 'own' && s.active !== seat) return false;
  if (c.turn === 'opponent' && s.active === seat) return false;
  if (c.onField !== undefined && !p.signi.some((i) => i !== EMPTY && sameName(idOf(s, i), c.onField!))) return false;
  if (c.trashAtLeast !== undefined && p.trash.length < c.trashAtLeast) return false;
  if (c.enerAtLeast !== undefined && p.ener.length < c.enerAtLeast) return false;
  if (c.oppHandAtMost !== undefined && s.players[other(seat)]!.hand.length > c.oppHandAtMost) return false;
  if (c.handHas && !p.hand.some((i) => cardMatches(def(s, i), c.handHas))) return false;
  if (c.signiHas && !p.signi.some((i, z) => i !== EMPTY && !(c.signiHas!.other && i === self) && !(c.signiHas!.up && p.signiDown[z]) && cardMatches(def(s, i), c.signiHas))) return false;
  if (c.lifeAtMost !== undefined && p.life.length > c.lifeAtMost) return false;
  if (c.handMoreBy !== undefined && p.hand.length - s.players[other(seat)]!.hand.length < c.handMoreBy) return false;
  if (c.enerColors && !c.enerColors.every((color) => p.ener.some((i) => def(s, i).colors.includes(color)))) return false;
  return true;
}

export function conditionHolds(s: WixossState, seat: Seat, c: Condition | undefined, self?: number): boolean {
  if (!c) return true;
  if (!basicConditionHolds(s, seat, c, self)) return false;
  const p = s.players[seat]!;
  if (c.selfPowerAtLeast !== undefined) {
    const zone = self === undefined ? -1 : p.signi.indexOf(self);
    if (zone < 0 || signiPower(s, seat, zone) < c.selfPowerAtLeast) return false;
  }
  if (c.signiPowerAtLeast) {
    let n = 0;
    for (let z = 0; z < p.signi.length; z++) if (p.signi[z] !== EMPTY && signiPower(s, seat, z) >= c.signiPowerAtLeast.power) n++;
    if (n < c.signiPowerAtLeast.count) return false;
  }
  return true;
}

export function signiPower(s: WixossState, seat: Seat, zone: number): number {
  const p = s.players[seat]!;
  const inst = p.signi[zone]!;
  const d = def(s, inst);
  let power = d.power ?? 0;
  // "This SIGNI's power becomes N while ...": a constant of the card itself, under resolved changes.
  const constant = d.effects?.constant;
  if (constant) for (const c of constant) if (c.power !== undefined && (!c.if || basicConditionHolds(s, seat, c.if, inst))) power = c.power;
  let add = 0;
  for (const m of s.mods) {
    if (m.inst !== inst) continue;
    if (m.set !== undefined) power = m.set;
    if (m.add) add += m.add;
  }
  // Auras: the current LRIG's and every own SIGNI's constant abilities ("self" auras only on the SIGNI itself).
  const lrig = lrigOf(s, seat);
  if (lrig) add += auras(s, seat, lrig, false, d);
  for (const i of p.signi) if (i !== EMPTY) add += auras(s, seat, def(s, i), i === inst, d);
  return power + add;
}

function auras(s: WixossState, seat: Seat, d: IndexedCard, isSelf: boolean, target: IndexedCard): number {
  const constant = d.effects?.constant;
  if (!constant) return 0;
  let add = 0;
  for (const c of constant) {
    if (!c.aura || (c.scope === 'self' && !isSelf)) continue;
    if (c.filter && !cardMatches(target, c.filter)) continue;
    if (!c.if || basicConditionHolds(s, seat, c.if)) add += c.aura;
  }
  return add;
}

export function hasLancer(s: WixossState, seat: Seat, zone: number): boolean {
  const inst = s.players[seat]!.signi[zone]!;
  return (def(s, inst).effects?.constant ?? []).some((c) => c.lancer && conditionHolds(s, seat, c.if, inst));
}

export function signiLevels(s: WixossState, seat: Seat): number {
  let n = 0;
  for (const i of s.players[seat]!.signi) if (i !== EMPTY) n += def(s, i).level;
  return n;
}
