/**
 * inquirer's pick lists: their theme (the key help line, "↑↓ navigate • ⏎ select", in the user's language) and their
 * choices pre-wrapped by words (inquirer breaks a line at the terminal's last column, inside a word).
 */
import { t } from '../i18n/index.js';
import type { Colors } from './colors.js';
import { wrapText } from './wrap.js';

/** Columns inquirer draws before a choice's name: the cursor and a space ("❯ "). */
const CURSOR = 2;

/**
 * A choice with its name and description wrapped by words to `columns`: the name's later lines start past the
 * cursor, the description (shown under the list) takes the whole width.
 */
export function wrappedChoice<Value>(choice: { name: string; value: Value; description?: string }, columns: number) {
  const [first = '', ...rest] = wrapText(choice.name, Math.max(10, columns - CURSOR)).split('\n');
  return {
    ...choice,
    name: [first, ...rest.map((l) => ' '.repeat(CURSOR) + l)].join('\n'),
    // What inquirer prints once the choice is made: the name on one line, as before.
    short: choice.name,
    ...(choice.description === undefined ? {} : { description: wrapText(choice.description, Math.max(10, columns)) }),
  };
}

export function selectTheme(colors: Colors) {
  return {
    style: {
      keysHelpTip: (keys: [key: string, action: string][]) =>
        keys.map(([key, action]) => `${colors.bold(key)} ${colors.dim(t().selectKeys[action] ?? action)}`).join(colors.dim(' • ')),
    },
  };
}
