/** Options of the form `<seat>=<value>` (`--deck 1=white-hope`, `--bot 2=random`), seats 1-based. */
import { UserError } from '../../engine/errors.js';
import { t } from '../i18n/index.js';

export function parseSeatOptions(values: string[] | undefined, seats: number, option: string): Map<number, string> {
  const result = new Map<number, string>();
  for (const raw of values ?? []) {
    const m = /^(\d+)\s*=\s*(.+)$/.exec(raw.trim());
    if (!m) throw new UserError(t().seatSyntax(option, seats, raw));
    const seat = Number(m[1]) - 1;
    if (seat < 0 || seat >= seats) throw new UserError(t().seatOutOfRange(option, raw, seats));
    if (result.has(seat)) throw new UserError(t().seatTwice(option, seat + 1));
    result.set(seat, m[2]!.trim());
  }
  return result;
}

/** `--option name=value` pairs, in a Map: the names are the user's (`constructor`, `__proto__` are just names). */
export function parseNamedOptions(values: string[] | undefined): Map<string, string> {
  const result = new Map<string, string>();
  for (const raw of values ?? []) {
    const m = /^([\w-]+)\s*=\s*(.+)$/.exec(raw.trim());
    if (!m) throw new UserError(t().optionSyntax(raw));
    const [name, value] = [m[1]!, m[2]!.trim()];
    const given = result.get(name);
    if (given !== undefined && given !== value) throw new UserError(t().optionTwice(name, given, value));
    result.set(name, value);
  }
  return result;
}
