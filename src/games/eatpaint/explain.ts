/**
 * Why a typed move is not legal now, naming the rule and its `cardref rules eatpaint` topic. It reads the same rule
 * helpers `decision` uses and speaks only about what the deciding seat may know (its own hand, traps and energy,
 * public zones).
 */
import { opponentOf } from '../../engine/turn-order.js';
import { card, cardName } from './cards/load.js';
import { pickText } from '../../engine/i18n.js';
import { m } from './messages/index.js';
import type { EpState, SideState, Task } from './state.js';
import { activatable, effectHasTargets } from './rules/picks.js';
import { activeEnergy, attackAllowed, canPay, formOf, shortOfEnergy, targetableWorks } from './rules/stats.js';
import { referee } from './rules/flow.js';
import { MOVES, type EpMove } from './moves.js';

export function explain(state: EpState, choice: string): string | undefined {
  try {
    return reason(state, choice);
  } catch {
    // A junk state or choice must never break the prompt that asked for the explanation.
    return undefined;
  }
}

/** The move table reads the text first (a shape it does not know is said so); the rules then read its arguments. */
function reason(state: EpState, choice: string): string | undefined {
  const d = referee.decision(state);
  if (d.over) return undefined;
  const move = MOVES.parse(choice);
  if (!move) return MOVES.shapeProblem(choice);
  const w = m().why;
  const top = state.tasks[state.tasks.length - 1];
  const side = state.sides[d.seat]!;
  if (top?.kind === 'pick') return inPick(state, top, move, d.prompt, d.choices);
  if (top?.kind === 'extra' || top?.kind === 'trapWindow') {
    const topic = top.kind === 'extra' ? 'costs' : 'traps';
    if (top.kind === 'trapWindow' && move.verb === 'trap') return trapReason(side, move.args.n, d.choices);
    return w.rule(w.resolving(d.prompt), topic);
  }
  return inMain(state, side, move, d.choices);
}

/** True when the 1-based `n` names none of `items` (`play 0`, `play 9` with 5 cards in hand). */
const outside = (n: number, items: readonly unknown[]) => n < 1 || n > items.length;

/** A numbered move is legal for another copy of the same card: say which move that is. */
function sameCard(verb: 'trap' | 'set' | 'play' | 'activate', items: string[], n: number, choices: string[]): string | undefined {
  const first = MOVES.text(verb, { n: items.indexOf(items[n - 1]!) + 1 });
  if (first === MOVES.text(verb, { n }) || !choices.includes(first)) return undefined;
  const w = m().why;
  return w.rule(w.sameCard(cardName(items[n - 1]!), first), 'rulings');
}

function trapReason(side: SideState, n: number, choices: string[]): string | undefined {
  const w = m().why;
  if (outside(n, side.traps)) return w.rule(w.trapRange(side.traps.length), 'traps');
  const c = side.traps[n - 1]!;
  if (!canPay(side, card(c).cost)) return w.rule(w.trapCost(cardName(c)), 'traps');
  return sameCard('trap', side.traps, n, choices);
}

function costReason(side: SideState, c: string): string | undefined {
  const w = m().why;
  const cost = card(c).cost;
  if (canPay(side, cost)) return undefined;
  if (side.side === 'magician') return w.rule(w.inkCost(cardName(c), cost.ink ?? 0, side.ink), 'costs');
  return w.rule(w.energyCost(cardName(c), (cost.rest ?? 0) + (cost.trash ?? 0), activeEnergy(side)), 'costs');
}

function inMain(state: EpState, side: SideState, move: EpMove, choices: string[]): string | undefined {
  const w = m().why;
  const turnTopic = side.side === 'dragon' ? 'dragonkin' : 'magician';
  const dragon = side.side === 'dragon';
  const verb = move.verb;
  const n = 'n' in move.args ? move.args.n : 0;
  if (verb === 'trap' || verb === 'no trap') return w.rule(w.notAttacked, 'traps');
  if (verb === 'pay') return w.rule(w.notPaying, 'costs');
  if (verb === 'pay extra' || verb === 'no extra') return w.rule(w.noExtraNow, 'costs');
  if (verb === 'pick' || verb === 'target') return w.rule(w.notPicking, 'overview');
  if (verb === 'main' || verb === 'charge') {
    if (dragon) return w.rule(w.dragonNoCharge, 'dragonkin');
    if (state.phase === 'choose') return undefined;
    if (verb === 'main') return w.rule(w.alreadyMain, 'magician');
    return w.rule(side.turns === 1 ? w.chargeFirstTurn : w.chargeTooLate, 'magician');
  }
  if (state.phase === 'choose') return w.rule(w.choosePhase, 'magician');
  switch (verb) {
    case 'play': case 'set': {
      if (outside(n, side.hand)) return w.rule(w.handRange(side.hand.length), turnTopic);
      const c = side.hand[n - 1]!;
      const def = card(c);
      if (verb === 'set') {
        if (def.type !== 'trap') return w.rule(w.notTrap(cardName(c), MOVES.text('play', { n: side.hand.indexOf(c) + 1 })), 'traps');
        return sameCard('set', side.hand, n, choices);
      }
      if (def.type === 'trap') return w.rule(w.trapFromHand(cardName(c), MOVES.text('set', { n: side.hand.indexOf(c) + 1 })), 'traps');
      const cost = costReason(side, c);
      if (cost) return cost;
      if (def.type === 'attack' && !attackAllowed(state)) return w.rule(w.firstTurnAttack, 'setup');
      if (def.type === 'frame' && !side.works.some((x) => !x.frame)) return w.rule(w.frameNeedsWork(cardName(c)), 'magician');
      if (def.type !== 'work' && !effectHasTargets(state, state.active, def.play)) return w.rule(w.nothingToChoose(cardName(c)), 'rulings');
      return sameCard('play', side.hand, n, choices);
    }
    case 'activate': {
      if (!dragon) return w.rule(w.dragonOnly, 'magician');
      if (outside(n, side.energy)) return w.rule(w.energyRange(side.energy.length), 'dragonkin');
      const e = side.energy[n - 1]!;
      if (!e.up) return w.rule(w.energyFaceDown, 'rulings');
      if (e.rest) return w.rule(w.energyRested(cardName(e.card)), 'dragonkin');
      if (!activatable(e)) return w.rule(w.noUseEffect(cardName(e.card)), 'rulings');
      if (card(e.card).type === 'attack' && !attackAllowed(state)) return w.rule(w.firstTurnAttack, 'setup');
      if (card(e.card).type !== 'attack' && !effectHasTargets(state, state.active, card(e.card).play)) return w.rule(w.nothingToChoose(cardName(e.card)), 'rulings');
      return sameCard('activate', side.energy.map((x) => x.card), n, choices);
    }
    case 'skill': {
      if (!dragon) return w.rule(w.dragonOnly, 'magician');
      const form = formOf(side);
      if (outside(n, form.skills)) return w.rule(w.skillRange(pickText(form.name), form.skills.length), 'dragonkin');
      const skill = form.skills[n - 1]!;
      if (side.heat.length < skill.heat) return w.rule(w.heatCost(skill.heat, side.heat.length), 'dragonkin');
      return skill.onlyWhenShort && !(state.shortAtStart && shortOfEnergy(side)) ? w.rule(w.notShort, 'rulings') : undefined;
    }
    case 'attack': case 'rest': case 'release': {
      if (dragon) return w.rule(w.magicianOnly, 'dragonkin');
      if (outside(n, side.works)) return w.rule(w.workRange(side.works.length), 'magician');
      const work = side.works[n - 1]!;
      if (verb === 'release') return undefined;
      if (work.rest) return w.rule(w.workRested(cardName(work.card)), 'magician');
      if (verb === 'attack') return attackAllowed(state) ? undefined : w.rule(w.firstTurnAttack, 'setup');
      return card(work.card).rest ? undefined : w.rule(w.noRestEffect(cardName(work.card)), 'magician');
    }
    default: return undefined;
  }
}

function inPick(state: EpState, t: Extract<Task, { kind: 'pick' }>, move: EpMove, prompt: string, choices: string[]): string | undefined {
  const w = m().why;
  const paying = t.what === 'payRest' || t.what === 'payTrash';
  const topic = paying ? 'costs' : t.what === 'target' ? 'attack' : 'rulings';
  const expected = choices[0] === undefined ? undefined : MOVES.parse(choices[0])?.verb;
  if (move.verb !== expected || !('n' in move.args)) return w.rule(w.resolving(prompt), topic);
  const n = move.args.n;
  const own = state.sides[t.seat]!;
  if (paying) {
    if (outside(n, own.energy)) return w.rule(w.energyRange(own.energy.length), 'costs');
    const e = own.energy[n - 1]!;
    if (e.rest) return w.rule(w.energyRested(e.up ? cardName(e.card) : m().describe.faceDownEnergy), 'costs');
  }
  // Priority targets bind attacks and trap effects (the opponent's works are public).
  const opp = state.sides[opponentOf(t.seat)]!;
  const bound = t.what === 'target' || (t.trap && opp.side === 'magician' && (t.what === 'destroy' || t.what === 'weaken'));
  const work = opp.works[n - 1];
  if (bound && work && !targetableWorks(opp).includes(work)) return w.rule(w.priority, t.what === 'target' ? 'attack' : 'rulings');
  return w.rule(w.pickOther(prompt, choices.join(', ')), topic);
}
