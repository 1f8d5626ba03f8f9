/** Numeric options and the MCTS budget (`--iterations`, `--think-ms`) shared by `play` and `sim`. */
import { UserError } from '../engine/errors.js';
import type { MctsOptions } from '../engine/mcts.js';
import { t } from './i18n/index.js';

export function wholeNumber(value: string | undefined, name: string, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new UserError(t().wholeNumber(name, min, max));
  return n;
}

export interface BudgetOptions {
  iterations?: string;
  thinkMs?: string;
}

/**
 * The MCTS budget per decision. A time budget alone lets the bot search until the time is up (iterations are then
 * only a safety cap); with both, whichever ends first. Without either, the bot's defaults.
 */
export function mctsBudget(options: BudgetOptions): MctsOptions {
  const iterations = wholeNumber(options.iterations, '--iterations', 1, 1_000_000);
  const timeMs = wholeNumber(options.thinkMs, '--think-ms', 1, 600_000);
  if (timeMs === undefined) return iterations === undefined ? {} : { iterations };
  return { iterations: iterations ?? 1_000_000, timeMs };
}
