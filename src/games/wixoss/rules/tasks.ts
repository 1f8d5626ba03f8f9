/** Asking and running each kind of pending task. `ask` is pure; `run` does one step and says if the task is done. */
import { opponentOf } from '../../../engine/turn-order.js';
import type { TaskRules } from '../../../engine/referee.js';
import { opHandler, runOp } from '../../../engine/ops.js';
import { effectOps, isTargeting, OPS, type EffectTask } from '../cards/ops.js';
import { guardAllowed } from '../cards/ops-guard.js';
import { EMPTY, type Fired, type Task, type WixossState } from '../state.js';
import type { Ask } from './ask.js';
import { choiceText } from './choice-text.js';
import { MOVES } from '../moves.js';
import { effectTask, pushPay, usableArts, useArts } from './actions.js';
import { abilityTask, anyoneWaits, askOrder, fire, noteAbility, queueGroup, runOrder } from './triggers.js';
import { abilityOf } from './abilities.js';
import { askResona, runResona } from './resona.js';
import { costMayBePayable, costPayable } from '../cards/ops-costs.js';
import { canPay, costSize, costText, findPayment, paymentExists } from './payment.js';
import { conditionHolds, hasDoubleCrush, hasLancer, signiPower } from './power.js';
import type { Op } from '../cards/types.js';
import { fieldIllegal, lose } from './processing.js';
import { contentLang } from '../../../engine/i18n.js';
import { m } from '../messages/index.js';
import { lifeProtected } from '../cards/ops-life.js';
import { crushLifeTop } from './hidden.js';
import { banish, cardName, cardNames, def, discardAt, distinctChoices, say, sendFromField, takeFromCheck, who } from './zones.js';

type T<K extends Task['kind']> = Extract<Task, { kind: K }>;

function payAsk(s: WixossState, t: T<'pay'>): Ask {
  const ener = s.players[t.seat]!.ener;
  // The cards already picked plus one candidate (the last slot) must still be part of an exact payment.
  const forced = [...t.picked, -1];
  const choices = distinctChoices(s, ener, 'pay', ['pay auto'], (inst) => {
    forced[forced.length - 1] = inst;
    return !t.picked.includes(inst) && paymentExists(s, ener, t.cost, forced);
  });
  return { over: false, seat: t.seat, prompt: m().promptPay(costText(t.cost), t.picked.length ? cardNames(s, t.picked) : ''), choices };
}

function payRun(s: WixossState, t: T<'pay'>, choice: string): boolean {
  const p = s.players[t.seat]!;
  if (choice === 'pay auto') t.picked = findPayment(s, p.ener, t.cost, t.picked)!;
  else t.picked.push(p.ener[MOVES.argsOf(choice, 'pay')!.n - 1]!);
  if (t.picked.length < costSize(t.cost)) return false;
  p.ener = p.ener.filter((i) => !t.picked.includes(i));
  p.trash.push(...t.picked);
  say(s, m().evPay(who(s, t.seat), cardNames(s, t.picked)));
  return true;
}

/** A spell's, ARTS' or Life Burst's own `if` ("if your ener zone holds a red and a green card") fails as it starts, after its cost: it does nothing. */
function effectFails(s: WixossState, t: EffectTask): boolean {
  return t.stage === 'target' && t.opIndex === 0 && t.targets.length === 0 && t.mode === undefined && !conditionHolds(s, t.seat, abilityOf(s, t.src, t.key, t.n, t.via)?.if, t.src);
}

function effectAsk(s: WixossState, t: EffectTask): Ask | null {
  const ops = effectOps(s, t);
  const op = ops[t.opIndex];
  if (!op || effectFails(s, t)) return null;
  const h = opHandler(OPS, op.op);
  if (t.stage === 'target') return h.askTarget ? h.askTarget(s, t, op) : null;
  if (t.opIndex >= 0 && op.if && !conditionHolds(s, t.seat, op.if, t.src)) return null;
  return h.ask ? h.ask(s, t, op) : null;
}

/** Start the op at `opIndex` (its look or reveal); an op whose own condition fails is skipped without starting. */
function beginOp(s: WixossState, t: EffectTask, ops: Op[]): void {
  const op = ops[t.opIndex];
  if (op && (!op.if || conditionHolds(s, t.seat, op.if, t.src))) opHandler(OPS, op.op).begin?.(s, t, op);
}

/** Opponent can answer a spell when it has a payable [Spell Cut-In] ARTS. */
function cutInPossible(s: WixossState, seat: number): boolean {
  return usableArts(s, seat, 'spellCutIn').length > 0;
}

function effectRun(s: WixossState, t: EffectTask, choice: string | undefined): boolean {
  const ops = effectOps(s, t);
  if (t.stage === 'target') {
    if (effectFails(s, t)) return true;
    const op = ops[t.opIndex];
    if (!op) {
      // opIndex -1: resolving has not begun, so nothing is looked at before the opponent's cut-in window.
      t.stage = 'resolve';
      t.opIndex = -1;
      delete t.progress;
      if (t.spell && cutInPossible(s, opponentOf(t.seat))) s.tasks.push({ kind: 'cutin', seat: opponentOf(t.seat) });
      return false;
    }
    if (choice !== undefined && isTargeting(op)) opHandler(OPS, op.op).pickTarget!(s, t, op, choice);
    else { t.opIndex++; delete t.progress; }
    return false;
  }
  if (t.opIndex < 0) {
    t.opIndex = 0;
    beginOp(s, t, ops);
    return false;
  }
  const op = ops[t.opIndex];
  if (!op) return true;
  if ((op.if && !conditionHolds(s, t.seat, op.if, t.src)) || runOp(OPS, s, t, op, choice)) {
    t.opIndex++;
    delete t.progress;
    beginOp(s, t, ops);
  }
  return false;
}

function damageRun(s: WixossState, t: T<'damage'>): boolean {
  const p = s.players[t.seat]!;
  if (p.life.length === 0) {
    // A crush by an effect (Lancer) never wins; damage with no life cloth does.
    if (t.lancer) say(s, m().evNoLifeToCrush(who(s, t.seat)));
    else lose(s, t.seat, 'noLife');
    return true;
  }
  if (lifeProtected(s, t.seat)) { say(s, m().evLifeProtected(who(s, t.seat))); return true; }
  // Ruling ([Double Crush]): with one life cloth left only that one is crushed, and the player does not lose.
  const crushed: number[] = [];
  for (let k = 0; k < (t.n ?? 1) && p.life.length > 0; k++) crushed.push(crushLifeTop(s, t.seat)!);
  crushCards(s, t.seat, crushed, t.by === undefined ? 'effect' : t.by < 0 ? 'lrig' : 'signi');
  return true;
}

/**
 * Crushed life cloth goes to the check zone; each Life Burst may be used, then the card goes to the ener zone.
 * Ruling: two cards crushed at once (Double Crush) have their bursts used in the order their owner picks.
 */
export function crushCards(s: WixossState, seat: number, crushed: number[], cause: 'signi' | 'lrig' | 'effect', at = s.tasks.length): void {
  const p = s.players[seat]!;
  const queued: Task[] = [];
  const bursts: Fired[] = [];
  for (const top of crushed) {
    p.check.push(top);
    s.revealed = true;
    say(s, m().evCrushed(who(s, seat), cardName(s, top)));
    queued.push({ kind: 'finish', seat, inst: top, to: 'ener' });
    if (def(s, top).lifeBurst && def(s, top).effects?.burst) bursts.push({ seat, src: top, key: 'burst' });
    // "All of your cards have this Life Burst" (the LRIG's constant `allLifeBurst`): one more, from the LRIG's data.
    const lrig = p.lrig[p.lrig.length - 1];
    if (lrig !== undefined && def(s, lrig).effects?.constant?.some((c) => c.allLifeBurst)) bursts.push({ seat, src: top, key: 'burst', via: lrig });
    fire(s, { when: 'lifeCrushed', seat, subj: top, cause });
  }
  queueGroup(s, bursts, seat, queued);
  s.tasks.splice(at, 0, ...queued);
}

function battleRun(s: WixossState, t: T<'battle'>): boolean {
  const me = s.players[t.seat]!;
  if (me.signi[t.zone] !== t.inst) return true; // the attacker left the field: the attack ends
  const opp = opponentOf(t.seat);
  const blocker = s.players[opp]!.signi[t.zone]!;
  if (blocker === EMPTY) {
    s.tasks.push(hasDoubleCrush(s, t.seat, t.zone) ? { kind: 'damage', seat: opp, n: 2, by: t.inst } : { kind: 'damage', seat: opp, by: t.inst });
    return true;
  }
  const attack = signiPower(s, t.seat, t.zone);
  const defend = signiPower(s, opp, t.zone);
  if (attack < defend) { say(s, m().evNoBeat(cardName(s, t.inst), attack, cardName(s, blocker), defend)); return true; }
  const lancer = hasLancer(s, t.seat, t.zone);
  banish(s, opp, t.zone, 'battle');
  if (lancer) { say(s, m().evLancer(cardName(s, t.inst))); s.tasks.push({ kind: 'damage', seat: opp, lancer: true, by: t.inst }); }
  return true;
}

function askTask(s: WixossState, t: Task): Ask | null {
  switch (t.kind) {
    case 'pay': return payAsk(s, t);
    case 'confirm': {
      const ability = abilityOf(s, t.src, t.key, t.n, t.via);
      const cost = ability?.cost;
      // Asked whenever the cost may be payable for all the opponent knows (a discard: enough cards in hand), with
      // `skip` alone when the hidden cards cannot pay it: going on at once would show what the hand lacks.
      if (!canPay(s, t.seat, cost) || !costMayBePayable(s, t.seat, ability, t.src)) return null;
      const prompt = t.key === 'onPlay'
        ? m().promptConfirm(cardName(s, t.src), abilityText(s, t.src, /^(On play|出场时)/))
        : m().promptConfirmAbility(cardName(s, t.src), costSize(cost) > 0 ? costText(cost!) : '');
      if (!costPayable(s, t.seat, ability, t.src)) return { over: false, seat: t.seat, prompt, choices: ['skip'], hiddenChoices: true };
      return { over: false, seat: t.seat, prompt, choices: ['use', 'skip'] };
    }
    case 'effect': return effectAsk(s, t);
    case 'burst': return { over: false, seat: t.seat, prompt: m().promptBurst(cardName(s, t.inst), abilityText(s, t.via ?? t.inst, /^(Burst|爆发)[:：]\s*/, true)), choices: ['burst', 'no burst'] };
    case 'cutin': {
      const arts = usableArts(s, t.seat, 'spellCutIn');
      return arts.length ? { over: false, seat: t.seat, prompt: m().promptCutIn, choices: [...arts.map((k) => choiceText('arts', k + 1)), 'pass'] } : null;
    }
    case 'guard': {
      const hand = s.players[t.seat]!.hand;
      const choices = distinctChoices(s, hand, 'guard', [], (i) => Boolean(def(s, i).guard) && guardAllowed(s, t.seat, i));
      choices.push('no guard');
      return { over: false, seat: t.seat, prompt: m().promptGuard, choices };
    }
    case 'order': return askOrder(s, t);
    case 'resona': return askResona(s, t);
    case 'discardDown': {
      const hand = s.players[t.seat]!.hand;
      if (hand.length <= 6) return null;
      return { over: false, seat: t.seat, prompt: m().promptDiscardDown(hand.length - 6), choices: distinctChoices(s, hand, 'discard', []) };
    }
    case 'excess': {
      if (!fieldIllegal(s, t.seat)) return null;
      const zones = s.players[t.seat]!.signi.flatMap((i, z) => (i === EMPTY ? [] : [choiceText('trash signi', z + 1)]));
      return { over: false, seat: t.seat, prompt: m().promptExcess, choices: zones };
    }
    default: return null;
  }
}

/** Whether the task asks a question now, where that is known without building the question (most kinds); else `askTask` says. */
function taskWaits(_s: WixossState, t: Task): boolean | undefined {
  switch (t.kind) {
    case 'pay': case 'burst': case 'guard': case 'order': case 'resona': return true;
    case 'finish': case 'battle': case 'damage': case 'grow': return false;
    default: return undefined;
  }
}

function runTask(s: WixossState, t: Task, choice: string | undefined): boolean {
  switch (t.kind) {
    case 'pay': return payRun(s, t, choice!);
    case 'confirm':
      if (choice === 'use') {
        s.tasks.push(abilityTask(t));
        pushPay(s, t.seat, abilityOf(s, t.src, t.key, t.n, t.via)?.cost);
      }
      return true;
    case 'effect': return effectRun(s, t, choice);
    case 'finish': {
      if (takeFromCheck(s, t.seat, t.inst)) {
        s.players[t.seat]![t.to].push(t.inst);
        // A crushed card going to the ener zone is a card put there (WX03 Kano: "each time a card is put into your ener zone").
        if (t.to === 'ener' && anyoneWaits(s, 'enerAdded')) fire(s, { when: 'enerAdded', seat: t.seat, subj: t.inst });
      }
      return true;
    }
    case 'burst':
      if (choice === 'burst') {
        say(s, m().evBurst(who(s, t.seat), cardName(s, t.inst)));
        const e = effectTask(t.seat, t.inst, 'burst') as EffectTask;
        if (t.via !== undefined) e.via = t.via;
        s.tasks.push(e);
        fire(s, { when: 'burst', seat: t.seat, subj: t.inst });
      }
      return true;
    case 'cutin':
      if (choice === undefined || choice === 'pass') return true;
      useArts(s, t.seat, MOVES.argsOf(choice, 'arts')!.n - 1);
      return false;
    case 'battle': return battleRun(s, t);
    case 'guard': {
      if (choice !== 'no guard') {
        discardAt(s, t.seat, MOVES.argsOf(choice!, 'guard')!.n - 1);
        say(s, m().evGuard(who(s, t.seat)));
        const below = s.tasks[s.tasks.length - 2];
        if (below?.kind === 'damage') s.tasks.splice(s.tasks.length - 2, 1);
      }
      return true;
    }
    case 'damage': return damageRun(s, t);
    case 'discardDown':
      if (choice === undefined) return true;
      discardAt(s, t.seat, MOVES.argsOf(choice, 'discard')!.n - 1);
      return false;
    case 'excess': {
      if (choice === undefined) return true;
      const zone = MOVES.argsOf(choice, 'trash signi')!.zone - 1;
      const [inst, went] = sendFromField(s, t.seat, zone, 'trash');
      if (went) say(s, m().evTrashExcess(who(s, t.seat), cardName(s, inst)));
      return false;
    }
    case 'order': return runOrder(s, t, choice!);
    case 'resona': return runResona(s, t, choice!);
    case 'grow': {
      const p = s.players[t.seat]!;
      const at = p.lrigDeck.indexOf(t.inst);
      if (at >= 0) {
        p.lrigDeck.splice(at, 1);
        p.lrig.push(t.inst);
        say(s, m().evGrow(who(s, t.seat), cardName(s, t.inst)));
        noteAbility(s, t.seat, t.inst, 'onPlay');
      }
      return true;
    }
  }
}

/** The rules of every kind of pending task, for the engine's referee loop (rules/flow.ts). */
export const TASK_RULES: TaskRules<WixossState, Task> = { ask: askTask, waits: taskWaits, run: runTask };

/**
 * The line of a card's text that starts with `marker` ("Burst:", "On play"), in the reader's language, so a question
 * about an ability says what it does; `strip` drops the marker itself.
 */
function abilityText(s: WixossState, inst: number, marker: RegExp, strip = false): string | undefined {
  const text = def(s, inst).text;
  const lines = contentLang() === 'zh' && text.zh.length > 0 ? text.zh : text.en;
  const line = lines.find((l) => marker.test(l));
  return line === undefined ? undefined : strip ? line.replace(marker, '') : line;
}
