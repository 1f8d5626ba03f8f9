/**
 * Why a typed move is not legal now, naming the rule and its `cardref rules eatpaint` topic. It reads the same rule
 * helpers `decision` uses and speaks only about what the deciding seat may know (its own hand, traps and energy,
 * public zones). The shape, a move of no legal verb and a number outside the choices are the engine's
 * (engine/moves/explain-shape.ts).
 */
import { explainBy } from '../../engine/moves/explain-shape.js';
import { opponentOf } from '../../engine/turn-order.js';
import { card, cardName } from './cards/load.js';
import { m } from './messages/index.js';
import type { EpState, SideState, Task } from './state.js';
import { activatable, effectHasTargets } from './rules/picks.js';
import { activeEnergy, attackAllowed, canPay, formOf, shortOfEnergy, targetableWorks } from './rules/stats.js';
import { referee } from './rules/flow.js';
import { MOVES, type EpMove } from './moves.js';
import { sideOf } from './state.js';

export const explain = explainBy(MOVES, referee.decision, (state: EpState, move, d) => {
  const top = state.tasks[state.tasks.length - 1];
  // An effect, an attack or a cost being resolved: the legal moves say what its question takes.
  if (top?.kind === 'pick') return inPick(state, top, move, d.choices);
  if (top) return top.kind === 'trapWindow' && move.verb === 'trap' ? trapReason(sideOf(state, d.seat), move.args.n, d.choices) : undefined;
  return inMain(state, sideOf(state, d.seat), move, d.choices);
});

/** A numbered move is legal for another copy of the same card: say which move that is. */
function sameCard(verb: 'trap' | 'set' | 'play' | 'activate', items: string[], n: number, choices: string[]): string | undefined {
  const first = MOVES.text(verb, { n: items.indexOf(items[n - 1]!) + 1 });
  if (first === MOVES.text(verb, { n }) || !choices.includes(first)) return undefined;
  const w = m().why;
  return w.rule(w.sameCard(cardName(items[n - 1]!), first), 'rulings');
}

function trapReason(side: SideState, n: number, choices: string[]): string | undefined {
  const w = m().why;
  const c = side.traps[n - 1];
  if (c === undefined) return undefined;
  return canPay(side, card(c).cost) ? sameCard('trap', side.traps, n, choices) : w.rule(w.trapCost(cardName(c)), 'traps');
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
  const dragon = side.side === 'dragon';
  const verb = move.verb;
  const n = 'n' in move.args ? move.args.n : 0;
  const firstAttack = () => (attackAllowed(state) ? undefined : w.rule(w.firstTurnAttack, 'setup'));
  const nothing = (c: string) => (effectHasTargets(state, state.active, card(c).play) ? undefined : w.rule(w.nothingToChoose(cardName(c)), 'rulings'));
  if (verb === 'trap' || verb === 'no trap') return w.rule(w.notAttacked, 'traps');
  if (verb === 'main' || verb === 'charge') {
    if (dragon) return w.rule(w.dragonNoCharge, 'dragonkin');
    if (state.phase === 'choose') return undefined;
    if (verb === 'main') return w.rule(w.alreadyMain, 'magician');
    return w.rule(side.turns === 1 ? w.chargeFirstTurn : w.chargeTooLate, 'magician');
  }
  if (state.phase === 'choose') return w.rule(w.choosePhase, 'magician');
  switch (verb) {
    case 'play': case 'set': {
      const c = side.hand[n - 1];
      if (c === undefined) return undefined;
      const def = card(c);
      const first = side.hand.indexOf(c) + 1;
      if (verb === 'set') return def.type !== 'trap' ? w.rule(w.notTrap(cardName(c), MOVES.text('play', { n: first })), 'traps') : sameCard('set', side.hand, n, choices);
      if (def.type === 'trap') return w.rule(w.trapFromHand(cardName(c), MOVES.text('set', { n: first })), 'traps');
      const frameless = def.type !== 'frame' || side.works.some((x) => !x.frame);
      return costReason(side, c) ?? (def.type === 'attack' ? firstAttack() : undefined) ?? (frameless ? undefined : w.rule(w.frameNeedsWork(cardName(c)), 'magician'))
        ?? (def.type === 'work' ? undefined : nothing(c)) ?? sameCard('play', side.hand, n, choices);
    }
    case 'activate': {
      const e = side.energy[n - 1];
      if (!dragon) return w.rule(w.dragonOnly, 'magician');
      if (!e) return undefined;
      if (!e.up) return w.rule(w.energyFaceDown, 'rulings');
      if (e.rest) return w.rule(w.energyRested(cardName(e.card)), 'dragonkin');
      if (!activatable(e)) return w.rule(w.noUseEffect(cardName(e.card)), 'rulings');
      return (card(e.card).type === 'attack' ? firstAttack() : nothing(e.card)) ?? sameCard('activate', side.energy.map((x) => x.card), n, choices);
    }
    case 'skill': {
      const skill = dragon ? formOf(side).skills[n - 1] : undefined;
      if (!dragon) return w.rule(w.dragonOnly, 'magician');
      if (!skill) return undefined;
      if (side.heat.length < skill.heat) return w.rule(w.heatCost(skill.heat, side.heat.length), 'dragonkin');
      return skill.onlyWhenShort && !(state.shortAtStart && shortOfEnergy(side)) ? w.rule(w.notShort, 'rulings') : undefined;
    }
    case 'attack': case 'rest': case 'release': {
      const work = side.works[n - 1];
      if (dragon) return w.rule(w.magicianOnly, 'dragonkin');
      if (!work || verb === 'release') return undefined;
      if (work.rest) return w.rule(w.workRested(cardName(work.card)), 'magician');
      if (verb === 'attack') return firstAttack();
      return card(work.card).rest ? undefined : w.rule(w.noRestEffect(cardName(work.card)), 'magician');
    }
    default: return undefined;
  }
}

function inPick(state: EpState, t: Extract<Task, { kind: 'pick' }>, move: EpMove, choices: string[]): string | undefined {
  const w = m().why;
  const paying = t.what === 'payRest' || t.what === 'payTrash';
  if (move.verb !== (choices[0] && MOVES.parse(choices[0])?.verb) || !('n' in move.args)) return undefined;
  const n = move.args.n;
  const e = paying ? sideOf(state, t.seat).energy[n - 1] : undefined;
  if (e?.rest) return w.rule(w.energyRested(e.up ? cardName(e.card) : m().describe.faceDownEnergy), 'costs');
  // Priority targets bind attacks and trap effects (the opponent's works are public).
  const opp = sideOf(state, opponentOf(t.seat));
  const bound = t.what === 'target' || (t.trap && opp.side === 'magician' && (t.what === 'destroy' || t.what === 'weaken'));
  const work = opp.works[n - 1];
  return bound && work && !targetableWorks(opp).includes(work) ? w.rule(w.priority, t.what === 'target' ? 'attack' : 'rulings') : undefined;
}
