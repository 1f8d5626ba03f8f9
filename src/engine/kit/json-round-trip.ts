/**
 * The JSON round trip of a game state, as the invariant suite checks it after every step: `JSON.parse(
 * JSON.stringify(state))` must be deep-strictly equal to the state (no undefined, Map, class, NaN, -0...), and play
 * goes on from that copy. Doing it literally (text out, text in, a deep comparison) cost more than the game itself,
 * so one walk copies the state while checking that each value is one JSON gives back unchanged. The walk may refuse
 * what it cannot vouch for cheaply (a symbol or hidden key, an odd prototype, a cycle): then the literal round
 * trip decides, so the answer is always the literal one.
 */
import { isDeepStrictEqual } from 'node:util';

/** The state's JSON copy when the round trip gives back an equal value, else `undefined`. */
export function jsonRoundTrip<T>(value: T): T | undefined {
  const copy = toJsonPatched() ? REFUSED : plainCopy(value, 0);
  if (copy !== REFUSED) return copy as T;
  // The literal round trip (a value JSON cannot write at all, a cycle or a BigInt, does not survive it either).
  let parsed: unknown;
  try {
    parsed = JSON.parse(JSON.stringify(value));
  } catch {
    return undefined;
  }
  return isDeepStrictEqual(parsed, value) ? (parsed as T) : undefined;
}

/** Whether someone gave the built-in prototypes a `toJSON` (JSON.stringify would call it on every such value). */
function toJsonPatched(): boolean {
  return [Object, Array, String, Number, Boolean].some((type) => 'toJSON' in type.prototype);
}

const REFUSED: unique symbol = Symbol('not plain data');
/** Deeper than any state; a cycle gets here too. */
const MAX_DEPTH = 500;

function plainCopy(value: unknown, depth: number): unknown {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      // NaN and the infinities come back as null, -0 as 0.
      return Number.isFinite(value) && (value !== 0 || 1 / value > 0) ? value : REFUSED;
    case 'object':
      if (value === null) return null;
      if (depth > MAX_DEPTH) return REFUSED;
      return Array.isArray(value) ? plainArray(value, depth + 1) : plainObject(value, depth + 1);
    default:
      // undefined, functions, symbols (dropped or nulled) and BigInts (refused by JSON).
      return REFUSED;
  }
}

function plainArray(array: unknown[], depth: number): unknown {
  // Only a plain array of this realm (JSON.parse makes those) with no enumerable key but its indices (a hole is
  // refused below as undefined, so the count shows any other key) and no symbol key.
  if (Object.getPrototypeOf(array) !== Array.prototype || Object.keys(array).length !== array.length) return REFUSED;
  if (Object.getOwnPropertySymbols(array).length > 0) return REFUSED;
  const out: unknown[] = [];
  for (let i = 0; i < array.length; i++) {
    const item = plainCopy(array[i], depth);
    if (item === REFUSED) return REFUSED;
    out.push(item);
  }
  return out;
}

function plainObject(object: object, depth: number): unknown {
  if (Object.getPrototypeOf(object) !== Object.prototype) return REFUSED;
  // Non-enumerable keys are skipped by JSON and by the comparison alike; symbol keys only by JSON.
  if (Object.getOwnPropertySymbols(object).length > 0) return REFUSED;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(object)) {
    // An own `__proto__` (JSON.parse makes one) would set the copy's prototype if assigned.
    if (key === '__proto__') return REFUSED;
    const item = plainCopy((object as Record<string, unknown>)[key], depth);
    if (item === REFUSED) return REFUSED;
    out[key] = item;
  }
  return out;
}
