/** The MCTS budget (`--iterations`, `--think-ms`) shared by `play` and `sim`. */
import type { MctsOptions } from '../engine/mcts.js';
import { integerOption } from './integers.js';

export interface BudgetOptions {
  iterations?: string;
  thinkMs?: string;
}

/**
 * The MCTS budget per decision. A time budget alone lets the bot search until the time is up (iterations are then
 * only a safety cap); with both, whichever ends first. Without either, the bot's defaults.
 */
export function mctsBudget(options: BudgetOptions): MctsOptions {
  const iterations = integerOption(options.iterations, '--iterations', 1, 1_000_000);
  const timeMs = integerOption(options.thinkMs, '--think-ms', 1, 600_000);
  if (timeMs === undefined) return iterations === undefined ? {} : { iterations };
  return { iterations: iterations ?? 1_000_000, timeMs };
}
