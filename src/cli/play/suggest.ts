/** "Did you mean": the legal move or prompt command closest to a typo (`kep` -> `keep`). */
import { distance } from 'fastest-levenshtein';

/**
 * The closest candidate to `typed`, or undefined when nothing is close enough to be a typo. Ties go to the first listed (legal moves come before commands).
 */
export function suggestMove(typed: string, candidates: string[]): string | undefined {
  const word = typed.trim().toLowerCase();
  if (word === '') return undefined;
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = distance(word, candidate.toLowerCase());
    if (d < bestDistance) { bestDistance = d; best = candidate; }
  }
  if (bestDistance === 0) return undefined;
  // Short words allow one slip; from four letters two (a swapped pair is two edits: `hepl`).
  return bestDistance <= (word.length <= 3 ? 1 : Math.max(2, Math.floor(word.length / 3))) ? best : undefined;
}
