/** Choices that name cards: one per distinct card (identical copies need one choice), and `pick <id>`. */
import { numberedTexts } from '../../../engine/choice-text.js';
import type { WixossState } from '../state.js';
import { def } from './defs.js';

// Stamps per kind index for `distinctIndexes`: a kind was seen in the current call when its stamp is `stamp`.
// Kind tables hold each id once, so distinct kinds are distinct card ids. (`keep` must not call it again.)
const seenStamp: number[] = [];
let stamp = 0;

/** A new pass over a list for `firstOfKind` (the same stamps; a pass must end before another begins). */
export function distinctPass(): number {
  return ++stamp;
}

/** Whether `inst` is the first card of its id seen in this `distinctPass` (it is then marked as seen). */
export function firstOfKind(s: WixossState, inst: number, pass: number): boolean {
  const kind = s.ids[inst]!;
  if (seenStamp[kind] === pass) return false;
  seenStamp[kind] = pass;
  return true;
}

/** `verb k` for each 1-based index `distinctIndexes` gives, pushed onto `out` (no list of numbers in between). */
export function distinctChoices(s: WixossState, insts: number[], verb: string, out: string[], keep?: (inst: number, index: number) => boolean): string[] {
  const call = ++stamp;
  const text = numberedTexts(verb);
  for (let i = 0; i < insts.length; i++) {
    const inst = insts[i]!;
    const kind = s.ids[inst]!;
    if (seenStamp[kind] === call || (keep && !keep(inst, i))) continue;
    seenStamp[kind] = call;
    out.push(text(i + 1));
  }
  return out;
}

/** First index of each distinct card id among `insts`, as 1-based numbers: identical cards need one choice. */
export function distinctIndexes(s: WixossState, insts: number[], keep?: (inst: number, index: number) => boolean): number[] {
  const call = ++stamp;
  const out: number[] = [];
  for (let i = 0; i < insts.length; i++) {
    const inst = insts[i]!;
    const kind = s.ids[inst]!;
    if (seenStamp[kind] === call || (keep && !keep(inst, i))) continue;
    seenStamp[kind] = call;
    out.push(i + 1);
  }
  return out;
}

/** The choice naming a card by its id (`pick wx01-001`): copies of one card are one choice. */
export const pickChoice = (s: WixossState, inst: number) => `pick ${def(s, inst).choiceId}`;

/** `pick <id>` for the first card of each id among `insts` that `keep` accepts (`distinctIndexes`, named by id). */
export function distinctPicks(s: WixossState, insts: number[], keep?: (inst: number, index: number) => boolean): string[] {
  return distinctIndexes(s, insts, keep).map((k) => pickChoice(s, insts[k - 1]!));
}
