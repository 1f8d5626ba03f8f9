/**
 * Choice texts are built on every decision and parsed on every move (self-play, replay), so numbered ones are
 * made once and reused, and parsing reads the text in place instead of splitting it.
 */
const numbered = new Map<string, (n: number) => string>();

/**
 * `choiceText` of one verb, looked up once: a hot function or a loop keeps it (`const payText = numberedTexts('pay')`,
 * then `payText(2)`), so each text is an array read, not a lookup by the verb's string.
 */
export function numberedTexts(verb: string): (n: number) => string {
  let texts = numbered.get(verb);
  if (!texts) {
    const made: string[] = [];
    numbered.set(verb, (texts = (n) => (made[n] ??= `${verb} ${n}`)));
  }
  return texts;
}

/** `verb n`, the same string object each time (`choiceText(choiceText('summon', 3), 2)` is `summon 3 2`). */
export function choiceText(verb: string, n: number): string {
  return numberedTexts(verb)(n);
}

/**
 * Texts made from one or two numbers (`use 2 1`, `set golem 3`), each built once on first use and then looked up by
 * its numbers, so listing choices allocates no new strings.
 */
export class TextTable {
  private readonly rows: string[][] = [];
  constructor(private readonly make: (a: number, b: number) => string) {}

  get(a: number, b = 0): string {
    const row = (this.rows[a] ??= []);
    return (row[b] ??= this.make(a, b));
  }
}

const patterns = new Map<string, TextTable>();

/** `pattern` with its `#` marks replaced by `a` and `b` (`numberedText('drop # to #', 3, 2)` is `drop 3 to 2`), made once. */
export function numberedText(pattern: string, a: number, b = 0): string {
  let table = patterns.get(pattern);
  if (!table) patterns.set(pattern, (table = new TextTable((x, y) => pattern.replace('#', String(x)).replace('#', String(y)))));
  return table.get(a, b);
}

/** The first word of a choice (`play` of `play 3`). */
export function firstWord(choice: string): string {
  const space = choice.indexOf(' ');
  return space < 0 ? choice : choice.slice(0, space);
}

/**
 * A search tree key (`GameDefinition.choiceKey`) naming a card instead of its place: word `word` (0-based) of
 * `choice` replaced by `[card]` (`cardKey('take 2 3', 1, 'golem')` is `take [golem] 3`). No choice text has
 * brackets, so a key is never the text of another choice.
 */
export function cardKey(choice: string, word: number, card: string | number): string {
  const words = choice.split(' ');
  words[word] = `[${card}]`;
  return words.join(' ');
}
