/** 10 wisdom (territory + merits) wins at once; solo endings by turn (spec "End of game", "Solo mode"). */
import { SOLO_PERFECT_TURN, WIN_WISDOM, type MidrashState } from '../state.js';
import { wisdomOf } from './territory.js';

export function checkWin(state: MidrashState): void {
  if (state.result) return;
  // The acting player first, then clockwise: an effect can push another player to 10 too.
  for (let i = 0; i < state.players; i++) {
    const seat = (state.turn + i) % state.players;
    const wisdom = wisdomOf(state, state.seats[seat]!);
    if (i === 0 && wisdom > state.info.peak) state.info.peak = wisdom; // the turn's peak upgrades the character
    if (wisdom < WIN_WISDOM) continue;
    const reason = state.solo
      ? `${state.round <= SOLO_PERFECT_TURN ? 'perfect' : 'normal'} ending: ${wisdom} wisdom on turn ${state.round}`
      : `${wisdom} wisdom in round ${state.round}`;
    state.result = { winners: [seat], reason };
    return;
  }
}
