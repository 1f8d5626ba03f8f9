/**
 * How a game ends. The state keeps the result worded in English (views, replays and the log's `result:` line are the
 * same in every language) plus why it ended, so the reader's language can word it again when it is shown.
 */
import type { GameResult, Seat } from '../../../engine/game.js';
import { contentLang } from '../../../engine/i18n.js';
import { en } from '../messages/en.js';
import { m, who, type Messages } from '../messages/index.js';
import type { EpState } from '../state.js';

export type EndingWhy = 'emptyDeck' | 'lifeZero' | 'mirrorDraw';

function reasonText(state: EpState, t: Messages): string {
  const ending = state.ending!;
  return ending.why === 'mirrorDraw' ? t.mirrorDraw : t[ending.why](who(state, ending.loser!));
}

/** End the game (the first ending stands): `loser` loses, or nobody wins when there is no loser. */
export function endGame(state: EpState, why: EndingWhy, loser?: Seat): void {
  if (state.result) return;
  state.ending = { why, ...(loser === undefined ? {} : { loser }) };
  state.result = { winners: loser === undefined ? [] : [1 - loser], reason: reasonText(state, en) };
}

/** The result as a reader sees it: the reason in the content language. */
export function shownResult(state: EpState): GameResult | null {
  if (!state.result || !state.ending || contentLang() === 'en') return state.result;
  return { ...state.result, reason: reasonText(state, m()) };
}
