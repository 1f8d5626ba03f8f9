/**
 * Choice texts are rebuilt for every decision (millions in bot play); this makes each distinct text once.
 * `pattern` holds `#` for each 1-based number, e.g. text('drop # to #', 3, 2) = 'drop 3 to 2'.
 */
const cache = new Map<string, string[][]>();

export function text(pattern: string, a: number, b = 0): string {
  let rows = cache.get(pattern);
  if (!rows) cache.set(pattern, (rows = []));
  const row = (rows[a] ??= []);
  return (row[b] ??= pattern.replace('#', String(a)).replace('#', String(b)));
}

/**
 * A choice list that depends only on one small number (a hand size, a mask), built once per value and shared:
 * callers must not change it (it is frozen).
 */
export function listCache(build: (key: number) => string[]): (key: number) => string[] {
  const lists: string[][] = [];
  return (key) => (lists[key] ??= Object.freeze(build(key)) as string[]);
}
