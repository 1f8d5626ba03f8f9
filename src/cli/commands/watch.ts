/** `cardref watch <URL>`: the public table of a hosted game, live (join.ts does the work). */
import type { CliContext } from '../main.js';
import { joinTable, type JoinOptions } from './join.js';

export default async function watch(ctx: CliContext, [url]: string[], options: JoinOptions): Promise<number> {
  return joinTable(ctx, url!, { reconnect: options.reconnect }, true);
}
