/**
 * Hiding: Midrash has no hands; the only secrets are the order of the grimoire decks (and the RNG). Territories,
 * supply, discards, merits and the solo row are public; unused demons and calamities are known by elimination.
 */
import type { Seat } from '../../engine/game.js';
import { resampleHidden } from '../../engine/chance.js';
import { nextUint32, type RngState } from '../../engine/rng.js';
import type { MidrashState } from './state.js';

export type MidrashView = Omit<MidrashState, 'rng' | 'decks' | 'revealed'> & { deckSizes: number[]; viewer: Seat | null };

export function view(state: MidrashState, seat: Seat | null): MidrashView {
  const { rng: _rng, decks, revealed: _revealed, ...open } = state;
  // Shares the state's (public) parts instead of copying them: a view is read, never changed.
  return { ...open, deckSizes: decks.map((d) => d.length), viewer: seat };
}

/**
 * A deep copy of plain JSON data, equal to `JSON.parse(JSON.stringify(value))` for it (keys in the same order,
 * undefined members left out) but several times faster: the bots copy the state for every choice they weigh.
 */
export function copyData<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(copyData) as T;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const member = (value as Record<string, unknown>)[key];
    if (member !== undefined) out[key] = copyData(member);
  }
  return out as T;
}

/** Resample the deck orders; the copy gets a fresh RNG so a bot cannot read future shuffles from it. */
export function determinize(state: MidrashState, _seat: Seat, rng: RngState): MidrashState {
  const copy = copyData(state);
  for (const deck of copy.decks) resampleHidden(rng, [deck], (a, b) => a - b);
  copy.rng = { s: [nextUint32(rng), nextUint32(rng), nextUint32(rng), nextUint32(rng)] };
  return copy;
}

export function cardInstances(state: MidrashState): string[] {
  const out: number[] = [];
  for (const pile of [...state.supply, ...state.decks, ...state.discards, state.box]) out.push(...pile);
  for (const seat of state.seats) {
    out.push(...seat.merits);
    for (const slot of seat.slots) out.push(...slot.under, ...slot.cards);
  }
  if (state.reveal) out.push(...state.reveal.cards);
  for (const task of state.tasks) if (task.k === 'merit') out.push(task.card);
  if (state.solo) {
    out.push(state.solo.demon, ...state.solo.unused);
    for (const c of state.solo.row) out.push(c.card, ...c.cover);
  }
  return out.map(String);
}
