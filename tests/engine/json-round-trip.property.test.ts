/**
 * The invariant suite's JSON round trip (src/engine/kit/json-round-trip.ts) answers exactly as the literal one,
 * `isDeepStrictEqual(JSON.parse(JSON.stringify(v)), v)`, and gives the same copy, for any value.
 */
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { jsonRoundTrip } from '../../src/engine/kit/json-round-trip.js';

function literal(value: unknown): { ok: boolean; copy?: unknown } {
  try {
    const copy = JSON.parse(JSON.stringify(value));
    return isDeepStrictEqual(copy, value) ? { ok: true, copy } : { ok: false };
  } catch {
    return { ok: false };
  }
}

function agrees(value: unknown): boolean {
  const expected = literal(value);
  const copy = jsonRoundTrip(value);
  if (!expected.ok) return copy === undefined;
  // The copy is a new value, equal to the literal copy, prototypes included.
  return copy !== undefined && isDeepStrictEqual(copy, expected.copy) && (typeof value !== 'object' || value === null || copy !== value);
}

class Card {
  constructor(readonly id: string) {}
}

describe('the JSON round trip of the invariant suite', () => {
  it('agrees with the literal round trip on any value', () => {
    const anything = fc.anything({
      withBigInt: true, withBoxedValues: true, withDate: true, withMap: true, withSet: true, withNullPrototype: true,
      withObjectString: true, withSparseArray: true, withTypedArray: true, withUnicodeString: true, maxDepth: 4,
    });
    fc.assert(fc.property(anything, agrees), { numRuns: 3000 });
    // JSON-shaped data (the common case), most of which comes back.
    fc.assert(fc.property(fc.jsonValue({ maxDepth: 4 }), agrees), { numRuns: 1000 });
  });

  it('refuses each kind of value JSON does not give back, and keeps what it does', () => {
    const holey: unknown[] = [1, 2, 3];
    delete holey[1];
    const tagged: unknown[] = [1, 2];
    (tagged as unknown as { note: string }).note = 'x';
    const withSymbol: unknown[] = [1];
    (withSymbol as unknown as Record<symbol, number>)[Symbol('s')] = 1;
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    const hiddenKey = { a: 1 };
    Object.defineProperty(hiddenKey, 'b', { value: 2, enumerable: false });
    const protoKey = JSON.parse('{"__proto__": {"a": 1}, "b": 2}');
    const deep = Array.from({ length: 800 }).reduce<unknown>((inner) => [inner], 1);
    const refused = [
      undefined, NaN, Infinity, -0, 10n, () => 1, Symbol('x'), { a: undefined }, [undefined], holey, tagged, withSymbol,
      new Map(), new Set(), new Date(0), new Card('x'), Object.create(null), { [Symbol('k')]: 1 }, cyclic, { d: new Uint8Array(2) },
      new Number(3), /x/, { nested: [{ deep: [NaN] }] },
    ];
    for (const value of refused) expect([value, literal(value).ok, jsonRoundTrip(value)]).toEqual([value, false, undefined]);
    const kept = [0, 1.5, 'text', '\ud800', true, null, [], {}, [1, [2, { a: 'b' }]], { a: { b: [null, false] } }, hiddenKey, protoKey, deep];
    for (const value of kept) expect(agrees(value)).toBe(true);
    expect(Object.keys(jsonRoundTrip(protoKey)!)).toEqual(['__proto__', 'b']);
  });

  it('falls back to the literal round trip when a built-in prototype has a toJSON', () => {
    const proto = Array.prototype as unknown as { toJSON?: () => string };
    proto.toJSON = () => 'list';
    try {
      expect(jsonRoundTrip({ a: [1] })).toBeUndefined();
    } finally {
      delete proto.toJSON;
    }
    expect(jsonRoundTrip({ a: [1] })).toEqual({ a: [1] });
  });
});
