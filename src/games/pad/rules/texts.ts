/**
 * Choice texts are rebuilt for every decision (millions in bot play); this makes each distinct text once.
 * `pattern` holds `#` for each 1-based number, e.g. text('drop # to #', 3, 2) = 'drop 3 to 2'.
 */
const cache = new Map<string, string[]>();

export function text(pattern: string, a: number, b = 0): string {
  let row = cache.get(pattern);
  if (!row) cache.set(pattern, (row = []));
  const i = a * 256 + b;
  return (row[i] ??= pattern.replace('#', String(a)).replace('#', String(b)));
}
