/**
 * The one parser for numbers a user gives on the command line (`--games`, `--players`, `--at`, ...). Only plain
 * decimal digits count: `Number()` would also take `0x10`, `1e0`, `+2`, ` 3` and `''` (as 0), none of which a user
 * meant as a count. No option takes a negative number.
 */
import { quote, UserError } from '../engine/errors.js';
import { t } from './i18n/index.js';

/** The value of `text` if it is plain decimal digits (at most 15, so it is exact as a number), else undefined. */
export function plainInteger(text: string): number | undefined {
  return /^\d{1,15}$/.test(text) ? Number(text) : undefined;
}

/** An integer option from `min` to `max`; undefined when it was not given. */
export function integerOption(value: string | undefined, name: string, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const n = plainInteger(value);
  if (n === undefined || n < min || n > max) throw new UserError(t().wholeNumber(name, min, max, quote(value)));
  return n;
}
