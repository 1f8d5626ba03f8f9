/**
 * The effects a card offers, read from the catalogue: its [activate] effects by place (`use <slot> <n>` names one)
 * and the effect Kriltu may lend. Pure look-ups that the rules and the move table (the sentence of a move) both
 * read, so the move table imports no rule that carries out a move.
 */
import { catalogue } from '../cards/load.js';
import type { Effect, Face } from '../cards/types.js';
import type { MidrashState } from '../state.js';
import { faceOf, possessed, topCard } from './territory.js';
import { seatState } from '../state.js';

/** An [activate] effect found by its place: its once-per-turn key, the effect, its slot (-1: the character) and card. */
export interface EffectAt { key: string; effect: Effect; slot: number; card: number }

/** One [activate] effect of a face, with its once-per-turn key (`<card or c>:<effect index>:<face>`). */
export interface ActEffect { effect: Effect; key: string }

/**
 * The [activate] effects of every face, built once: `activations` lists them on every step of the main phase.
 * Index: [upgraded 0/1][card]; the character's two faces are kept apart.
 */
interface ActTables { cards: ActEffect[][][]; character: ActEffect[][] }
let tables: ActTables | undefined;

function actEffects(effects: Effect[], owner: string, upgraded: boolean): ActEffect[] {
  const out: ActEffect[] = [];
  effects.forEach((effect, i) => { if (effect.when === 'act') out.push({ effect, key: `${owner}:${i}:${upgraded ? 1 : 0}` }); });
  return out;
}

function buildActTables(): ActTables {
  const cat = catalogue();
  const perCard = (faces: Face[]) => faces.map((face, card) => actEffects(face.effects, String(card), face.upgraded));
  const ch = cat.character;
  return {
    cards: [perCard(cat.front), perCard(cat.back)],
    character: [actEffects(ch.front.effects, 'c', false), actEffects(ch.back.effects, 'c', true)],
  };
}
export const actTables = () => (tables ??= buildActTables());

/**
 * The [activate] effect that `use <slot> <n>` (`slot` 0-based; -1 is the character, `use char <n>`) names, usable
 * now or not: effect n counts the top card's [activate] effects, then those of a card it possesses, as the choices
 * are numbered. Undefined when there is none. One look at one slot, for a move already read.
 */
export function effectAt(state: MidrashState, slot: number, n: number): EffectAt | undefined {
  const seat = seatState(state, state.turn);
  if (n < 1) return undefined;
  if (slot < 0) {
    const a = actTables().character[seat.up ? 1 : 0]![n - 1];
    return a && { key: a.key, effect: a.effect, slot, card: -1 };
  }
  const place = seat.slots[slot];
  const top = place && topCard(place);
  if (top === undefined) return undefined;
  const acts = actTables().cards[faceOf(state, top).upgraded ? 1 : 0]![top]!;
  if (n <= acts.length) return { key: acts[n - 1]!.key, effect: acts[n - 1]!.effect, slot, card: top };
  const under = possessed(place!);
  const more = under === undefined ? undefined : actTables().cards[faceOf(state, under).upgraded ? 1 : 0]![under]![n - 1 - acts.length];
  return more && { key: more.key, effect: more.effect, slot, card: under! };
}

/** The ops of `card`'s first effect that Kriltu may use (none for a card without one). */
export function copyableOps(card: number) {
  return catalogue().front[card]!.effects.find((e) => e.when !== 'const' && e.ops && e.ops.length > 0)?.ops;
}

