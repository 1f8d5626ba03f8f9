/**
 * Seeded PRNG whose whole state is plain JSON, so it lives inside the game state and replays exactly.
 * sfc32: small, fast, good enough statistical quality for shuffling cards.
 */
import { UserError } from './errors.js';
import { em } from './messages.js';
import type { ChanceOutcome, ToldChance } from './chance.js';

export interface RngState {
  words: [number, number, number, number];
  /** Orders given by a log (`order.<key>` lines), consumed by the next shuffles of that key, top card first. */
  stacked?: Record<string, string[][]>;
  /** A transcript's outcomes for the step being played: chance asks them instead of the PRNG (chance.ts). */
  told?: ToldChance;
  /** When present, the chance outcomes of the current step are collected here (for the log; chance.ts). */
  heard?: ChanceOutcome[];
}

export function seedRng(seed: number | string): RngState {
  // Hash the seed text into four 32-bit words (cyrb128-style mixing).
  const text = String(seed);
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  const rng: RngState = { words: [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0] };
  for (let i = 0; i < 12; i++) nextUint32(rng);
  return rng;
}

export function nextUint32(rng: RngState): number {
  // (Read word by word: destructuring an array walks an iterator, on the hottest path of shuffling.)
  const words = rng.words;
  let a = words[0], b = words[1], c = words[2], d = words[3];
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  words[0] = a; words[1] = b; words[2] = c; words[3] = d;
  return t >>> 0;
}

/** Uniform integer in [0, n). */
export function randomInt(rng: RngState, n: number): number {
  if (n <= 1) return 0;
  // Rejection sampling keeps the distribution exactly uniform.
  const limit = Math.floor(0x100000000 / n) * n;
  let x = nextUint32(rng);
  while (x >= limit) x = nextUint32(rng);
  const r = x % n;
  // Handed out as a small integer: a remainder of a large number can stay a boxed double, and a state field that
  // once holds one (a seat, an index) is stored boxed from then on, which slows every read of it.
  return r < 0x80000000 ? r | 0 : r;
}

/** An item of `list` picked uniformly (one `randomInt`); the list must not be empty. */
export function randomItem<T>(rng: RngState, list: readonly T[]): T {
  return list[randomInt(rng, list.length)]!;
}

/** The item at `index` of a list taken round and round (a seat's decider, a run's setup); it must not be empty. */
export function roundRobin<T>(list: readonly T[], index: number): T {
  const item = list[index % list.length];
  if (item === undefined) throw new RangeError('round robin over an empty list');
  return item;
}

/** Fisher-Yates shuffle in place. */
export function shuffleInPlace<T>(rng: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    const tmp = items[i]!;
    items[i] = items[j]!;
    items[j] = tmp;
  }
  return items;
}

/**
 * Shuffle a zone of card instances. When the log stacked an order for `key` (a physical game written down),
 * that order is used instead of the PRNG: `nameOf` maps an instance to the name the log uses for it, or to a list
 * of names: its own name first, then shared names that stand for "any such copy" (older logs wrote a shared id
 * for copies that differ). Own names are matched first, so a shared name never takes a copy named later.
 */
export function shuffleZone<T>(rng: RngState, key: string, items: T[], nameOf: (item: T) => string | readonly string[]): T[] {
  // The stacked orders come from a log header: own keys only, never an inherited `constructor`.
  const queue = rng.stacked && Object.hasOwn(rng.stacked, key) ? rng.stacked[key] : undefined;
  if (!queue) return shuffleInPlace(rng, items);
  // A stacked deck belongs to a game played with real cards: its later shuffles cannot be guessed either.
  const given = queue.shift();
  if (!given) throw new StackedOrderError(key, em().orderNeeded(key));
  const names = (item: T): readonly string[] => { const n = nameOf(item); return typeof n === 'string' ? [n] : n; };
  const pool = [...items];
  const ordered: T[] = new Array(given.length);
  const placed = given.map(() => false);
  const take = (i: number, matches: (item: T) => boolean) => {
    const at = pool.findIndex(matches);
    if (at >= 0) { ordered[i] = pool.splice(at, 1)[0]!; placed[i] = true; }
  };
  given.forEach((name, i) => take(i, (item) => names(item)[0] === name));
  given.forEach((name, i) => {
    if (placed[i]) return;
    take(i, (item) => names(item).includes(name));
    if (!placed[i]) throw new StackedOrderError(key, em().orderUnknown(String(name)));
  });
  if (pool.length > 0) {
    throw new StackedOrderError(key, em().orderCount(given.length, items.length));
  }
  items.splice(0, items.length, ...ordered);
  return items;
}

/** A log's stacked order does not fit the shuffle it was given for (a user error in the log header). */
export class StackedOrderError extends UserError {
  constructor(readonly key: string, problem: string) {
    super(em().orderHeader(key, problem), 2);
  }
}
