/**
 * The 7-step attack: 1 target, 2 attacker's on-attack effects and additional cost, 3 the defender may reveal a
 * trap and pay it, 4 its before-damage effects, 5 damage, 6 the attacker's after-damage effects, 7 the trap's.
 * Each step is a task on the stack, so picks and payments inside any step interrupt it cleanly.
 */
import { QUESTIONS } from '../questions.js';
import { opponentOf } from '../../../engine/turn-order.js';
import { TextTable } from '../../../engine/choice-text.js';
import type { Seat } from '../../../engine/game.js';
import type { TaskRules } from '../../../engine/referee.js';
import { card, cardName } from '../cards/load.js';
import type { CardDef, Op } from '../cards/types.js';
import type { EpState, Task } from '../state.js';
import { m, who } from '../messages/index.js';
import { BARE, MOVES } from '../moves.js';
import { pushOps, pushPick } from './ops.js';
import { pushPayment } from './costs.js';
import { activeBonus, canPay, charDefense, firstCopies, workDefense, workPower } from './stats.js';
import { findWork, loseLife, trashWork } from './zones.js';
import { sideOf } from '../state.js';

export interface AttackSource {
  /** Attacking work uid, or -1 for a dragonkin's attack card. */
  work: number;
  base: number;
  src: string;
  onAttack?: Op[];
  after?: Op[];
  hasExtra: boolean;
  noTraps: boolean;
}

export function startAttack(state: EpState, s: Seat, a: AttackSource): void {
  const defender = sideOf(state, opponentOf(s));
  state.attacks++;
  state.attack = {
    seat: s, work: a.work, base: a.base, delta: 0, defBonus: 0, target: -1, noTraps: a.noTraps, trap: null, dealt: false,
  };
  state.events.push({ text: m().attacks(who(state, s), cardName(a.src)) });
  state.tasks.push({ kind: 'endAttack' }, { kind: 'trapAfter' });
  pushOps(state, s, a.after, a.src);
  state.tasks.push({ kind: 'damage' }, { kind: 'trapWindow' });
  if (a.hasExtra) state.tasks.push({ kind: 'extra', seat: s, src: a.src });
  pushOps(state, s, a.onAttack, a.src);
  if (defender.side === 'magician' && defender.works.length > 0) pushPick(state, s, 'target', 1, 0, a.src);
}

/** The defender is asked whenever a trap is set (never whether one is payable, which would leak it). */
function trapWindowOpen(state: EpState): boolean {
  const atk = state.attack!;
  return !atk.noTraps && sideOf(state, opponentOf(atk.seat)).traps.length > 0;
}

const TRAP = new TextTable((n) => MOVES.text('trap', { n }));

function trapChoices(state: EpState): string[] {
  const side = sideOf(state, opponentOf(state.attack!.seat));
  const out = firstCopies(side.traps, (c) => canPay(side, card(c).cost)).map((i) => TRAP.get(i + 1));
  out.push(BARE.noTrap);
  return out;
}

/** Where a used card ends up: dragonkin action cards go to HEAT, origin cards to the energy zone. */
export function usedCardZone(def: CardDef, side: 'dragon' | 'magician'): 'heat' | 'energy' | 'energyDown' | 'trash' {
  if (side === 'magician') return 'trash';
  const action = def.deck === 'sabil' || def.deck === 'himeria';
  if (action) return 'heat';
  return def.type === 'trap' ? 'energyDown' : 'energy';
}

function useTrap(state: EpState, choice: string): void {
  const trap = MOVES.argsOf(choice, 'trap');
  if (!trap) return; // no trap
  const d = opponentOf(state.attack!.seat);
  const side = sideOf(state, d);
  const c = side.traps.splice(trap.n - 1, 1)[0]!;
  const def = card(c);
  state.attack!.trap = c;
  // The defender knew its own trap: turning it face up shows the mover nothing (its effects may, and lock then).
  state.using.push({ seat: d, card: c, to: usedCardZone(def, side.side) });
  state.events.push({ text: m().revealsTrap(who(state, d), cardName(c)) });
  pushOps(state, d, def.before, c, true);
  pushPayment(state, d, def.cost, c);
}

function trapAfter(state: EpState): void {
  const atk = state.attack!;
  if (!atk.trap) return;
  state.tasks.push({ kind: 'finish' });
  pushOps(state, opponentOf(atk.seat), card(atk.trap).after, atk.trap, true);
}

export function attackPower(state: EpState): number {
  const atk = state.attack!;
  const side = sideOf(state, atk.seat);
  if (atk.work >= 0) {
    const w = findWork(state, atk.seat, atk.work);
    return w ? Math.max(0, workPower(side, w) + atk.delta) : 0;
  }
  return Math.max(0, atk.base + atk.delta + side.boost + activeBonus(side, 'power'));
}

/** True while the attacker still has to pick which work it attacks (the target is not known yet). */
export function choosingTarget(state: EpState): boolean {
  return state.tasks.some((t) => t.kind === 'pick' && t.what === 'target');
}

/** The defense the attack meets now: its target's, plus the bonus a revealed trap gave. */
export function attackDefense(state: EpState): number {
  const atk = state.attack!;
  const defender = sideOf(state, opponentOf(atk.seat));
  const targetWork = atk.target >= 0 ? findWork(state, opponentOf(atk.seat), atk.target) : undefined;
  return (targetWork ? workDefense(defender, targetWork) : charDefense(defender)) + atk.defBonus;
}

/** Step 5. Power never drops below 0; an equal or higher power deals the excess, a lower one hurts the attacker. */
function resolveDamage(state: EpState): void {
  const atk = state.attack!;
  const a = atk.seat, d = opponentOf(a);
  const defender = sideOf(state, d);
  if (atk.work >= 0 && !findWork(state, a, atk.work)) {
    state.events.push({ text: m().attackerGone });
    return;
  }
  const targetWork = atk.target >= 0 ? findWork(state, d, atk.target) : undefined;
  if (atk.target >= 0 && !targetWork) {
    state.events.push({ text: m().targetGone });
    return;
  }
  const power = attackPower(state);
  const defense = attackDefense(state);
  state.events.push({ text: m().powerVsDefense(power, defense) });
  if (power >= defense) {
    atk.dealt = power > defense;
    loseLife(state, d, power - defense);
    if (targetWork) trashWork(state, d, targetWork.uid);
    else if (defender.side === 'dragon' && !defender.rest) {
      defender.rest = true;
      state.events.push({ text: m().becomesRested(who(state, d)) });
    }
  } else {
    // Losing life this way is not "dealing damage".
    loseLife(state, a, defense - power);
  }
}

/** Step 3: the trap window, open only while the defender has a trap set and the attack allows traps. */
export const trapWindowTask: TaskRules<EpState, Task> = {
  waits: trapWindowOpen,
  ask: (state) => (trapWindowOpen(state) ? QUESTIONS.ask(state, opponentOf(state.attack!.seat), trapChoices(state)) : null),
  run(state, _t, choice) {
    if (choice !== undefined) useTrap(state, choice);
    return true;
  },
};

/** The automatic steps: damage (5), the trap's after-damage effects (7), and the attack's end. */
export const damageTask: TaskRules<EpState, Task> = { ask: () => null, run: (state) => { resolveDamage(state); return true; } };
export const trapAfterTask: TaskRules<EpState, Task> = { ask: () => null, run: (state) => { trapAfter(state); return true; } };
export const endAttackTask: TaskRules<EpState, Task> = { ask: () => null, run: (state) => { state.attack = null; return true; } };
