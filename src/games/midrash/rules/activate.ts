/**
 * [activate X] effects (spec "Turn" 2): pay X MANA; each effect once per turn, counted per face so an upgraded
 * card may use its effects once more; none on a slot whose top card was put there this turn.
 */
import type { TaskRules } from '../../../engine/referee.js';
import type { Effect } from '../cards/types.js';
import type { MidrashState } from '../state.js';
import { m, who } from '../messages/index.js';
import { endTurn } from './end-turn.js';
import { cardName, say } from './events.js';
import { pushOps } from './placing.js';
import { askTurn } from './question.js';
import { setChoices, summonChoices } from './summon.js';
import { actTables, effectAt, type ActEffect, type EffectAt } from './card-effects.js';
import { canUpgrade, faceOf, maxMagic, possessed, topCard } from './territory.js';
import { TextTable } from '../../../engine/choice-text.js';
import { BARE, MOVES } from '../moves.js';
import { seatState } from '../state.js';

export interface Activation { choice: string; key: string; effect: Effect; slot: number; card: number }

const USE = new TextTable((slot, effect) => MOVES.text('use', { slot: slot + 1, effect }));
const USE_CHAR = new TextTable((effect) => MOVES.text('use char', { effect }));

/**
 * Effects that could do nothing at all are not offered (raising a capped magic level, a blocked upgrade, a Set or
 * Summon with nothing to set or summon once the effect's cost is paid).
 */
function useful(state: MidrashState, effect: Effect, slot: number, card: number): boolean {
  const seat = seatState(state, state.turn);
  for (const op of effect.ops!) {
    if (op.op === 'magic') { if (seat.magic < maxMagic(seat)) return true; }
    else if (op.op === 'upgradeSelf') { if (canUpgrade(state, seat.slots[slot]!, card)) return true; }
    else if (op.op === 'setOrSummon' || op.op === 'set' || op.op === 'freeSummon') { if (canPlace(state, op.op, effect.cost!)) return true; }
    else return true;
  }
  return false;
}

/** Whether a Set / Summon op has anything to choose once `cost` MANA is paid. */
function canPlace(state: MidrashState, op: 'setOrSummon' | 'set' | 'freeSummon', cost: number): boolean {
  if (op !== 'set' && summonChoices(state).length > 0) return true;
  if (op === 'freeSummon') return false;
  const seat = seatState(state, state.turn);
  seat.mana -= cost;
  const sets = setChoices(state).length;
  seat.mana += cost;
  return sets > 0;
}

/** Called with each effect: its once-per-turn entry, choice text, slot (-1: the character) and card. */
type Visit = (a: ActEffect, choice: string, slot: number, card: number) => void;

/** Why an effect that is there cannot be used now (undefined: it can). */
export type Blocked = 'mana' | 'used' | 'useless';

function blocked(state: MidrashState, a: ActEffect, slot: number, card: number): Blocked | undefined {
  if (state.info.used.includes(a.key)) return 'used';
  if (a.effect.cost! > seatState(state, state.turn).mana) return 'mana';
  return useful(state, a.effect, slot, card) ? undefined : 'useless';
}

/** Visit an effect that can be used now (with `all`, any effect). */
function offer(state: MidrashState, visit: Visit, all: boolean, a: ActEffect, choice: string, slot: number, card: number): void {
  if (all || !blocked(state, a, slot, card)) visit(a, choice, slot, card);
}

/** Offer the effects of one active card of slot `s`, numbered on from `k`; returns the last number given. */
function offerCard(state: MidrashState, visit: Visit, s: number, card: number, k: number, all: boolean): number {
  for (const a of actTables().cards[faceOf(state, card).upgraded ? 1 : 0]![card]!) offer(state, visit, all, a, USE.get(s, ++k), s, card);
  return k;
}

/**
 * Visit the effects the current player may activate now, in choice order; with `all`, every effect on their side
 * with the choice text it would have (a silenced character's and those of slots placed this turn included).
 */
function forEachUsable(state: MidrashState, visit: Visit, all = false): void {
  const seat = seatState(state, state.turn);
  const character = actTables().character[seat.up ? 1 : 0]!;
  // Silence blocks the character's first [activate] effect (its Set/Summon).
  for (let n = state.info.silence && !all ? 1 : 0; n < character.length; n++) offer(state, visit, all, character[n]!, USE_CHAR.get(n + 1), -1, -1);
  for (let s = 0; s < seat.slots.length; s++) {
    const slot = seat.slots[s]!;
    const top = topCard(slot);
    if (top === undefined || (!all && state.info.placed.includes(top))) continue;
    // The top card's effects are numbered first, then those of a card it possesses.
    const k = offerCard(state, visit, s, top, 0, all);
    const under = possessed(slot);
    if (under !== undefined) offerCard(state, visit, s, under, k, all);
  }
}

/**
 * Why effect `n` of `slot` (0-based; -1: the character) cannot be activated now, or undefined when there is no such
 * effect (or it can be).
 */
export function whyNotActivate(state: MidrashState, slot: number, n: number): { why: Blocked | 'silence' | 'placed'; effect: Effect } | undefined {
  const a = effectAt(state, slot, n);
  if (!a) return undefined;
  // Silence blocks the character's first [activate] effect (its Set/Summon).
  if (slot < 0 && n === 1 && state.info.silence) return { why: 'silence', effect: a.effect };
  // A slot whose top card came this turn offers none of its effects (a possessed card's neither).
  if (slot >= 0 && state.info.placed.includes(topCard(seatState(state, state.turn).slots[slot]!)!)) return { why: 'placed', effect: a.effect };
  const why = blocked(state, a, slot, a.card);
  return why ? { why, effect: a.effect } : undefined;
}

/** The effect a `use` move names (see `effectAt`). */
export function effectOfMove(state: MidrashState, choice: string): EffectAt | undefined {
  const move = MOVES.parse(choice);
  if (move?.verb === 'use char') return effectAt(state, -1, move.args.effect);
  return move?.verb === 'use' ? effectAt(state, move.args.slot - 1, move.args.effect) : undefined;
}

/** The effects the current player may activate now, in choice order (the plain definition `forEachUsable` walks). */
export function activations(state: MidrashState): Activation[] {
  const out: Activation[] = [];
  forEachUsable(state, (a, choice, slot, card) => out.push({ choice, key: a.key, effect: a.effect, slot, card }));
  return out;
}

/** Just the choice texts of `activations`, appended to `out` (the main phase lists them on every step). */
export function activationChoices(state: MidrashState, out: string[]): string[] {
  forEachUsable(state, (_a, choice) => out.push(choice));
  return out;
}

/** The main phase (spec "Turn" 2), the turn's step while no task is pending: activate an effect or end the turn. */
export const mainPhase: TaskRules<MidrashState, undefined> = {
  ask(state) {
    const choices = activationChoices(state, []);
    choices.push(BARE.end);
    return askTurn(state, choices);
  },
  waits: () => true, // "end" is always a choice
  run(state, _task, choice) {
    if (choice === BARE.end) endTurn(state);
    else activate(state, effectOfMove(state, choice!)!);
    return true;
  },
};

function activate(state: MidrashState, a: EffectAt): void {
  state.info.used.push(a.key);
  seatState(state, state.turn).mana -= a.effect.cost!;
  say(state, m().ev.activates(who(state, state.turn), a.card < 0 ? m().ev.theCharacter : cardName(a.card), a.effect.cost!));
  pushOps(state, a.effect.ops!, a.slot, a.card);
}
