/**
 * The kinds of argument a move takes (a slot, a level, an equipment kind …). A kind reads one word of a move's text
 * and writes it back; what the value means (is there such a slot now?) is the rules' matter, not the kind's. The
 * same kinds serve every game; a game gives each its placeholder word, in its own language catalogue.
 */

/** What an argument holds once read: a number as the player typed it (1-based), or a word. */
export type ArgValue = number | string;

export interface ArgKind<V extends ArgValue = ArgValue> {
  /** The placeholder a usage line shows (`slot` gives `<slot>`), in the content language. */
  label(): string;
  /** The value `token` stands for, or undefined when it is no word of this kind. */
  read(token: string): V | undefined;
  /** The word for `value`: `read(write(v))` is `v`. */
  write(value: V): string;
  /**
   * Set for a last argument that may be left out: the value it then has, written back by leaving the word out
   * (WIXOSS `act 2` is `act 2 1`, the first ability).
   */
  omitted?: V;
}

/** The largest number a move's word may hold: more digits are a typing slip, not a slot or a level. */
const MAX_DIGITS = 3;

/** A 1-based number as typed: a slot, a seat, a level, the n-th effect, a revealed card (`3` is 3). */
export function numberArg(label: () => string): ArgKind<number> {
  return {
    label,
    read(token) {
      if (token.length === 0 || token.length > MAX_DIGITS) return undefined;
      let n = 0;
      for (let k = 0; k < token.length; k++) {
        const digit = token.charCodeAt(k) - 48;
        if (digit < 0 || digit > 9) return undefined;
        n = n * 10 + digit;
      }
      return n;
    },
    write: String,
  };
}

/** `kind` as a last argument that may be left out, meaning `omitted`. */
export function optionalArg<V extends ArgValue>(kind: ArgKind<V>, omitted: V): ArgKind<V> {
  return { ...kind, omitted };
}

/** One word naming something (an equipment kind `golem`, a card id): which words name anything is the rules' matter. */
export function wordArg(label: () => string): ArgKind<string> {
  return { label, read: (token) => (token.length > 0 ? token : undefined), write: (value) => value };
}
