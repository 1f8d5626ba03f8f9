/** Copies of plain JSON data (arrays, plain objects, primitives): the JSON round trip without the text. */
export function copyPlain<T>(value: T): T {
  // Native copies first (`slice`, spread: several times faster than building the copy item by item), then only
  // the items that are objects are copied again: strings and numbers (most items: decks, zones) are kept.
  if (Array.isArray(value)) {
    const out: unknown[] = value.slice();
    for (let i = 0; i < out.length; i++) {
      const item = out[i];
      if (typeof item === 'object' && item !== null) out[i] = copyPlain(item);
    }
    return out as T;
  }
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const key in out) {
    const item = out[key];
    if (typeof item === 'object' && item !== null) out[key] = copyPlain(item);
  }
  return out as T;
}
