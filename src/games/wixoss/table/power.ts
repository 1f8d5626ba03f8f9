/**
 * Current power of SIGNI: printed (or set) power, "until end of turn" changes, then constant auras; the conditions
 * abilities depend on (some look at power); and protection, which keeps an opponent's aura off a SIGNI (so it is part
 * of power, and its own condition may look at power: one file, since each needs the other).
 */
import { opponentOf } from '../../../engine/turn-order.js';
import type { Seat } from '../../../engine/game.js';
import { sameName, type IndexedCard } from '../cards/db.js';
import { fits } from './filter.js';
import type { CardType, Condition, Constant, Keyword, SigniCount, ZoneCount } from '../cards/types.js';
import { EMPTY, type WixossState, idOf } from '../state.js';
import { def, lrigOf } from './defs.js';
import { kindsWithConstant } from './kinds.js';
import { perCount } from './power-per.js';
import { cardsUnder } from './under.js';
import { hasCharm } from './charm.js';
import { anyCrossed, isCrossed } from './cross.js';
import { ignoresResolvingArts } from './arts-proof.js';
import { shieldedThisTurn } from './shield.js';
import { differentNames } from './different-names.js';
import { abilitiesLost, constantsOf, hasNoAbilities } from './lose-abilities.js';
import { anyPowerLock, powerChangesBlocked } from './power-lock.js';
import { resolvingTask } from './resolving.js';

/** Conditions that do not look at power (so auras can use them without recursion). `self`: the card that has it. */
function basicConditionHolds(s: WixossState, seat: Seat, c: Condition, self?: number): boolean {
  const p = s.players[seat]!;
  if (c.turn === 'own' && s.active !== seat) return false;
  if (c.turn === 'opponent' && s.active === seat) return false;
  if (c.phase !== undefined && s.phase !== c.phase) return false;
  if (c.onField !== undefined && !p.signi.some((i) => i !== EMPTY && sameName(idOf(s, i), c.onField!))) return false;
  if (c.trashAtLeast !== undefined && p.trash.length < c.trashAtLeast) return false;
  if (c.enerAtLeast !== undefined && p.ener.length < c.enerAtLeast) return false;
  if (c.oppHandAtMost !== undefined && s.players[opponentOf(seat)]!.hand.length > c.oppHandAtMost) return false;
  if (c.signi !== undefined && !eachHolds(c.signi, (k) => signiCountHolds(s, seat, k, self))) return false;
  if (c.count !== undefined && !eachHolds(c.count, (k) => zoneCountHolds(s, seat, k))) return false;
  if (c.compare !== undefined) {
    const diff = s.players[seat]![c.compare.zone].length - s.players[opponentOf(seat)]![c.compare.zone].length;
    if ((c.compare.atLeast !== undefined && diff < c.compare.atLeast) || (c.compare.atMost !== undefined && diff > c.compare.atMost)) return false;
  }
  if (c.oppLrigColor !== undefined && !lrigOf(s, opponentOf(seat))?.colors.includes(c.oppLrigColor)) return false;
  // Issue 46 costs: "your LRIG is <colour> and level 4 or more", "this SIGNI is in your middle SIGNI zone".
  if (c.lrig !== undefined) {
    const lrig = lrigOf(s, seat);
    if (!lrig || !fits(lrig, c.lrig)) return false;
  }
  if (c.selfInZone !== undefined && (self === undefined || p.signi[c.selfInZone - 1] !== self)) return false;
  if (c.hasCharm !== undefined && (self !== undefined && hasCharm(s, self)) !== c.hasCharm) return false;
  if (c.selfKeyword !== undefined && (self === undefined || !p.signi.includes(self) || !hasKeyword(s, seat, p.signi.indexOf(self), c.selfKeyword))) return false;
  if (c.crossed !== undefined && (self !== undefined && isCrossed(s, seat, self)) !== c.crossed) return false;
  if (c.anyCrossed !== undefined && anyCrossed(s, seat) !== c.anyCrossed) return false;
  if (c.underAtMost !== undefined && self !== undefined && cardsUnder(s, seat, self) > c.underAtMost) return false;
  if (c.enerColorsAtLeast !== undefined && enerColors(s, seat) < c.enerColorsAtLeast) return false;
  return true;
}

/** How many colours the cards of `seat`'s ener zone have among them (colorless is one). */
function enerColors(s: WixossState, seat: Seat): number {
  const seen = new Set<string>();
  for (const inst of s.players[seat]!.ener) for (const color of def(s, inst).colors) seen.add(color);
  return seen.size;
}

function eachHolds<T>(list: T | T[], holds: (item: T) => boolean): boolean {
  return Array.isArray(list) ? list.every(holds) : holds(list);
}

function inRange(n: number, atLeast: number | undefined, atMost: number | undefined): boolean {
  return n >= (atLeast ?? 1) && (atMost === undefined || n <= atMost);
}

function signiCountHolds(s: WixossState, seat: Seat, k: SigniCount, self: number | undefined): boolean {
  const signi = s.players[k.side === 'opponent' ? opponentOf(seat) : seat]!.signi;
  let n = 0;
  if (k.differentNames) n = differentNames(s, signi, k.filter, k.other ? self : undefined);
  else for (const i of signi) if (i !== EMPTY && !(k.other && i === self) && (!k.frozen || s.frozen.includes(i)) && fits(def(s, i), k.filter) && (!k.noAbilities || hasNoAbilities(s, k.side === 'opponent' ? opponentOf(seat) : seat, i))) n++;
  return inRange(n, k.atLeast, k.atMost);
}

function zoneCountHolds(s: WixossState, seat: Seat, k: ZoneCount): boolean {
  const zone = s.players[k.side === 'opponent' ? opponentOf(seat) : seat]![k.zone];
  let n = 0;
  if (k.differentNames) n = differentNames(s, zone, k.filter);
  else if (!k.filter) n = zone.length;
  else for (const i of zone) if (fits(def(s, i), k.filter)) n++;
  // A count with only an upper bound ("no cards in your LRIG deck") starts at 0, not 1.
  return inRange(n, k.atLeast ?? (k.atMost !== undefined ? 0 : 1), k.atMost);
}

export function conditionHolds(s: WixossState, seat: Seat, c: Condition | undefined, self?: number): boolean {
  if (!c) return true;
  if (!basicConditionHolds(s, seat, c, self)) return false;
  // "If ..., instead ...": the plain part holds while the instead part's condition does not.
  if (c.not && conditionHolds(s, seat, c.not, self)) return false;
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

/**
 * Ruling (order of power changes): printed power, replaced by a constant "this SIGNI's power is N" while its
 * condition holds, replaced again by an "until end of turn" set; then every "until end of turn" +/- and every aura
 * adds to that.
 */
export function signiPower(s: WixossState, seat: Seat, zone: number, oppAuras = true): number {
  const p = s.players[seat]!;
  const inst = p.signi[zone]!;
  const d = def(s, inst);
  let power = d.power ?? 0;
  // WX05 Lion: the effects of a player it names change no power (their constants and their "until end of turn" changes).
  const opp = opponentOf(seat);
  const locked = anyPowerLock(s) ? [powerChangesBlocked(s, 0), powerChangesBlocked(s, 1)] : NO_LOCK;
  const own = locked[seat] ? NO_CONSTANTS : constantsOf(s, inst);
  for (const c of own) if (c.power !== undefined && (!c.if || basicConditionHolds(s, seat, c.if, inst))) power = c.power;
  let add = 0;
  for (const m of s.mods) {
    if (m.inst !== inst || (m.by !== undefined && locked[m.by])) continue;
    if (m.set !== undefined) power = m.set;
    if (m.add) add += m.add;
  }
  // Auras: the current LRIG's and every own SIGNI's constant abilities ("self" auras only on the SIGNI itself).
  const lrig = p.lrig[p.lrig.length - 1];
  if (!locked[seat]) {
    if (lrig !== undefined) add += auras(s, seat, lrig, d, inst, false);
    for (const i of p.signi) if (i !== EMPTY) add += auras(s, seat, i, d, inst, false);
  }
  // The opponent's auras on your SIGNI ("your opponent's SIGNI get -2000"), looked at only when a card has one.
  // `oppAuras` false: without them (WX05 Lion's "power 15000 or more" protection, which they cannot reach while it holds).
  if (kindsOppAura(s) && oppAuras && !locked[opp]) {
    const q = s.players[opp]!;
    const olrig = q.lrig[q.lrig.length - 1];
    if (olrig !== undefined) add += auras(s, opp, olrig, d, inst, true);
    for (const i of q.signi) if (i !== EMPTY) add += auras(s, opp, i, d, inst, true);
  }
  return power + add;
}

const NO_LOCK = [false, false];
const NO_CONSTANTS: Constant[] = [];

/** The aura the card `src` (of `seat`) gives the SIGNI `target` (card `td`); `opp`: the target is the opponent's. */
function auras(s: WixossState, seat: Seat, src: number, td: IndexedCard, target: number, opp: boolean): number {
  const constant = constantsOf(s, src);
  let add = 0;
  for (const c of constant) {
    if (!c.aura) continue;
    const scope = c.scope ?? 'allOwn';
    if (opp ? scope !== 'allOpp' : scope === 'allOpp' || (scope === 'self' && src !== target) || (scope === 'otherOwn' && src === target)) continue;
    if (c.filter && !fits(td, c.filter)) continue;
    if (c.toCrossed && (opp || !isCrossed(s, seat, target))) continue;
    if (opp && shieldedFromCard(s, opponentOf(seat), target, src)) continue;
    if (!c.if || basicConditionHolds(s, seat, c.if, src)) add += c.per ? c.aura * perCount(s, seat, c.per, src) : c.aura;
  }
  return add;
}

const kindsOppAura = kindsWithConstant((c) => Boolean(c.aura) && c.scope === 'allOpp');

function hasKeyword(s: WixossState, seat: Seat, zone: number, kw: Exclude<Keyword, 'noBanish'>): boolean {
  const inst = s.players[seat]!.signi[zone]!;
  if (abilitiesLost(s, inst)) return false; // WX05 Code Labyrinth Louvre: gained keywords go too
  for (const mod of s.mods) if (mod.inst === inst && mod.kw === kw) return true;
  if (s.laterKw) for (const k of s.laterKw) if (k.seat === seat && k.turn === s.turn && k.kw === kw && (k.zone === undefined || k.zone === zone) && frontHolds(s, seat, zone, k.frontPowerAtLeast)) return true;
  if (constantsOf(s, inst).some((c) => c[kw] && conditionHolds(s, seat, c.if, inst))) return true;
  return kindsLrigKeyword(s) && lrigGivesKeyword(s, seat, inst, kw);
}

// An LRIG's constant keyword with `scope: "allOwn"`: every SIGNI of yours has it (WX05 Hanayo-Five's Double Crush).
const kindsLrigKeyword = kindsWithConstant((c) => c.scope === 'allOwn' && Boolean(c.lancer || c.doubleCrush || c.assassin));

function lrigGivesKeyword(s: WixossState, seat: Seat, signi: number, kw: Exclude<Keyword, 'noBanish'>): boolean {
  const p = s.players[seat]!;
  const lrig = p.lrig[p.lrig.length - 1];
  if (lrig === undefined) return false;
  const constant = def(s, lrig).effects?.constant ?? [];
  return constant.some((c) => c[kw] && c.scope === 'allOwn' && (!c.filter || fits(def(s, signi), c.filter)) && conditionHolds(s, seat, c.if, lrig));
}

/** "While the SIGNI in front of it has power N or more": there is one, and its power is at least `atLeast` (none given: always). */
function frontHolds(s: WixossState, seat: Seat, zone: number, atLeast: number | undefined): boolean {
  if (atLeast === undefined) return true;
  const opp = opponentOf(seat);
  return s.players[opp]!.signi[zone] !== EMPTY && signiPower(s, opp, zone) >= atLeast;
}

/** [Assassin] (SP02 on): its attack does not battle the SIGNI in front of it; it deals damage as into an empty zone. */
export function hasAssassin(s: WixossState, seat: Seat, zone: number): boolean {
  return hasKeyword(s, seat, zone, 'assassin');
}

export function hasLancer(s: WixossState, seat: Seat, zone: number): boolean {
  return hasKeyword(s, seat, zone, 'lancer');
}

/** [Double Crush]: the damage this SIGNI deals crushes 2 life cloth. */
export function hasDoubleCrush(s: WixossState, seat: Seat, zone: number): boolean {
  return hasKeyword(s, seat, zone, 'doubleCrush');
}

export function lrigDoubleCrush(s: WixossState, seat: Seat): boolean {
  const p = s.players[seat]!;
  const lrig = p.lrig[p.lrig.length - 1];
  return s.mods.some((mod) => mod.inst === lrig && mod.kw === 'doubleCrush');
}

export function signiLevels(s: WixossState, seat: Seat): number {
  let n = 0;
  for (const i of s.players[seat]!.signi) if (i !== EMPTY) n += def(s, i).level;
  return n;
}

/*
 * "Your <Angel> SIGNI are unaffected by your opponent's effects other than their LRIG's" (constant `protect`: a card
 * filter). The effect that is resolving is the effect task on top of the stack; ARTS and SPELLs are not LRIG.
 */
// Whether any card of a kind table protects (most games: none), so the check costs one comparison.
const anyProtects = kindsWithConstant((c) => !!c.protect);

/** Whether `side`'s LRIG or SIGNI give the SIGNI `inst` protection now from an effect of a card of type `from`. */
function protectedNow(s: WixossState, side: Seat, inst: number, from: CardType): boolean {
  const p = s.players[side]!;
  const d = def(s, inst);
  const lrig = p.lrig[p.lrig.length - 1];
  for (const src of [lrig, ...p.signi]) {
    if (src === undefined || src === EMPTY) continue;
    for (const c of constantsOf(s, src)) {
      // protectFrom: only from that type's effects ("unaffected by the opponent's spells": SP06 Nickel; WX04
      // Contempora: LRIG and SIGNI); without it, from every type's but an LRIG's.
      if (c.protect && (c.protectFrom === undefined ? from !== 'LRIG' : c.protectFrom === from || (Array.isArray(c.protectFrom) && c.protectFrom.includes(from))) && fits(d, c.protect) && conditionHolds(s, side, c.if, src) && powerReaches(s, side, inst, c.protectMinPower)) return true;
    }
  }
  return false;
}

/** WX05 Lion: "your SIGNI with power 15000 or more" (none given: any); measured without the opponent's auras, so it needs no protection itself. */
function powerReaches(s: WixossState, side: Seat, inst: number, atLeast: number | undefined): boolean {
  if (atLeast === undefined) return true;
  const zone = s.players[side]!.signi.indexOf(inst);
  return zone >= 0 && signiPower(s, side, zone, false) >= atLeast;
}

/** Whether the SIGNI `inst` of `side` ignores the effect resolving now (an opponent's; an LRIG's only where `protectFrom` says). */
export function shielded(s: WixossState, side: Seat, inst: number): boolean {
  if (ignoresResolvingArts(s, side)) return true; // WX04 No Gain
  const t = resolvingTask(s);
  if (!t || t.kind !== 'effect' || t.seat === side) return false;
  const from = def(s, t.via ?? t.src).type;
  if (shieldedThisTurn(s, side, inst, from)) return true;
  if (!anyProtects(s)) return false;
  return protectedNow(s, side, inst, from);
}

/** The same for a constant ability of the opponent's card `src` (an aura that lowers your SIGNI). */
export function shieldedFromCard(s: WixossState, side: Seat, inst: number, src: number): boolean {
  return (anyProtects(s) && protectedNow(s, side, inst, def(s, src).type)) || shieldedThisTurn(s, side, inst, def(s, src).type);
}
