/** `help`'s last section at the play prompt: "Reading the board", each short form of the board beside its meaning. */
import type { KeyEntry } from '../../engine/board.js';
import { t } from '../i18n/index.js';
import type { Colors } from '../ui/colors.js';
import { displayWidth, padEndDisplay } from '../ui/width.js';
import { wrapText } from '../ui/wrap.js';

/** Widest term column; a longer term takes a line of its own. */
const MAX_TERM = 24;

export function boardHelpLines(colors: Colors, key: KeyEntry[], columns: number): string[] {
  if (key.length === 0) return [];
  const width = Math.min(MAX_TERM, Math.max(...key.map((entry) => displayWidth(entry.term))));
  // Each meaning wraps under itself, beside its term; on a narrow screen under a short indent instead.
  const hang = width + 4 <= columns / 2 ? width + 4 : 4;
  return [colors.bold(t().helpBoard), ...key.flatMap((entry) => {
    const [first = '', ...rest] = wrapText(entry.help, Math.max(10, columns - hang)).split('\n');
    const head = displayWidth(entry.term) <= width ? [`  ${colors.bold(padEndDisplay(entry.term, width))}  ${first}`]
      : [`  ${colors.bold(entry.term)}`, `${' '.repeat(hang)}${first}`];
    return [...head, ...rest.map((line) => `${' '.repeat(hang)}${line}`)];
  })];
}
