/**
 * Choice texts are built on every decision and parsed on every move, so the numbered ones are made once and
 * reused, and parsing reads words without splitting the whole text.
 */
const numbered = new Map<string, string[]>();

/** `verb n`, the same string object each time (`choiceText(choiceText('summon', 3), 2)` is `summon 3 2`). */
export function choiceText(verb: string, n: number): string {
  let list = numbered.get(verb);
  if (!list) numbered.set(verb, (list = []));
  return (list[n] ??= `${verb} ${n}`);
}

/** The first word of a choice (`summon` of `summon 3 2`). */
export function verbOf(choice: string): string {
  const space = choice.indexOf(' ');
  return space < 0 ? choice : choice.slice(0, space);
}

/** The second word of a choice (`signi` of `ener signi 2`), or '' when there is none. */
export function secondWord(choice: string): string {
  const first = choice.indexOf(' ');
  if (first < 0) return '';
  const second = choice.indexOf(' ', first + 1);
  return second < 0 ? choice.slice(first + 1) : choice.slice(first + 1, second);
}

/** The number a choice ends with, 0-based (`summon 3 2` -> 1); NaN when it ends with a word. */
export function lastIndex(choice: string): number {
  return Number(choice.slice(choice.lastIndexOf(' ') + 1)) - 1;
}
