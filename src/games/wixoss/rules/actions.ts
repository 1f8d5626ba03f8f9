/**
 * Starting the player's actions: summon, spells, ARTS, grow, attacks. Each pushes the tasks that finish it. What
 * stops one is a table query (table/action-blocks.ts).
 */
import { ASK } from './asking.js';
import { anyMomentActs, lrigActChoice, momentActs } from '../table/moment-acts.js';
import { actAt, actOf, lrigActCount } from '../table/lrig-acts.js';
import { opponentOf } from '../../../engine/turn-order.js';
import type { Seat } from '../../../engine/game.js';
import { artsCost, growCost } from '../table/arts-cost.js';
import { EMPTY, type Task, type WixossState } from '../state.js';
import { m } from '../messages/index.js';
import { choiceText } from './choice-text.js';
import { lrigDoubleCrush } from '../table/power.js';
import { freeAct } from '../table/marks.js';
import { costText } from '../table/payment.js';
import { cardName, who } from '../table/names.js';
import { def } from '../table/defs.js';
import { say, sendFromField } from './zones.js';
import { spellCost } from '../table/spell-use.js';
import { fire, noteAbility } from './triggers.js';
import { heavenOnAttack } from './heaven.js';
import { kindsWith } from '../table/kinds.js';
import { activatedSource, canActivate, trashWhere, usableArts } from '../table/action-blocks.js';
import { MOVES, type WixossMove } from '../moves.js';
import type { TaskRules } from '../../../engine/referee.js';
import { pushPay } from './pay.js';
import { effectTask } from './effect-task.js';
import { downSigni } from './downed.js';
import { negateIfMarked } from './negate-attack.js';

export function summon(s: WixossState, seat: Seat, handIndex: number, zone: number): void {
  const p = s.players[seat]!;
  const [inst] = p.hand.splice(handIndex, 1);
  p.signi[zone] = inst!;
  p.signiDown[zone] = false;
  say(s, m().evSummon(who(s, seat), cardName(s, inst!), zone + 1));
  entered(s, seat, inst!, 'hand');
}

/**
 * A card came onto the field: its on-play ability and the "when a SIGNI enters the field" abilities trigger together.
 * `byEffect`: an effect put it there ("when your SIGNI is put onto the field by an effect").
 */
export function entered(s: WixossState, seat: Seat, inst: number, from: string, onPlay = true, byEffect = false): void {
  if (onPlay) noteAbility(s, seat, inst, 'onPlay');
  fire(s, byEffect ? { when: 'enterField', seat, subj: inst, from, byEffect } : { when: 'enterField', seat, subj: inst, from });
}

/** `free`: used by an effect "without paying its cost" (WX05 Yuzuki-Five; cards/ops-free-spell.ts). */
export function useSpell(s: WixossState, seat: Seat, handIndex: number, free = false): void {
  const p = s.players[seat]!;
  const [inst] = p.hand.splice(handIndex, 1);
  // Showing your own spell tells you nothing new: the move stays undoable (until a step shows you something).
  p.check.push(inst!);
  say(s, m().evSpell(who(s, seat), cardName(s, inst!)));
  fire(s, { when: 'spell', seat, subj: inst! });
  s.tasks.push({ kind: 'finish', seat, inst: inst!, to: 'trash' }, effectTask(seat, inst!, 'use', true));
  const cost = spellCost(s, seat, inst!);
  if (p.nextSpellLess?.noCancel && p.nextSpellLess.turn === s.turn) s.mods.push({ inst: inst!, noCancel: true }); // WX04 Fafnir
  delete p.nextSpellLess; // used up by this spell (WX06 Mirurun Atto)
  if (free) return;
  // WX06 Soap Sudden: first the SIGNI downed to pay less (that question pays the rest).
  if (def(s, inst!).effects?.spellDownLess) s.tasks.push({ kind: 'spellDownLess', seat, inst: inst!, ...(cost ? { cost } : {}), downed: 0 });
  else pushPay(s, seat, cost);
}

export function useArts(s: WixossState, seat: Seat, lrigDeckIndex: number): void {
  const p = s.players[seat]!;
  const [inst] = p.lrigDeck.splice(lrigDeckIndex, 1);
  // Choosing your own ARTS reveals it to the opponent only: you may still back out before paying for it.
  p.check.push(inst!);
  // (The cost is read while the ARTS is in the check zone: what lowers it looks at the field, not the LRIG deck.)
  const cost = artsCost(s, seat, inst!);
  say(s, m().evArts(who(s, seat), cardName(s, inst!), costText(cost)));
  s.tasks.push({ kind: 'finish', seat, inst: inst!, to: 'lrigTrash' }, effectTask(seat, inst!, 'use'));
  // "You may discard ... to make it cost less" (WD12 Elusive, WD10 Dust-Free in All Directions): the discards are
  // asked before the ener, while there is a hand to discard from; that question pays what is left.
  if (def(s, inst!).effects?.lessByDiscard && p.hand.length > 0) s.tasks.push({ kind: 'artsDiscount', seat, inst: inst!, discarded: 0 });
  else pushPay(s, seat, cost);
}

export function startGrow(s: WixossState, seat: Seat, lrigDeckIndex: number): void {
  const inst = s.players[seat]!.lrigDeck[lrigDeckIndex]!;
  s.tasks.push({ kind: 'grow', seat, inst });
  pushPay(s, seat, growCost(s, seat, inst), inst);
  // WX05 Mayu, Genesis Miko: the LRIG revealed from the LRIG deck is part of the grow cost (a free grow pays none of it).
  if (def(s, inst).effects?.growReveal && growCost(s, seat, inst) !== undefined) s.tasks.push({ kind: 'growReveal', seat, inst });
}

export function signiAttack(s: WixossState, seat: Seat, zone: number): void {
  const p = s.players[seat]!;
  const inst = p.signi[zone]!;
  downSigni(s, seat, zone, 'attack');
  say(s, m().evSigniAttack(cardName(s, inst), who(s, seat), zone + 1));
  s.tasks.push({ kind: 'battle', seat, zone, inst });
  // WX05 Anne Fifth: after the attack's abilities, the defender may answer with an LRIG ability (rules/attack-answer.ts).
  if (anyMomentActs(s, 'oppAttack')) s.tasks.push({ kind: 'attackAnswer', seat: opponentOf(seat), subj: inst });
  // The attack's abilities resolve before the battle (the flow queues them on top of it).
  noteAbility(s, seat, inst, 'onAttack');
  fire(s, { when: 'attack', seat, subj: inst });
  heavenOnAttack(s, seat, zone);
  negateIfMarked(s, seat, inst, false); // WX05 Suiboku's Burst
}

export function lrigAttack(s: WixossState, seat: Seat): void {
  const p = s.players[seat]!;
  p.lrigDown = true;
  say(s, m().evLrigAttack(who(s, seat)));
  s.tasks.push(lrigDoubleCrush(s, seat) ? { kind: 'damage', seat: opponentOf(seat), crushCount: 2, by: -1 } : { kind: 'damage', seat: opponentOf(seat), by: -1 }, { kind: 'guard', seat: opponentOf(seat) });
  fire(s, { when: 'attack', seat, subj: p.lrig[p.lrig.length - 1]! });
  negateIfMarked(s, seat, p.lrig[p.lrig.length - 1]!, true); // WX05 Suiboku's Burst
}

export function activate(s: WixossState, seat: Seat, where: number, n = 0): void {
  const inst = activatedSource(s, seat, where)!;
  const ability = actAt(s, seat, where, n)!; // an LRIG's may be one it has from its LRIG trash (table/lrig-acts.ts)
  const a = actOf(s, ability)!;
  const p = s.players[seat]!;
  if (a.down) {
    if (where === -1) p.lrigDown = true;
    else downSigni(s, seat, where, 'cost');
  }
  // "Put this SIGNI from the field into the trash:" is paid with the rest of the cost; the ability still resolves.
  if (a.trashSelf && where >= 0) {
    say(s, m().evTrashField(who(s, seat), cardName(s, inst)));
    sendFromField(s, seat, where, 'trash');
  }
  if (a.oncePerTurn) s.mods.push(ability.index === 0 ? { inst: ability.card, acted: true } : { inst: ability.card, acted: true, abilityIndex: ability.index });
  say(s, m().evActivate(who(s, seat), cardName(s, inst)));
  const t = effectTask(seat, inst, ability.granted ? 'grantedAct' : 'activated') as Extract<Task, { kind: 'effect' }>;
  if (ability.index > 0) t.abilityIndex = ability.index;
  if (ability.card !== inst) t.via = ability.card; // the ops are the LRIG trash card's; the LRIG uses them
  s.tasks.push(t);
  if (where < -1 && freeAct(s, inst)) spendFreeAct(s, inst);
  // An `enerTrash` cost is paid after the ener, which leaves it a card (WX05 Tamayorihime, Sunspot Miko).
  else pushPay(s, seat, a.cost, undefined, a.costs?.enerTrash ? (a.costs.enerTrash.filter ?? {}) : undefined);
}

/** Where an `act` move's ability is (a SIGNI zone 0-2, -1 the LRIG, `trashWhere(k)` trash card k) and which it is (0-based). */
export function actWhere(move: WixossMove): [number, number] {
  switch (move.verb) {
    case 'act': return [move.args.zone - 1, move.args.ability - 1];
    case 'act lrig': return [-1, move.args.ability - 1];
    case 'act trash': return [trashWhere(move.args.n - 1), move.args.ability - 1];
    default: throw new Error(`${move.verb} is no act move`);
  }
}

/** The `act` choices of `seat` now, pushed onto `out`. */
export function actChoices(s: WixossState, seat: Seat, out: string[]): void {
  const p = s.players[seat]!;
  for (let z = 0; z < p.signi.length; z++) {
    const inst = p.signi[z]!;
    if (inst === EMPTY) continue;
    const acts = def(s, inst).acts;
    for (let n = 0; n < acts.length; n++) if (canActivate(s, seat, z, n)) out.push(n === 0 ? choiceText('act', z + 1) : `act ${z + 1} ${n + 1}`);
  }
  const lrig = p.lrig[p.lrig.length - 1];
  if (lrig !== undefined) {
    const count = lrigActCount(s, seat); // its own and those it has from the LRIG trash (table/lrig-acts.ts)
    for (let n = 0; n < count; n++) if (canActivate(s, seat, -1, n)) out.push(n === 0 ? 'act lrig' : `act lrig ${n + 1}`);
  }
  if (anyTrashActs(s)) {
    const trash = p.trash;
    for (let k = 0; k < trash.length; k++) {
      const acts = def(s, trash[k]!).acts;
      for (let n = 0; n < acts.length; n++) {
        if (acts[n]!.from === 'trash' && canActivate(s, seat, trashWhere(k), n) && !out.some((c) => sameTrashChoice(s, trash, c, k, n))) {
          out.push(n === 0 ? `act trash ${k + 1}` : `act trash ${k + 1} ${n + 1}`);
        }
      }
    }
  }
}

/** One choice per distinct card in the trash: an earlier copy of the same card already offers this ability. */
function sameTrashChoice(s: WixossState, trash: number[], choice: string, k: number, n: number): boolean {
  const move = MOVES.parse(choice);
  if (move?.verb !== 'act trash') return false;
  const [where, cn] = actWhere(move);
  const earlier = trash[-2 - where]!;
  return cn === n && s.ids[earlier] === s.ids[trash[k]!] && freeAct(s, earlier) === freeAct(s, trash[k]!);
}

// Whether a kind table has a card with an activated ability used from the trash (most have none: no trash scan).
const anyTrashActs = kindsWith((card) => card.acts.some((a) => a.from === 'trash'));

/** The mark is spent by one use of any of its trash abilities. */
export function spendFreeAct(s: WixossState, inst: number): void {
  s.mods = s.mods.filter((mod) => !(mod.inst === inst && mod.freeAct));
}

/** The opponent's answer to a spell: a [Spell Cut-In] ARTS, an LRIG ability usable as one (WX04 Mirurun Yocto), or `pass`. */
export const CUTIN_TASK: TaskRules<WixossState, Extract<Task, { kind: 'cutin' }>> = {
  ask(s, t) {
    const arts = usableArts(s, t.seat, 'spellCutIn');
    const acts = momentActs(s, t.seat, 'spellCutIn');
    return arts.length || acts.length ? ASK.ask(s, t.seat, [...arts.map((k) => choiceText('arts', k + 1)), ...acts.map(lrigActChoice), 'pass']) : null;
  },
  run(s, t, choice) {
    if (choice === undefined || choice === 'pass') return true;
    const move = MOVES.parse(choice)!;
    if (move.verb === 'act lrig') activate(s, t.seat, ...actWhere(move));
    else useArts(s, t.seat, MOVES.argsOf(choice, 'arts')!.n - 1);
    return false;
  },
};

/** A grow, once its cost is paid: the LRIG deck card goes on top of the LRIG. */
export const GROW_TASK: TaskRules<WixossState, Extract<Task, { kind: 'grow' }>> = {
  ask: () => null,
  waits: () => false,
  run(s, t) {
    const p = s.players[t.seat]!;
    const at = p.lrigDeck.indexOf(t.inst);
    if (at >= 0) {
      p.lrigDeck.splice(at, 1);
      p.lrig.push(t.inst);
      say(s, m().evGrow(who(s, t.seat), cardName(s, t.inst)));
      noteAbility(s, t.seat, t.inst, 'onPlay');
    }
    return true;
  },
};
