/**
 * Midrash's "sensible random" rollout player (`GameDefinition.rolloutChoice`): the search's rollouts play on from
 * a leaf with it. Still random, since rollouts need variety, but it avoids what no player would do, so a leaf in the
 * middle of a turn is not finished by throwing the turn away and the opponent's rollout turn is not a random wreck.
 * It only reads the state and the choice texts (no copies, no apply): it runs for every rollout step.
 */
import type { Seat } from '../../engine/game.js';
import { randomInt, type RngState } from '../../engine/rng.js';
import { catalogue } from './cards/load.js';
import type { Face } from './cards/types.js';
import { effectAt } from './rules/card-effects.js';
import { activeCards, faceOf, slotWisdom } from './rules/territory.js';
import { BARE, MOVES } from './moves.js';
import type { MidrashState, Slot } from './state.js';
import { seatState } from './state.js';

/** Percent chance of ending the turn while something else can still be done (a player sometimes saves MANA). */
const END_PERCENT = 10;
/** Percent chance of playing a plain random (still harmless) move where a best one is known, for variety. */
const WANDER_PERCENT = 25;

const pick = (rng: RngState, list: readonly string[]): string => list[randomInt(rng, list.length)]!;
const chance = (rng: RngState, percent: number): boolean => randomInt(rng, 100) < percent;
export function rolloutChoice(state: MidrashState, seat: Seat, choices: string[], rng: RngState): string {
  const first = MOVES.parse(choices[0]!)?.verb;
  if (choices.includes(BARE.end)) return mainChoice(state, seat, choices, rng);
  if (choices.includes(BARE.takeNone)) return takeChoice(state, seat, choices, rng);
  if (first === 'set' || first === 'summon') return placeChoice(state, seat, choices, rng);
  // A won holy war's enemy as a merit is wisdom for free.
  if (choices.includes(BARE.merit)) return BARE.merit;
  // Wastelanding another seat's slot: the one with the most wisdom hurts most (the demon's target too).
  if (first === 'waste') {
    return best(rng, choices, (c) => {
      const target = MOVES.argsOf(c, 'waste')!;
      return slotWisdom(state, seatState(state, target.player - 1).slots[target.slot - 1]!);
    });
  }
  return pick(rng, choices);
}

/**
 * The main phase: mostly keep playing (a Set or Summon, magic, an engine's MANA) rather than `end`, and never
 * wasteland a slot of one's own that holds wisdom (Zu, an upgraded Golem) unless nothing else is left.
 */
function mainChoice(state: MidrashState, seat: Seat, choices: string[], rng: RngState): string {
  const moves = choices.filter((c) => c !== BARE.end && !wastesWisdom(state, seat, c));
  return moves.length === 0 || chance(rng, END_PERCENT) ? BARE.end : pick(rng, moves);
}

/** True for `use S N` when effect N of slot S wastelands that slot and the slot shows wisdom. */
function wastesWisdom(state: MidrashState, seat: Seat, choice: string): boolean {
  const use = MOVES.argsOf(choice, 'use');
  if (!use || slotWisdom(state, seatState(state, seat).slots[use.slot - 1]!) === 0) return false;
  return effectAt(state, use.slot - 1, use.effect)?.effect.ops?.some((op) => op.op === 'wasteSelf') ?? false;
}

/**
 * A Summon's pick: never `take none` while a card can be taken without covering a better one; the pick that adds
 * most worth to the territory, sometimes any harmless one.
 */
function takeChoice(state: MidrashState, seat: Seat, choices: string[], rng: RngState): string {
  const cards = state.reveal!.cards;
  const gain = (c: string) => {
    const take = MOVES.argsOf(c, 'take')!;
    return placedGain(state, seat, faceOf(state, cards[take.card - 1]!), take.slot - 1);
  };
  const takes = choices.filter((c) => c !== BARE.takeNone && gain(c) >= 0);
  if (takes.length === 0) return BARE.takeNone;
  return chance(rng, WANDER_PERCENT) ? pick(rng, takes) : best(rng, takes, gain);
}

/**
 * The character's Set or Summon: a Summon only of a level it can pay a card of (non-enemy cost = level), a Set only
 * where it covers nothing worth more; the highest such Summon most of the time, since higher levels bring more wisdom.
 */
function placeChoice(state: MidrashState, seat: Seat, choices: string[], rng: RngState): string {
  const cat = catalogue();
  const mana = seatState(state, seat).mana;
  const summons = choices.filter((c) => (MOVES.argsOf(c, 'summon')?.level ?? Infinity) <= mana);
  const sets = choices.filter((c) => {
    const set = MOVES.argsOf(c, 'set');
    return set !== undefined && placedGain(state, seat, cat.kindFront[cat.kindIds.indexOf(set.kind)]!, set.slot - 1) >= 0;
  });
  const good = [...summons, ...sets];
  if (good.length === 0) return pick(rng, choices);
  if (summons.length > 0 && !chance(rng, WANDER_PERCENT)) return summons[summons.length - 1]!; // listed by level
  return pick(rng, good);
}

/**
 * What a card is worth on a territory: its wisdom first, then its cost (the level of a grimoire card, the price of
 * an equipment: a rough measure of what its effects bring, e.g. a Philosopher's Stone's MANA).
 */
const worth = (face: Face): number => 3 * face.wisdom + face.cost;
const slotWorth = (state: MidrashState, slot: Slot): number => activeCards(slot).reduce((sum, c) => sum + worth(faceOf(state, c)), 0);

/** Worth the seat's territory gains when `face` goes on `slot` (covering what is there, unless it possesses it). */
function placedGain(state: MidrashState, seat: Seat, face: Face, slot: number): number {
  return worth(face) - (face.possession ? 0 : slotWorth(state, seatState(state, seat).slots[slot]!));
}

/** A choice with the highest score, ties broken at random. */
function best(rng: RngState, choices: string[], score: (c: string) => number): string {
  let top = -Infinity;
  let ties: string[] = [];
  for (const c of choices) {
    const s = score(c);
    if (s > top) { top = s; ties = [c]; }
    else if (s === top) ties.push(c);
  }
  return pick(rng, ties);
}
