/**
 * What stops a player's action now (summon, ARTS, grow, attack, activated ability), or null: the main
 * phase offers what nothing stops (rules/phases.ts), explain.ts names what does.
 */
import type { Seat } from '../../../engine/game.js';
import { isLrigOfType, meetsLimiting, shareLrigType, type IndexedCard } from '../cards/db.js';
import type { ActMoment, Timing } from '../cards/types.js';
import { EMPTY, type WixossState } from '../state.js';
import { growCost } from './arts-cost.js';
import { def, lrigOf } from './defs.js';
import { costPayable } from './extra-costs.js';
import { selfTrashLocked } from './self-trash-lock.js';
import { artsLocked } from './arts-proof.js';
import { freeAct } from './marks.js';
import { canPay } from './payment.js';
import { leastArtsCost } from './arts-discount.js';
import { actAt, actOf } from './lrig-acts.js';
import { conditionHolds, signiLevels } from './power.js';
import { fits } from './filter.js';
import { abilitiesLost } from './lose-abilities.js';
import { limitingIgnored } from './limiting-ignored.js';

/** What stops a summon apart from the zone (level, limit, limiting condition), or null (explain.ts names it). */
export function summonBlock(s: WixossState, seat: Seat, inst: number): 'type' | 'level' | 'limit' | 'limiting' | null {
  return summonBlockOf(def(s, inst), lrigOf(s, seat), signiLevels(s, seat));
}

/** `summonBlock` for a card `d` under `lrig` with `levels` on the field (the main phase asks it of every card). */
export function summonBlockOf(d: IndexedCard, lrig: IndexedCard | undefined, levels: number): 'type' | 'level' | 'limit' | 'limiting' | null {
  if (d.type !== 'SIGNI' || !lrig) return 'type';
  if (d.level > lrig.level) return 'level';
  if (levels + d.level > (lrig.limit ?? 0)) return 'limit';
  return !d.limiting || isLrigOfType(lrig, d.limiting) ? null : 'limiting';
}

/** LRIG-deck indexes (0-based) of ARTS `seat` may use now with this timing: limiting condition met and payable. */
export function usableArts(s: WixossState, seat: Seat, timing: Timing): number[] {
  const p = s.players[seat]!;
  const lrig = lrigOf(s, seat);
  const out: number[] = [];
  for (let k = 0; k < p.lrigDeck.length; k++) if (artsBlock(s, seat, p.lrigDeck[k]!, timing, lrig) === null) out.push(k);
  return out;
}

/**
 * Whether `usableArts` may list anything, as the other seats can tell (it stops at the first): an ARTS whose cost
 * hand discards lower counts every hand card as one, so whether the ARTS step is asked shows nothing of the hand.
 */
export function anyUsableArts(s: WixossState, seat: Seat, timing: Timing): boolean {
  const p = s.players[seat]!;
  const lrig = lrigOf(s, seat);
  for (let k = 0; k < p.lrigDeck.length; k++) if (artsBlock(s, seat, p.lrigDeck[k]!, timing, lrig, true) === null) return true;
  return false;
}

/** What stops `seat` using the ARTS `inst` with this timing now, or null. */
export function artsBlock(s: WixossState, seat: Seat, inst: number, timing: Timing, lrig = lrigOf(s, seat), publicly = false): 'type' | 'locked' | 'timing' | 'limiting' | 'condition' | 'cost' | null {
  const d = def(s, inst);
  if (d.type !== 'ARTS') return 'type';
  if (artsLocked(s, seat)) return 'locked'; // WX04 No Gain's Burst
  if (d.timings === undefined || !d.timings.includes(timing)) return 'timing';
  if (d.limiting && !(lrig && meetsLimiting(lrig, d)) && !limitingIgnored(s, seat)) return 'limiting'; // WX05 Ulith, Enma of Nihilism
  const usableIf = d.effects?.usableIf;
  if (usableIf !== undefined && !conditionHolds(s, seat, usableIf)) return 'condition'; // "can only be used when ..." (issue 46)
  return canPay(s, seat, leastArtsCost(s, seat, inst, publicly, d)) ? null : 'cost';
}

/** LRIG-deck indexes (0-based) of LRIG cards `seat` may grow into now (level rule by era, shared type, payable). */
export function growable(s: WixossState, seat: Seat): number[] {
  const lrig = lrigOf(s, seat);
  if (!lrig) return [];
  const out: number[] = [];
  s.players[seat]!.lrigDeck.forEach((inst, k) => {
    if (growBlock(s, seat, inst, lrig) === null) out.push(k);
  });
  return out;
}

/** Whether `growable` would list anything (it stops at the first). */
export function anyGrowable(s: WixossState, seat: Seat): boolean {
  const lrig = lrigOf(s, seat);
  if (!lrig) return false;
  const deck = s.players[seat]!.lrigDeck;
  for (let k = 0; k < deck.length; k++) if (growBlock(s, seat, deck[k]!, lrig) === null) return true;
  return false;
}

/**
 * Whether the LRIG deck card `card` may be revealed to pay the grow cost of `inst` (WX05 Mayu, Genesis Miko;
 * rules/grow-reveal.ts): it fits the cost's filter and is not `inst` itself.
 */
export function paysGrowReveal(s: WixossState, inst: number, card: number): boolean {
  return card !== inst && fits(def(s, card), def(s, inst).effects?.growReveal);
}

/** What stops `seat` growing into the LRIG deck card `inst` now, or null. */
export function growBlock(s: WixossState, seat: Seat, inst: number, lrig = lrigOf(s, seat)): 'type' | 'lrigType' | 'level' | 'condition' | 'reveal' | 'cost' | null {
  const d = def(s, inst);
  if (d.type !== 'LRIG' || !lrig) return 'type';
  if (!shareLrigType(d, lrig)) return 'lrigType';
  const ok = s.modern
    ? d.level === lrig.level + 1
    : d.level === lrig.level + 1 || d.level < lrig.level || (d.level === lrig.level && d.name.en !== lrig.name.en);
  if (!ok) return 'level';
  // WX04 Iona, Ultima/Maiden: "you may grow into this LRIG only while you have 1 or fewer life cloth".
  if (d.effects?.growIf && !conditionHolds(s, seat, d.effects.growIf, inst)) return 'condition';
  const cost = growCost(s, seat, inst);
  // WX05 Mayu, Genesis Miko: the grow cost also reveals an LRIG of the LRIG deck (other than this one).
  if (cost !== undefined && d.effects?.growReveal && !s.players[seat]!.lrigDeck.some((card) => paysGrowReveal(s, inst, card))) return 'reveal';
  return canPay(s, seat, cost, inst) ? null : 'cost';
}

export function canSigniAttack(s: WixossState, seat: Seat, zone: number): boolean {
  return signiAttackBlock(s, seat, zone) === null;
}

/** What stops the SIGNI in `zone` attacking now (the step aside), or null. */
export function signiAttackBlock(s: WixossState, seat: Seat, zone: number): 'empty' | 'down' | 'effect' | null {
  const p = s.players[seat]!;
  const inst = p.signi[zone]!;
  if (inst === EMPTY) return 'empty';
  if (p.signiDown[zone]) return 'down';
  if (s.mods.some((mod) => mod.inst === inst && mod.noAttack)) return 'effect';
  // WX05 Uranium: "this SIGNI cannot attack" (a constant of its own).
  return def(s, inst).effects?.constant?.some((c) => c.noAttack && conditionHolds(s, seat, c.if, inst)) ? 'effect' : null;
}

export function canLrigAttack(s: WixossState, seat: Seat): boolean {
  const p = s.players[seat]!;
  return p.lrig.length > 0 && !p.lrigDown && !s.mods.some((m) => m.noAttack && p.lrig.includes(m.inst));
}

/** `where` of a card in the trash (its activated abilities with `from: "trash"`): -2 for trash card 1, -3 for 2, ... */
export const trashWhere = (trashIndex: number) => -2 - trashIndex;

/** The card whose activated ability `where` names: a SIGNI zone (0-2), -1 for the LRIG, `trashWhere(k)` for the trash. */
export function activatedSource(s: WixossState, seat: Seat, where: number): number | undefined {
  const p = s.players[seat]!;
  const inst = where === -1 ? p.lrig[p.lrig.length - 1] : where < -1 ? p.trash[-2 - where] : p.signi[where];
  return inst === undefined || inst === EMPTY ? undefined : inst;
}

export function canActivate(s: WixossState, seat: Seat, where: number, n = 0, moment?: ActMoment): boolean {
  return activateBlock(s, seat, where, n, moment) === null;
}

/**
 * What stops the activated ability `n` of the card at `where` (see `activatedSource`) now, or null. `moment`: the
 * moment it is asked at (table/moment-acts.ts); an ability with a `timing` is used only then, the others never then.
 */
export function activateBlock(s: WixossState, seat: Seat, where: number, n = 0, moment?: ActMoment): 'empty' | 'none' | 'lost' | 'timing' | 'condition' | 'down' | 'once' | 'cost' | null {
  const inst = activatedSource(s, seat, where);
  if (inst === undefined) return 'empty';
  if (where >= 0 && abilitiesLost(s, inst)) return 'lost'; // WX05 Code Labyrinth Louvre
  const ability = actAt(s, seat, where, n)!; // an LRIG's may be one it has from its LRIG trash (table/lrig-acts.ts)
  const a = actOf(s, ability);
  // An ability used from the trash is used only there, and the others only on the field.
  if (!a || (a.from === 'trash') !== where < -1) return 'none';
  if (a.timing !== moment) return 'timing'; // WX05 Anne Fifth, WX04 Mirurun Yocto: only at their moment (table/moment-acts.ts)
  if (!conditionHolds(s, seat, a.if, inst)) return 'condition';
  const p = s.players[seat]!;
  if (a.down && (where === -1 ? p.lrigDown : where < -1 || p.signiDown[where])) return 'down';
  if (a.trashSelf && selfTrashLocked(s, seat)) return 'cost'; // WX04 Code Art ACG
  if (a.oncePerTurn && s.mods.some((mod) => mod.inst === ability.card && mod.acted && !mod.trig && (mod.abilityIndex ?? 0) === ability.index)) return 'once';
  // WD08 Umr=Fyra: this use costs no ener (the trash abilities of these sets have no other cost).
  return (where < -1 && freeAct(s, inst) ? true : canPay(s, seat, a.cost)) && costPayable(s, seat, a, inst) ? null : 'cost';
}
