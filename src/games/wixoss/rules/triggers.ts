/**
 * Triggered abilities. An event (a SIGNI attacks, is banished, enters the field, a life cloth is crushed, ...) is
 * announced with `fire`: every ability waiting for it is noted in `s.fired`, with the card as it is at that moment
 * (so a SIGNI that is leaving the field still has what it had on the field). Noted abilities go on the task stack
 * once the action that set them off is done (`flushFired`, called by the flow at a flush point): the turn player's
 * resolve first, in the order that player picks (the engine's ordered effects: `resolve 2`), then the opponent's.
 */
import { ASK } from './asking.js';
import { opponentOf } from '../../../engine/turn-order.js';
import type { Seat } from '../../../engine/game.js';
import { chosenKey, orderChoices, type PendingEffect } from '../../../engine/ordered-effects.js';
import { whenBit } from '../cards/db.js';
import { fits } from '../table/filter.js';
import type { Triggered, TriggerWhen } from '../cards/types.js';
import { costSize, canPay } from '../table/payment.js';
import { EMPTY, topTask, type Fired, type Task, type WixossState } from '../state.js';
import type { Ask } from './ask.js';
import { abilityOf } from '../table/abilities.js';
import { effectTask } from './effect-task.js';
import { conditionHolds } from '../table/power.js';
import { def, kindDefs } from '../table/defs.js';
import type { TaskRules } from '../../../engine/referee.js';
import { costMayBePayable, costPayable } from '../table/extra-costs.js';
import { pushPay } from './pay.js';
import { abilitiesLost } from '../table/lose-abilities.js';
import { kindTable } from '../table/kind-table.js';

/** One event. `seat`: whose card, life cloth or spell it is about; `subj`: the card it is about. */
export interface TriggerEvent {
  when: TriggerWhen;
  seat: Seat;
  subj?: number;
  /** enterField: the zone it came from; leaveField: the zone it goes to. */
  from?: string;
  to?: string;
  cause?: 'signi' | 'lrig' | 'effect';
  /** powerReached: the threshold crossed (rules/power-edge.ts). */
  power?: number;
  /** enterField: an effect put it there. */
  byEffect?: boolean;
  /** banished in a battle: the SIGNI that beat it. */
  by?: number;
  /** heaven: the SIGNI of the pair that heavens ("when this SIGNI heavens" hears it on either; rules/heaven.ts). */
  pair?: number[];
  /** leaveField: an effect of the other player moved it (table/opponent-effect.ts). */
  byOpponent?: boolean;
  /** enerTrashed: the player whose effect it was. */
  effectOf?: Seat;
}

// The events any card of a kind table waits for (most tables: none), so `fire` costs one AND for the rest.
let lastKinds: string[] | undefined;
let lastWhens = 0;

function kindsWhens(s: WixossState): number {
  if (s.kinds !== lastKinds && kindTable(s) !== lastKinds) {
    lastWhens = 0;
    for (const card of kindDefs(s)) lastWhens |= card.whens;
    lastKinds = s.kinds;
  }
  return lastWhens;
}

/** Whether some card of this game waits for `when` (callers skip building an event nobody hears). */
export function anyoneWaits(s: WixossState, when: TriggerWhen): boolean {
  return (kindsWhens(s) & whenBit(when)) !== 0;
}

/** Note every ability that `ev` triggers: on the field (both LRIG and all SIGNI, with abilities gained this turn) and on the card itself. */
export function fire(s: WixossState, ev: TriggerEvent): void {
  const bit = whenBit(ev.when);
  if (!(kindsWhens(s) & bit)) return;
  let subjSeen = ev.subj === undefined;
  for (const seat of [s.active, opponentOf(s.active)]) {
    const p = s.players[seat]!;
    const lrig = p.lrig[p.lrig.length - 1];
    if (lrig !== undefined) { listen(s, lrig, seat, ev, bit); if (lrig === ev.subj) subjSeen = true; }
    for (const inst of p.signi) {
      if (inst === EMPTY) continue;
      listen(s, inst, seat, ev, bit);
      if (inst === ev.subj) subjSeen = true;
    }
  }
  // "When this card is put into the trash from the deck": the card is not on the field.
  if (!subjSeen) listen(s, ev.subj!, ev.seat, ev, bit);
}

function listen(s: WixossState, inst: number, owner: Seat, ev: TriggerEvent, bit: number): void {
  if (abilitiesLost(s, inst)) return; // WX05 Code Labyrinth Louvre: no printed or gained ability triggers
  const d = def(s, inst);
  if (d.whens & bit) {
    const list = d.effects!.triggers ?? [];
    for (let n = 0; n < list.length; n++) {
      if (list[n]!.when === ev.when && hears(s, list[n]!, inst, owner, ev, n)) s.fired.push(fired(owner, inst, 'trigger', n, undefined, ev.subj));
    }
  }
  for (const mod of s.mods) {
    if (mod.inst !== inst || mod.grant === undefined) continue;
    const g = def(s, mod.from!).effects?.grants?.[mod.grant];
    if (g && g.when === ev.when && hears(s, g, inst, owner, ev, -1 - mod.grant)) s.fired.push(fired(owner, inst, 'granted', mod.grant, mod.from, ev.subj));
  }
}

function fired(seat: Seat, src: number, key: Fired['key'], n?: number, via?: number, subj?: number): Fired {
  const f: Fired = { seat, src, key };
  if (n !== undefined) f.abilityIndex = n;
  if (via !== undefined) f.via = via;
  if (subj !== undefined) f.subj = subj;
  return f;
}

/** Whether the ability `t` of `inst` (owned by `owner`) triggers on `ev`; a once-per-turn one is marked used. */
function hears(s: WixossState, t: Triggered, inst: number, owner: Seat, ev: TriggerEvent, n: number): boolean {
  const whose = t.whose ?? 'this';
  if (whose === 'this' ? (ev.pair ? !ev.pair.includes(inst) : ev.subj !== inst) : whose === 'own' ? ev.seat !== owner : whose === 'opponent' ? ev.seat === owner : false) return false;
  if (t.filter && (ev.subj === undefined || !fits(def(s, ev.subj), t.filter))) return false;
  if (t.other && ev.subj === inst) return false;
  if (t.from !== undefined && t.from !== ev.from) return false;
  if (t.to !== undefined && t.to !== ev.to) return false;
  if (t.cause !== undefined && t.cause !== ev.cause) return false;
  if (t.power !== undefined && t.power !== ev.power) return false;
  if (t.byEffect && !ev.byEffect) return false;
  if (t.notFrom !== undefined && t.notFrom === ev.from) return false;
  if (t.byOpponent && !ev.byOpponent) return false;
  if (t.byYourEffect && ev.effectOf !== owner) return false;
  if (t.front && (ev.subj === undefined || ev.seat === owner || s.players[ev.seat]!.signi.indexOf(ev.subj) !== s.players[owner]!.signi.indexOf(inst) || !s.players[owner]!.signi.includes(inst))) return false;
  // frontEmpty: the attacker faces an empty zone of this ability's owner (WX04 Anne=Fourth)
  if (t.frontEmpty && (ev.subj === undefined || ev.seat === owner || s.players[owner]!.signi[s.players[ev.seat]!.signi.indexOf(ev.subj)] !== EMPTY)) return false;
  if (t.by !== undefined && (ev.by === undefined || (t.by === 'this' ? ev.by !== inst : ev.seat === owner))) return false;
  if (t.nthThisTurn !== undefined && countThisTurn(s, owner, inst, t) !== t.nthThisTurn) return false;
  if (!conditionHolds(s, owner, t.if, inst)) return false;
  if (t.oncePerTurn) {
    if (s.mods.some((mod) => mod.inst === inst && mod.trig && mod.abilityIndex === n)) return false;
    s.mods.push({ inst, acted: true, trig: true, abilityIndex: n });
  }
  return true;
}

/**
 * How many such events this turn, this one included: `downed`, the downs of an up SIGNI of `owner` matching the
 * ability's filter (rules/downed.ts notes them); `lifeCrushed`, the life cloth this SIGNI's attacks crushed
 * (rules/damage.ts notes them; WX05 Diabride).
 */
function countThisTurn(s: WixossState, owner: Seat, inst: number, t: Triggered): number {
  let n = 0;
  if (t.when === 'lifeCrushed') for (const by of s.crushesThisTurn ?? []) if (by === inst) n++;
  if (t.when === 'downed') for (const d of s.downsThisTurn ?? []) if (d.seat === owner && (!t.filter || fits(def(s, d.inst), t.filter))) n++;
  return n;
}

/** An ability with no ops of its own (an onPlay listed for a card without one) is dropped here. */
export function noteAbility(s: WixossState, seat: Seat, src: number, key: 'onPlay' | 'onAttack' | 'endOfTurn'): void {
  const e = def(s, src).effects?.[key];
  if (e && !abilitiesLost(s, src) && conditionHolds(s, seat, e.if, src)) s.fired.push({ seat, src, key });
}

/**
 * Whether the noted abilities go on the stack now: when nothing is pending, or only what the action they came from
 * leaves for later (the battle of an attack, the guard question of an LRIG attack, the hand limit of the end phase,
 * the end of the ener or grow phase).
 */
export function atFlushPoint(s: WixossState): boolean {
  const top = topTask(s);
  // phaseEnds: the end of the ener or grow phase waits for what its action triggered (WX05 Code Love Heart CMR).
  return top === undefined || top.kind === 'battle' || top.kind === 'guard' || top.kind === 'discardDown' || top.kind === 'phaseEnds';
}

/** Put the noted abilities on the stack (a stack: the opponent's group goes in first, below the turn player's). */
export function flushFired(s: WixossState): void {
  const all = s.fired;
  s.fired = [];
  queueGroup(s, all, opponentOf(s.active));
  queueGroup(s, all, s.active);
}

/** Push `seat`'s items of `all` onto `into` (the task stack by default): one order question, or none when moot. */
export function queueGroup(s: WixossState, all: Fired[], seat: Seat, into: Task[] = s.tasks): void {
  const items = all.filter((f) => f.seat === seat);
  if (items.length === 0) return;
  // Copies of one ability need no order question: any order gives the same game.
  if (items.length === 1 || items.every((f) => sameAbility(s, f, items[0]!))) {
    for (let k = items.length - 1; k >= 0; k--) into.push(firedTask(s, items[k]!));
  } else into.push({ kind: 'order', seat, items });
}

/** Two copies of one ability, about the same card (or about cards it does not look at). */
function sameAbility(s: WixossState, a: Fired, b: Fired): boolean {
  if (s.ids[a.src] !== s.ids[b.src] || a.key !== b.key || a.abilityIndex !== b.abilityIndex || (a.via === undefined) !== (b.via === undefined)) return false;
  return a.subj === b.subj || !abilityOf(s, a.src, a.key, a.abilityIndex, a.via)?.ops.some((op) => op.on === 'subject');
}

/** The task of a noted ability: asked first when it is optional or has a cost ("you may pay [Red]: ..."). */
function firedTask(s: WixossState, f: Fired): Task {
  // The Life Bursts of two cards crushed at once are ordered like triggered abilities.
  if (f.key === 'burst') return f.via === undefined ? { kind: 'burst', seat: f.seat, inst: f.src } : { kind: 'burst', seat: f.seat, inst: f.src, via: f.via };
  const ability = abilityOf(s, f.src, f.key, f.abilityIndex, f.via) as Triggered | undefined;
  if (ability && (costSize(ability.cost) > 0 || ability.costs || ability.optional)) return { kind: 'confirm', ...f };
  return abilityTask(f);
}

/** The effect task that resolves a noted ability (after its `use` question, if any). */
export function abilityTask(f: Fired): Task {
  const t = effectTask(f.seat, f.src, f.key) as Extract<Task, { kind: 'effect' }>;
  if (f.abilityIndex !== undefined) t.abilityIndex = f.abilityIndex;
  if (f.via !== undefined) t.via = f.via;
  if (f.subj !== undefined) t.subj = f.subj;
  return t;
}

type OrderTask = Extract<Task, { kind: 'order' }>;

function pendingOf(t: OrderTask): PendingEffect[] {
  return t.items.map((_, k) => ({ key: String(k), label: String(k + 1), ordered: true }));
}

export function askOrder(s: WixossState, t: OrderTask): Ask {
  return ASK.ask(s, t.seat, orderChoices(pendingOf(t)));
}

/** Resolve the chosen one now; the rest wait below it. Done when one is left (it simply resolves next). */
export function runOrder(s: WixossState, t: OrderTask, choice: string): boolean {
  const k = Number(chosenKey(pendingOf(t), choice));
  const [chosen] = t.items.splice(k, 1);
  if (t.items.length === 1) {
    s.tasks.splice(s.tasks.indexOf(t), 1, firedTask(s, t.items[0]!));
    s.tasks.push(firedTask(s, chosen!));
    return false;
  }
  s.tasks.push(firedTask(s, chosen!));
  return false;
}

export const ORDER_TASK: TaskRules<WixossState, OrderTask> = { ask: askOrder, waits: () => true, run: (s, t, choice) => runOrder(s, t, choice!) };

/** An optional triggered ability, or one with a cost: `use` (then pay) or `skip`. */
export const CONFIRM_TASK: TaskRules<WixossState, Extract<Task, { kind: 'confirm' }>> = {
  ask(s, t) {
    const ability = abilityOf(s, t.src, t.key, t.abilityIndex, t.via);
    const cost = ability?.cost;
    // Asked whenever the cost may be payable for all the opponent knows (a discard: enough cards in hand), with
    // `skip` alone when the hidden cards cannot pay it: going on at once would show what the hand lacks.
    if (!canPay(s, t.seat, cost) || !costMayBePayable(s, t.seat, ability, t.src)) return null;
    if (!costPayable(s, t.seat, ability, t.src)) return ASK.ask(s, t.seat, ['skip'], true);
    return ASK.ask(s, t.seat, ['use', 'skip']);
  },
  run(s, t, choice) {
    if (choice === 'use') {
      s.tasks.push(abilityTask(t));
      pushPay(s, t.seat, abilityOf(s, t.src, t.key, t.abilityIndex, t.via)?.cost);
    }
    return true;
  },
};
