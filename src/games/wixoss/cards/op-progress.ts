/** Reading and noting how far an effect's running op has got (`OpProgress`, state.ts). */
import type { OpProgress } from '../state.js';

type HasProgress = { progress: OpProgress | null };

/** The running op's progress if it is of `kind` (the op's own), else undefined: the op has not recorded a step yet. */
export function progressOf<K extends OpProgress['kind']>(t: HasProgress, kind: K): Extract<OpProgress, { kind: K }> | undefined {
  return t.progress?.kind === kind ? (t.progress as Extract<OpProgress, { kind: K }>) : undefined;
}

/** Cards a reorder step has put back so far: reorderTop's own count, or that of the look op it finishes. */
export function placedSoFar(t: HasProgress): number {
  return t.progress && 'placed' in t.progress ? t.progress.placed : 0;
}

/** Note `placed` cards put back, in the progress of the look op being finished when there is one. */
export function notePlaced(t: HasProgress, placed: number): void {
  if (t.progress && 'placed' in t.progress) t.progress.placed = placed;
  else t.progress = { kind: 'reorder', placed };
}
