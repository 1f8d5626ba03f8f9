/**
 * Why a typed move is not legal now, naming the rule and its `cardref rules wixoss` topic. It uses the same checks
 * as `decision` (the *Block functions of rules/actions.ts) and talks only about what the deciding seat may know:
 * its own hand, LRIG deck, ener and the public field. The shape, a move of no legal verb and a number outside the
 * choices are the engine's (engine/moves/explain-shape.ts).
 */
import { actAt, actOf } from './table/lrig-acts.js';
import { zonesWithCharm } from './table/charm.js';
import { explainBy } from '../../engine/moves/explain-shape.js';
import { firstWord } from '../../engine/choice-text.js';
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
import { referee } from './rules/flow.js';
import { findPayment } from './table/payment.js';
import { signiLevels } from './table/power.js';
import { spellBlock, spellCost } from './table/spell-use.js';
import { cardName } from './table/names.js';
import { def, lrigOf } from './table/defs.js';
import { EMPTY, type WixossState } from './state.js';
import { MOVES, type WixossMove } from './moves.js';

export const explainChoice = explainBy(MOVES, referee.decision, (s: WixossState, move, d) => explain(s, d.seat, d.choices, move));

const ref = (text: string, topic: string) => m().exRef(text, topic);

/** Whether a verb of the turn is used in this phase, and if not, the sentence saying when and its rules topic. */
function timing(s: WixossState, verb: string): [boolean, string, string] | undefined {
  const t = m();
  switch (verb) {
    case 'summon': case 'spell': case 'trash': case 'act': case 'resona': return [s.phase === 'main', t.exMainOnly, 'turn'];
    case 'ener': return [s.phase === 'ener', t.exEnerOnly, 'turn'];
    case 'grow': return [s.phase === 'grow', t.exGrowOnly, 'turn'];
    case 'attack': return [s.phase === 'signiAttack' || s.phase === 'lrigAttack', s.turn === 1 && s.phase !== 'over' ? t.exFirstTurn : t.exAttackOnly, 'attack'];
    case 'arts': return [s.phase === 'main' || s.phase === 'artsTurn' || s.phase === 'artsOpp', t.exArtsOnly, 'attack'];
    case 'lrig': return [s.phase === 'chooseLrig', t.exSetupOnly, 'setup'];
    case 'mulligan': return [s.phase === 'mulligan', t.exSetupOnly, 'setup'];
    default: return undefined;
  }
}

/** The kind of task each verb answers (the others answer no task: another question must be answered first). */
const TASK_OF: Record<string, string> = { arts: 'cutin', guard: 'guard', pay: 'pay', target: 'effect' };

function explain(s: WixossState, seat: number, legal: readonly string[], move: WixossMove): string | undefined {
  const t = m();
  const top = s.tasks[s.tasks.length - 1];
  // The moment a move belongs to is its first word's (`attack lrig` is an attack).
  const verb = firstWord(move.verb);
  if (top) {
    // A question of a pending effect, payment or guard comes first: the legal moves say what it takes.
    if (TASK_OF[verb] ? TASK_OF[verb] !== top.kind : !legal.some((choice) => firstWord(choice) === verb)) return undefined;
  } else {
    const [now, when, topic] = timing(s, verb) ?? [true, '', ''];
    if (s.phase === 'signiAttack' && move.verb === 'attack lrig') return ref(t.exLrigAfterSigni, 'attack');
    if (s.phase === 'signiAttack' && move.verb === 'pass' && mustAttack(s, s.active)) return ref(t.exMustAttack, 'attack');
    if (!now) return ref(when, topic);
  }
  const p = s.players[seat]!;
  const a = move.args as Partial<Record<'n' | 'zone', number>>;
  const n = (a.n ?? 0) - 1;
  const zone = (a.zone ?? 0) - 1;
  // Identical cards get one choice, under the first of them (the choice list is shorter that way).
  const sameAsEarlier = (list: number[], k: number) => {
    const first = list.findIndex((inst) => s.ids[inst] === s.ids[list[k]!]);
    return first >= 0 && first < k ? t.exSameCard(k + 1, first + 1) : undefined;
  };
  const inHand = p.hand[n];
  const inLrigDeck = p.lrigDeck[n];
  const exCost = (inst: number, cost: Parameters<typeof costText>[0]) => ref(t.exCost(cardName(s, inst), costText(cost)), 'damage');
  const wrongType = (inst: number, type: keyof typeof t.type, topic: string) => ref(t.exWrongType(cardName(s, inst), t.type[def(s, inst).type], t.type[type]), topic);
  const limiting = (inst: number) => ref(t.exLimiting(cardName(s, inst), lrigTypeName(def(s, inst).limiting ?? '')), 'turn');
  switch (move.verb) {
    case 'summon': {
      if (inHand === undefined || zone < 0 || zone > 2) return undefined;
      const card = def(s, inHand);
      const lrig = lrigOf(s, seat);
      switch (summonBlock(s, seat, inHand)) {
        case 'type': return wrongType(inHand, 'SIGNI', 'turn');
        case 'level': return ref(t.exLevel(card.level, lrig?.level ?? 0), 'turn');
        case 'limit': return ref(t.exLimit(signiLevels(s, seat) + card.level, lrig?.limit ?? 0), 'turn');
        case 'limiting': return limiting(inHand);
        default:
          if (p.signi[zone] !== EMPTY) return ref(t.exZoneTaken(zone + 1), 'turn');
          return placementZones(s, seat).includes(zone) ? sameAsEarlier(p.hand, n) : ref(t.exPlaceInFront(placementZones(s, seat).map((x) => x + 1).join(t.listJoin)), 'turn');
      }
    }
    case 'spell': {
      if (inHand === undefined) return undefined;
      if (def(s, inHand).type !== 'SPELL') return wrongType(inHand, 'SPELL', 'turn');
      const again = sameAsEarlier(p.hand, n);
      if (again) return again;
      switch (spellBlock(s, seat, inHand)) {
        case 'locked': return ref(t.exSpellsLocked(cardName(s, inHand)), 'rulings');
        case 'limiting': return limiting(inHand);
        case 'condition': return ref(t.exCondition(cardName(s, inHand)), 'turn');
        default: return exCost(inHand, spellCost(s, seat, inHand));
      }
    }
    case 'resona': {
      if (inLrigDeck === undefined) return undefined;
      const card = def(s, inLrigDeck);
      if (card.type !== 'RESONA') return wrongType(inLrigDeck, 'RESONA', 'rulings');
      const condition = card.effects?.resona;
      if (condition?.options) return ref(t.exResonaOptions(cardName(s, inLrigDeck), condition.choose ?? 0), 'rulings');
      return ref(t.exResona(cardName(s, inLrigDeck), condition?.trash ?? 0), 'rulings');
    }
    case 'arts': {
      if (inLrigDeck === undefined) return undefined;
      const card = def(s, inLrigDeck);
      const when: Timing = top?.kind === 'cutin' ? 'spellCutIn' : s.phase === 'main' ? 'main' : 'attack';
      switch (artsBlock(s, seat, inLrigDeck, when)) {
        case 'type': return wrongType(inLrigDeck, 'ARTS', 'turn');
        case 'locked': return ref(t.exArtsLocked(cardName(s, inLrigDeck)), 'rulings');
        case 'timing': return ref(t.exTiming(cardName(s, inLrigDeck), (card.timings ?? []).map((k) => t.timingName[k]).join(t.listJoin)), 'attack');
        case 'limiting': return limiting(inLrigDeck);
        case 'condition': return ref(t.exCondition(cardName(s, inLrigDeck)), 'turn');
        case 'cost': return exCost(inLrigDeck, artsCost(s, seat, inLrigDeck));
        default: return undefined;
      }
    }
    case 'grow': {
      if (inLrigDeck === undefined) return undefined;
      const lrig = lrigOf(s, seat);
      switch (growBlock(s, seat, inLrigDeck)) {
        case 'type': return wrongType(inLrigDeck, 'LRIG', 'turn');
        case 'lrigType': return ref(t.exGrowType(cardName(s, inLrigDeck), lrigTypeName(lrig?.lrigType ?? '')), 'turn');
        case 'level': return ref(t.exGrowLevel(s.modern, lrig?.level ?? 0), s.modern ? 'modern' : 'turn');
        case 'condition': return ref(t.exGrowCondition(cardName(s, inLrigDeck)), 'rulings');
        case 'reveal': return ref(t.exGrowReveal(cardName(s, inLrigDeck)), 'rulings'); // WX05 Mayu, Genesis Miko
        case 'cost': return exCost(inLrigDeck, growCost(s, seat, inLrigDeck));
        default: return undefined;
      }
    }
    case 'ener': return inHand === undefined ? undefined : sameAsEarlier(p.hand, n);
    case 'ener signi': case 'trash signi': {
      if (p.signi[zone] === undefined) return undefined;
      if (p.signi[zone] === EMPTY) return ref(t.exEmptyZone(zone + 1), 'turn');
      return move.verb === 'trash signi' && s.modern && s.trashedThisMain && !s.trashing ? ref(t.exModernTrash, 'modern') : undefined;
    }
    case 'attack lrig': return ref(t.exLrigDown, 'attack');
    case 'attack': {
      if (s.phase !== 'signiAttack') return ref(t.exAttackOnly, 'attack');
      const inst = p.signi[zone];
      switch (inst === undefined ? undefined : signiAttackBlock(s, seat, zone)) {
        case 'empty': return ref(t.exEmptyZone(zone + 1), 'attack');
        case 'down': return ref(t.exDown(cardName(s, inst!)), 'attack');
        case 'effect': return ref(t.exNoAttackEffect(cardName(s, inst!)), 'attack');
        default: return undefined;
      }
    }
    case 'act': case 'act lrig': case 'act trash': {
      const [where, which] = actWhere(move);
      const inst = where === -1 ? p.lrig[p.lrig.length - 1] : where < -1 ? p.trash[-2 - where] : p.signi[where];
      if (inst === undefined) return undefined;
      const name = inst === EMPTY ? '' : cardName(s, inst);
      switch (activateBlock(s, seat, where, which)) {
        case 'empty': return ref(t.exEmptyZone(where + 1), 'turn');
        case 'none': return ref(t.exNoAbility(name), 'turn');
        case 'timing': return ref(t.exNotNow(name), 'rulings');
        case 'lost': return ref(t.exAbilitiesLost(name), 'rulings');
        case 'condition': return ref(t.exCondition(name), 'turn');
        case 'down': return where < 0 ? ref(t.exLrigDown, 'turn') : ref(t.exDown(name), 'turn');
        case 'once': return ref(t.exOnce(name), 'turn');
        case 'cost': {
          // Charm and Exceed costs are not ener: say which is missing.
          const ability = actAt(s, seat, where, which)!;
          const extra = actOf(s, ability)?.costs;
          if (extra?.charm && zonesWithCharm(s, seat).length < (extra.charm.n ?? 1)) return ref(t.exNoCharm(name, extra.charm.n ?? 1), 'rulings');
          if (extra?.exceed && p.lrig.length - 1 < extra.exceed.n) return ref(t.exNoExceed(name, extra.exceed.n), 'rulings');
          return ref(t.exCost(name, costText(actOf(s, ability)?.cost)), 'damage');
        }
        default: return undefined;
      }
    }
    case 'guard': case 'discard': case 'mulligan': {
      if (inHand === undefined) return undefined;
      if (move.verb === 'guard' && !def(s, inHand).guard) return ref(t.exNoGuardIcon(cardName(s, inHand)), 'attack');
      if (move.verb === 'guard' && !guardAllowed(s, seat, inHand)) return ref(t.exNoGuardLevel(cardName(s, inHand)), 'attack');
      return sameAsEarlier(p.hand, n);
    }
    case 'pay': {
      const inst = p.ener[n];
      if (top?.kind !== 'pay' || inst === undefined) return undefined;
      const fits = !top.picked.includes(inst) && findPayment(s, p.ener, top.cost, [...top.picked, inst], top.growInto) !== null;
      return fits ? sameAsEarlier(p.ener, n) : ref(t.exNoPayment(cardName(s, inst)), 'damage');
    }
    case 'target': case 'target own': {
      // `target own k` is the mover's zone k, `target k` the other player's (cards/targets.ts).
      const side = move.verb === 'target own' ? seat : opponentOf(seat);
      if (top?.kind !== 'effect' || s.players[side]!.signi[zone] === undefined) return undefined;
      if (s.players[side]!.signi[zone] === EMPTY) return ref(t.exEmptyZone(zone + 1), 'attack');
      const op = effectOps(s, top)[top.opIndex];
      return op && targetSide(op, seat) === side && !legalZones(s, op, side).includes(zone) ? ref(t.exNotTarget(zone + 1), 'damage') : undefined;
    }
    case 'lrig': {
      if (inLrigDeck === undefined) return undefined;
      const card = cardDef(def(s, inLrigDeck).id);
      return card.type === 'LRIG' && card.level === 0 ? undefined : ref(t.exNotLevelZero(cardName(s, inLrigDeck)), 'setup');
    }
    default:
      return undefined;
  }
}
