/** 10 wisdom (territory + merits) wins at once; solo endings by turn (spec "End of game", "Solo mode"). */
import { UNFINISHED, type GameResult } from '../../../engine/game.js';
import { contentLang } from '../../../engine/i18n.js';
import { en } from '../messages/en.js';
import { m, type Messages } from '../messages/index.js';
import { SOLO_LAST_TURN, SOLO_PERFECT_TURN, WIN_WISDOM, type MidrashState } from '../state.js';
import { inGame } from './seats.js';
import { wisdomOf } from './territory.js';
import { seatState } from '../state.js';

/** The outcome word of a lost solo game. It is log notation (replay compares it), so it is never translated. */
export const DEMON_WINS = 'demon wins';

export function checkWin(state: MidrashState): void {
  if (state.result) return;
  // The acting player first, then clockwise: an effect can push another player to 10 too.
  for (let i = 0; i < state.players; i++) {
    const seat = (state.turn + i) % state.players;
    if (!inGame(state, seat)) continue;
    const wisdom = wisdomOf(state, seatState(state, seat));
    if (i === 0 && wisdom > state.info.peak) state.info.peak = wisdom; // the turn's peak upgrades the character
    if (wisdom < WIN_WISDOM) continue;
    endGame(state, [seat]);
    return;
  }
}

/** The game is over: won by `winners`, or by nobody, as `label` says; the state keeps the reason in English. */
export function endGame(state: MidrashState, winners: number[], label?: string): void {
  state.result = label === undefined ? { winners, reason: '' } : { winners, reason: '', label };
  state.result.reason = resultReason(state, state.result, en);
}

/**
 * The reason of a result in the reader's language, rebuilt from the final position (nothing changes once the game
 * is over). The state keeps the English wording, so views and logs are the same in every language.
 */
export function resultReason(state: MidrashState, result: GameResult, t: Messages = m()): string {
  const seat = state.seats[result.winners[0] ?? 0]!;
  if (result.label === DEMON_WINS) return t.demonWins(SOLO_LAST_TURN, wisdomOf(state, seat));
  if (result.label === UNFINISHED) return t.roundLimit(state.roundLimit!, Math.max(...state.seats.map((s) => wisdomOf(state, s))));
  if (state.solo) return t.soloWin(state.round <= SOLO_PERFECT_TURN, wisdomOf(state, seat), state.round);
  return t.win(wisdomOf(state, seat), state.round);
}

/** The result as `decision` reports it: the reason in the reader's language. */
export function localResult(state: MidrashState, result: GameResult): GameResult {
  if (contentLang() === 'en') return result;
  const labelText = result.label === DEMON_WINS ? m().demonWinsLabel : result.label === UNFINISHED ? m().unfinishedLabel : undefined;
  return { ...result, reason: resultReason(state, result), ...(labelText ? { labelText } : {}) };
}
