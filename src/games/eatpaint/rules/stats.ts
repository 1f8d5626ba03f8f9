/** Derived numbers: Hand size, defenses, work power; the cards worth listing. Nothing here changes the state. */
import { card, character } from '../cards/load.js';
import type { Form, Skill } from '../cards/types.js';
import type { EpState, SideState, Work } from '../state.js';

/** Identical cards (in hand, among traps) give identical moves; only the first copy that `keep` accepts is listed. */
export function firstCopies(items: string[], keep: (c: string) => boolean): number[] {
  // Hands are short: looking back costs less than a Set per call.
  const out: number[] = [];
  for (let i = 0; i < items.length; i++) if (items.indexOf(items[i]!) === i && keep(items[i]!)) out.push(i);
  return out;
}

export function formOf(side: SideState): Form {
  return character(side.char).forms![side.form]!;
}

/** Sum of one static bonus over the face-up active effect cards of a dragonkin's energy zone. */
export function activeBonus(side: SideState, key: 'power' | 'def' | 'hand'): number {
  let sum = 0;
  for (const e of side.energy) if (e.up && !e.rest) sum += card(e.card).active?.[key] ?? 0;
  return sum;
}

export function handSize(side: SideState): number {
  return side.side === 'dragon' ? formOf(side).hand + activeBonus(side, 'hand') : character(side.char).hand!;
}

/** A dragonkin's defense by its active/rest state; a magician character always has 0. */
export function charDefense(side: SideState): number {
  if (side.side === 'magician') return 0;
  return formOf(side).def[side.rest ? 1 : 0] + activeBonus(side, 'def');
}

export function workPower(side: SideState, work: Work): number {
  const shared = character(side.char).shared!;
  let power = work.ink + work.pump + shared.power;
  if (work.frame) power += (card(work.frame).frame?.power ?? 0) + shared.framedPower;
  return Math.max(0, power);
}

export function workDefense(side: SideState, work: Work): number {
  const def = card(work.card).def!;
  let value = def[work.rest ? 1 : 0];
  if (work.rest) value += character(side.char).shared!.restDef;
  if (work.frame) value += card(work.frame).frame?.def ?? 0;
  return value;
}

export function isPriority(work: Work): boolean {
  return Boolean(card(work.card).prio || (work.frame && card(work.frame).frame?.prio));
}

/** Works an attack (or a trap effect) of the opponent may pick: priority targets first. */
export function targetableWorks(side: SideState): Work[] {
  const prio = side.works.filter(isPriority);
  return prio.length > 0 ? prio : side.works;
}

export function activeEnergy(side: SideState): number {
  let n = 0;
  for (const e of side.energy) if (!e.rest) n++;
  return n;
}

/** Whether `seat` can pay a cost right now (energy for a dragonkin, INK for a magician). */
export function canPay(side: SideState, cost: { rest?: number; trash?: number; ink?: number }): boolean {
  if (side.side === 'magician') return side.ink >= (cost.ink ?? 0);
  return activeEnergy(side) >= (cost.rest ?? 0) + (cost.trash ?? 0);
}

/**
 * Short of energy: the hand holds no trap and every card in it costs more than all of the dragonkin's energy
 * cards together (active or rested) could pay, and the deck has a card to dig for. Without a way out such a hand
 * never changes (no draw at or above Hand), so only `end` would be legal for the rest of the game. Counting the
 * rested cards too means digging stops as soon as the next turn can pay for a card.
 */
export function shortOfEnergy(side: SideState): boolean {
  if (side.side !== 'dragon' || side.deck.length === 0 || side.hand.length === 0) return false;
  return side.hand.every((c) => {
    const def = card(c);
    return def.type !== 'trap' && (def.cost.rest ?? 0) + (def.cost.trash ?? 0) > side.energy.length;
  });
}

/**
 * Whether a character effect of the active dragonkin can be used now: its HEAT, and for one only usable when short
 * of energy, a turn that began short and still is (so trashing energy mid-turn cannot make a card free).
 */
export function skillUsable(state: EpState, side: SideState, skill: Skill): boolean {
  return side.heat.length >= skill.heat && (!skill.onlyWhenShort || (state.shortAtStart && shortOfEnergy(side)));
}

export function attackAllowed(state: EpState): boolean {
  return !(state.turn === 1 && state.attacks >= 1);
}
