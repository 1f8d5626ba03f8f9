/**
 * How a game ends. The state keeps only why it ended (and who lost); the result is worded from that when it is
 * read, in the reader's language, so views and replays show it in any language while the log's `result:` line
 * (written under English) stays the same.
 */
import { opponentOf } from '../../../engine/turn-order.js';
import type { GameResult, Seat } from '../../../engine/game.js';
import { m, who } from '../messages/index.js';
import type { EpState } from '../state.js';

export type EndingWhy = 'emptyDeck' | 'lifeZero' | 'mirrorDraw';

/** End the game (the first ending stands): `loser` loses, or nobody wins when there is no loser. */
export function endGame(state: EpState, why: EndingWhy, loser?: Seat): void {
  if (!state.ending) state.ending = { why, ...(loser === undefined ? {} : { loser }) };
}

/** The result of a finished game in the content language; null while it runs. */
export function gameResult(state: EpState): GameResult | null {
  const ending = state.ending;
  if (!ending) return null;
  if (ending.why === 'mirrorDraw') return { winners: [], reason: m().mirrorDraw };
  const loser = ending.loser!;
  return { winners: [opponentOf(loser)], reason: m()[ending.why](who(state, loser)) };
}
