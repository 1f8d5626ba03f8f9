/**
 * Why a typed move is not legal now, naming the rule and its `cardref rules wixoss` topic. It uses the same checks
 * as `decision` (the *Block functions of rules/actions.ts) and talks only about what the deciding seat may know:
 * its own hand, LRIG deck, ener and the public field.
 */
import { opponentOf } from '../../engine/turn-order.js';
import { artsCost, growCost } from './table/arts-cost.js';
import { placementZones } from './table/placement.js';
import { mustAttack } from './table/forced-attack.js';
import { cardDef } from './cards/db.js';
import { legalZones, targetSide } from './table/targets.js';
import { effectOps } from './table/abilities.js';
import { guardAllowed } from './table/marks.js';
import type { Timing } from './cards/types.js';
import { costText, lrigTypeName, m } from './messages/index.js';
import { activateBlock, artsBlock, growBlock, signiAttackBlock, summonBlock } from './table/action-blocks.js';
import { actWhere } from './rules/actions.js';
import { verbOf } from './rules/choice-text.js';
import { referee } from './rules/flow.js';
import { findPayment } from './table/payment.js';
import { signiLevels } from './table/power.js';
import { spellBlock, spellCost } from './table/spell-use.js';
import { cardName } from './table/names.js';
import { def, lrigOf } from './table/defs.js';
import { EMPTY, ZONES, type WixossState } from './state.js';
import { MOVES } from './moves.js';

/** The rules topic each verb's timing belongs to, and the sentence saying when the verb is used. */
function timingReason(s: WixossState, verb: string): [string, string] | undefined {
  const t = m();
  switch (verb) {
    case 'summon': case 'spell': case 'trash': case 'act': case 'resona': return [t.exMainOnly, 'turn'];
    case 'ener': return [t.exEnerOnly, 'turn'];
    case 'grow': return [t.exGrowOnly, 'turn'];
    case 'attack': return s.turn === 1 && s.phase !== 'over' ? [t.exFirstTurn, 'attack'] : [t.exAttackOnly, 'attack'];
    case 'arts': return [t.exArtsOnly, 'attack'];
    case 'lrig': case 'mulligan': case 'keep': return [t.exSetupOnly, 'setup'];
    default: return undefined;
  }
}

/** Whether `verb` is a move of the current moment (so the reason is about this card or zone, not the timing). */
function verbFitsNow(s: WixossState, verb: string, legal: string[]): boolean {
  const top = s.tasks[s.tasks.length - 1];
  if (top) {
    if (verb === 'arts') return top.kind === 'cutin';
    if (verb === 'guard') return top.kind === 'guard';
    if (verb === 'pay') return top.kind === 'pay';
    if (verb === 'target') return top.kind === 'effect';
    return legal.some((c) => verbOf(c) === verb);
  }
  switch (verb) {
    case 'summon': case 'spell': case 'trash': case 'act': case 'resona': return s.phase === 'main';
    case 'arts': return s.phase === 'main' || s.phase === 'artsTurn' || s.phase === 'artsOpp';
    case 'grow': return s.phase === 'grow';
    case 'ener': return s.phase === 'ener';
    case 'attack': return s.phase === 'signiAttack' || s.phase === 'lrigAttack';
    case 'lrig': return s.phase === 'chooseLrig';
    case 'mulligan': return s.phase === 'mulligan';
    default: return legal.some((c) => verbOf(c) === verb);
  }
}

export function explainChoice(s: WixossState, choice: string): string | undefined {
  try {
    return explain(s, choice);
  } catch {
    // A junk choice must never break the prompt; saying nothing more is always safe.
    return undefined;
  }
}

function explain(s: WixossState, choice: string): string | undefined {
  const d = referee.decision(s);
  if (d.over) return undefined;
  const t = m();
  const ref = (text: string, topic: string) => t.exRef(text, topic);
  const move = MOVES.parse(choice);
  if (!move) {
    const shape = MOVES.shapeProblem(choice);
    if (shape) return shape;
  }
  // The moment a move belongs to is its first word's (`attack lrig` is an attack).
  const verb = verbOf(choice);
  if (!verbFitsNow(s, verb, d.choices)) {
    // A question of a pending effect, payment or guard comes first; otherwise the move belongs to another moment.
    if (s.tasks.length > 0) return t.exAnswerFirst(d.prompt);
    if (s.phase === 'signiAttack' && choice === 'attack lrig') return ref(t.exLrigAfterSigni, 'attack');
    if (s.phase === 'signiAttack' && choice === 'pass' && mustAttack(s, s.active)) return ref(t.exMustAttack, 'attack');
    const when = timingReason(s, verb);
    return when && ref(...when);
  }
  const seat = d.seat;
  const p = s.players[seat]!;
  if (!move) return undefined;
  const a = move.args as Partial<Record<'n' | 'zone' | 'ability', number>>;
  const n = (a.n ?? 0) - 1;
  const inRange = (list: number[], k: number, where: string, topic: string) =>
    (k >= 0 && k < list.length ? undefined : ref(t.exNoCard(where, k + 1, list.length), topic));
  const zoneOk = (z: number) => (z >= 0 && z < ZONES ? undefined : ref(t.exZoneRange, 'attack'));
  // Identical cards get one choice, under the first of them (the choice list is shorter that way).
  const sameAsEarlier = (list: number[], k: number) => {
    const first = list.findIndex((inst) => s.ids[inst] === s.ids[list[k]!]);
    return first >= 0 && first < k ? t.exSameCard(k + 1, first + 1) : undefined;
  };
  const zone = (a.zone ?? 0) - 1;
  switch (move.verb) {
    case 'summon': {
      const k = n;
      const z = zone;
      const bad = inRange(p.hand, k, t.whereHand, 'turn') ?? zoneOk(z);
      if (bad) return bad;
      const inst = p.hand[k]!;
      const card = def(s, inst);
      const lrig = lrigOf(s, seat);
      switch (summonBlock(s, seat, inst)) {
        case 'type': return ref(t.exWrongType(cardName(s, inst), t.type[card.type], t.type.SIGNI), 'turn');
        case 'level': return ref(t.exLevel(card.level, lrig?.level ?? 0), 'turn');
        case 'limit': return ref(t.exLimit(signiLevels(s, seat) + card.level, lrig?.limit ?? 0), 'turn');
        case 'limiting': return ref(t.exLimiting(cardName(s, inst), lrigTypeName(card.limiting ?? '')), 'turn');
        default:
          if (p.signi[z] !== EMPTY) return ref(t.exZoneTaken(z + 1), 'turn');
          return placementZones(s, seat).includes(z) ? sameAsEarlier(p.hand, k) : ref(t.exPlaceInFront(placementZones(s, seat).map((x) => x + 1).join(t.listJoin)), 'turn');
      }
    }
    case 'spell': {
      const k = n;
      const bad = inRange(p.hand, k, t.whereHand, 'turn');
      if (bad) return bad;
      const card = def(s, p.hand[k]!);
      if (card.type !== 'SPELL') return ref(t.exWrongType(cardName(s, p.hand[k]!), t.type[card.type], t.type.SPELL), 'turn');
      const again = sameAsEarlier(p.hand, k);
      if (again) return again;
      const name = cardName(s, p.hand[k]!);
      switch (spellBlock(s, seat, p.hand[k]!)) {
        case 'limiting': return ref(t.exLimiting(name, lrigTypeName(card.limiting ?? '')), 'turn');
        case 'condition': return ref(t.exCondition(name), 'turn');
        default: return ref(t.exCost(name, costText(spellCost(s, seat, p.hand[k]!))), 'damage');
      }
    }
    case 'resona': {
      const k = n;
      const bad = inRange(p.lrigDeck, k, t.whereLrigDeck, 'rulings');
      if (bad) return bad;
      const card = def(s, p.lrigDeck[k]!);
      if (card.type !== 'RESONA') return ref(t.exWrongType(cardName(s, p.lrigDeck[k]!), t.type[card.type], t.type.RESONA), 'rulings');
      return ref(t.exResona(cardName(s, p.lrigDeck[k]!), card.effects?.resona?.trash ?? 0), 'rulings');
    }
    case 'arts': {
      const k = n;
      const bad = inRange(p.lrigDeck, k, t.whereLrigDeck, 'attack');
      if (bad) return bad;
      const inst = p.lrigDeck[k]!;
      const card = def(s, inst);
      const top = s.tasks[s.tasks.length - 1];
      const timing: Timing = top?.kind === 'cutin' ? 'spellCutIn' : s.phase === 'main' ? 'main' : 'attack';
      switch (artsBlock(s, seat, inst, timing)) {
        case 'type': return ref(t.exWrongType(cardName(s, inst), t.type[card.type], t.type.ARTS), 'turn');
        case 'timing': return ref(t.exTiming(cardName(s, inst), (card.timings ?? []).map((k2) => t.timingName[k2]).join(t.listJoin)), 'attack');
        case 'limiting': return ref(t.exLimiting(cardName(s, inst), lrigTypeName(card.limiting ?? '')), 'turn');
        case 'cost': return ref(t.exCost(cardName(s, inst), costText(artsCost(s, seat, inst))), 'damage');
        default: return undefined;
      }
    }
    case 'grow': {
      const k = n;
      const bad = inRange(p.lrigDeck, k, t.whereLrigDeck, 'turn');
      if (bad) return bad;
      const inst = p.lrigDeck[k]!;
      const card = def(s, inst);
      const lrig = lrigOf(s, seat);
      switch (growBlock(s, seat, inst)) {
        case 'type': return ref(t.exWrongType(cardName(s, inst), t.type[card.type], t.type.LRIG), 'turn');
        case 'lrigType': return ref(t.exGrowType(cardName(s, inst), lrigTypeName(lrig?.lrigType ?? '')), 'turn');
        case 'level': return ref(t.exGrowLevel(s.modern, lrig?.level ?? 0), s.modern ? 'modern' : 'turn');
        case 'cost': return ref(t.exCost(cardName(s, inst), costText(growCost(s, seat, inst))), 'damage');
        default: return undefined;
      }
    }
    case 'ener': return inRange(p.hand, n, t.whereHand, 'turn') ?? sameAsEarlier(p.hand, n);
    case 'ener signi': return zoneOk(zone) ?? (p.signi[zone] === EMPTY ? ref(t.exEmptyZone(zone + 1), 'turn') : undefined);
    case 'attack lrig': return s.phase === 'signiAttack' ? ref(t.exLrigAfterSigni, 'attack') : ref(t.exLrigDown, 'attack');
    case 'attack': {
      if (s.phase !== 'signiAttack') return ref(t.exAttackOnly, 'attack');
      const z = zone;
      const bad = zoneOk(z);
      if (bad) return bad;
      const inst = p.signi[z]!;
      switch (signiAttackBlock(s, seat, z)) {
        case 'empty': return ref(t.exEmptyZone(z + 1), 'attack');
        case 'down': return ref(t.exDown(cardName(s, inst)), 'attack');
        case 'effect': return ref(t.exNoAttackEffect(cardName(s, inst)), 'attack');
        default: return undefined;
      }
    }
    case 'trash signi': {
      const z = zone;
      const bad = zoneOk(z);
      if (bad) return bad;
      if (p.signi[z] === EMPTY) return ref(t.exEmptyZone(z + 1), 'turn');
      return s.modern && s.trashedThisMain && !s.trashing ? ref(t.exModernTrash, 'modern') : undefined;
    }
    case 'act': case 'act lrig': case 'act trash': {
      const [where, which] = actWhere(move);
      if (where >= 0 && zoneOk(where)) return zoneOk(where);
      const inst = where === -1 ? p.lrig[p.lrig.length - 1] : where < -1 ? p.trash[-2 - where] : p.signi[where];
      const name = inst === undefined || inst === EMPTY ? '' : cardName(s, inst);
      switch (activateBlock(s, seat, where, which)) {
        case 'empty': return ref(t.exEmptyZone(where + 1), 'turn');
        case 'none': return ref(t.exNoAbility(name), 'turn');
        case 'condition': return ref(t.exCondition(name), 'turn');
        case 'down': return where < 0 ? ref(t.exLrigDown, 'turn') : ref(t.exDown(name), 'turn');
        case 'once': return ref(t.exOnce(name), 'turn');
        case 'cost': return ref(t.exCost(name, costText(def(s, inst!).acts[which]?.cost)), 'damage');
        default: return undefined;
      }
    }
    case 'guard': case 'discard': case 'mulligan': {
      const k = n;
      const bad = inRange(p.hand, k, t.whereHand, move.verb === 'mulligan' ? 'setup' : move.verb === 'guard' ? 'attack' : 'turn');
      if (bad) return bad;
      if (move.verb === 'guard' && !def(s, p.hand[k]!).guard) return ref(t.exNoGuardIcon(cardName(s, p.hand[k]!)), 'attack');
      if (verb === 'guard' && !guardAllowed(s, seat, p.hand[k]!)) return ref(t.exNoGuardLevel(cardName(s, p.hand[k]!)), 'attack');
      return sameAsEarlier(p.hand, k);
    }
    case 'pay': {
      const top = s.tasks[s.tasks.length - 1];
      if (top?.kind !== 'pay') return undefined;
      const k = n;
      const bad = inRange(p.ener, k, t.whereEner, 'damage');
      if (bad) return bad;
      const inst = p.ener[k]!;
      const fits = !top.picked.includes(inst) && findPayment(s, p.ener, top.cost, [...top.picked, inst]) !== null;
      return fits ? sameAsEarlier(p.ener, k) : ref(t.exNoPayment(cardName(s, inst)), 'damage');
    }
    case 'target': case 'target own': {
      const top = s.tasks[s.tasks.length - 1];
      if (top?.kind !== 'effect') return undefined;
      // `target own k` is the mover's zone k, `target k` the other player's (cards/targets.ts).
      const own = move.verb === 'target own';
      const z = zone;
      const bad = zoneOk(z);
      if (bad) return bad;
      const side = own ? seat : opponentOf(seat);
      if (s.players[side]!.signi[z] === EMPTY) return ref(t.exEmptyZone(z + 1), 'attack');
      const op = effectOps(s, top)[top.i];
      return op && targetSide(op, seat) === side && !legalZones(s, op, side).includes(z) ? ref(t.exNotTarget(z + 1), 'damage') : undefined;
    }
    case 'lrig': {
      const k = n;
      const bad = inRange(p.lrigDeck, k, t.whereLrigDeck, 'setup');
      if (bad) return bad;
      const card = cardDef(def(s, p.lrigDeck[k]!).id);
      return card.type === 'LRIG' && card.level === 0 ? undefined : ref(t.exNotLevelZero(cardName(s, p.lrigDeck[k]!)), 'setup');
    }
    default:
      return undefined;
  }
}
