/** Copies of plain JSON data (arrays, plain objects, primitives): the JSON round trip without the text. */
export function copyPlain<T>(value: T): T {
  if (Array.isArray(value)) {
    // Strings and numbers (most elements: decks, zones) are kept without a call each.
    const out: unknown[] = [];
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      out.push(typeof item === 'object' && item !== null ? copyPlain(item) : item);
    }
    return out as T;
  }
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const key in value) out[key] = copyPlain(value[key]);
  return out as T;
}
