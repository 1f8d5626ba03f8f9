// PAD's rules and ops name the engine's numbered choice texts `text` (`text('drop # to #', 3, 2)` = 'drop 3 to 2').
export { numberedText as text } from '../../../engine/choice-text.js';

/**
 * A choice list that depends only on one small number (a hand size, a mask), built once per value and shared:
 * callers must not change it (it is frozen).
 */
export function listCache(build: (key: number) => string[]): (key: number) => string[] {
  const lists: string[][] = [];
  return (key) => (lists[key] ??= Object.freeze(build(key)) as string[]);
}
