/**
 * Choice texts are built on every decision and parsed on every move, so the numbered ones are made once and
 * reused (src/engine/choice-text.ts), and parsing reads words without splitting the whole text.
 */
export { choiceText, firstWord as verbOf } from '../../../engine/choice-text.js';

/** The second word of a choice (`signi` of `ener signi 2`), or '' when there is none. */
export function secondWord(choice: string): string {
  const first = choice.indexOf(' ');
  if (first < 0) return '';
  const second = choice.indexOf(' ', first + 1);
  return second < 0 ? choice.slice(first + 1) : choice.slice(first + 1, second);
}

/** The number a choice ends with, 0-based (`summon 3 2` -> 1); NaN when it ends with a word. */
export function lastIndex(choice: string): number {
  // The usual ending, a space and a few digits, is read in place; anything else takes the general route.
  let n = 0;
  let scale = 1;
  let k = choice.length - 1;
  for (; k >= 0; k--) {
    const digit = choice.charCodeAt(k) - 48;
    if (digit < 0 || digit > 9) break;
    n += digit * scale;
    scale *= 10;
  }
  if (k >= 0 && k < choice.length - 1 && choice.length - k <= 8 && choice.charCodeAt(k) === 32) return n - 1;
  return Number(choice.slice(choice.lastIndexOf(' ') + 1)) - 1;
}
