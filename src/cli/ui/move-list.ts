/**
 * Legal moves listed with what they do, the same way in the `moves` list and in the `pick` list: the move in a column
 * as wide as the widest (up to a third of the screen), its description wrapped by words (wrap.ts) beside it, every
 * line within `columns`. A move wider than its column gets a line of its own. Wrapping here, not by the terminal or
 * inquirer (which break lines at the last column, inside a word), keeps words whole.
 */
import { displayWidth, padEndDisplay } from './width.js';
import { wrapText } from './wrap.js';

/** The move column: as wide as the widest move, up to a third of the screen. */
export function moveColumnWidth(moves: readonly string[], columns: number): number {
  return Math.min(Math.max(0, ...moves.map((m) => displayWidth(m))), Math.floor(columns / 3));
}

export interface MoveLineLayout {
  /** The screen's width. */
  columns: number;
  /** The move column's width (moveColumnWidth). */
  width: number;
  /** Columns the caller draws before the first line (inquirer's cursor "❯ "): later lines are indented past them too. */
  prefix?: number;
  /** Text before the move on its first line (the list's number, "  3. "). */
  lead?: string;
  /** How the move is drawn (bold in the moves list); its width must not change. */
  style?: (move: string) => string;
}

/** One move's lines. */
export function moveLines(move: string, description: string, layout: MoveLineLayout): string[] {
  const { columns, width, prefix = 0, lead = '', style = (m: string) => m } = layout;
  const indent = prefix + displayWidth(lead) + width + 2;
  const pad = ' '.repeat(indent);
  const text = description === '' ? [] : wrapText(description, Math.max(10, columns - indent)).split('\n');
  if (displayWidth(move) > width) {
    const head = wrapText(lead + move, Math.max(10, columns - prefix)).split('\n');
    return [...head.map((l, i) => (i === 0 ? lead + style(l.slice(lead.length)) : style(l))), ...text.map((l) => pad + l)];
  }
  const [first = '', ...rest] = text;
  return [`${lead}${style(padEndDisplay(move, width))}  ${first}`.trimEnd(), ...rest.map((l) => pad + l)];
}
