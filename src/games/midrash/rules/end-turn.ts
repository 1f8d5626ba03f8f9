/**
 * End of turn (spec "Turn" 3 and "Character"): Demon Statues and the character upgrade, the solo time limit,
 * MANA back to 0, and the next seat clockwise begins.
 */
import { UNFINISHED } from '../../../engine/game.js';
import { turnPosition } from '../../../engine/turn-order.js';
import { catalogue } from '../cards/load.js';
import { m, who } from '../messages/index.js';
import { freshTurnInfo, SOLO_LAST_TURN, type MidrashState } from '../state.js';
import { say } from './events.js';
import { othersInGame } from './seats.js';
import { upgrade } from './effects.js';
import { collectTurnStart } from './turn-start.js';
import { canUpgrade, topCard, wisdomOf } from './territory.js';
import { checkWin, DEMON_WINS, endGame } from './win.js';
import { seatState } from '../state.js';

export function endTurn(state: MidrashState): void {
  const seat = seatState(state, state.turn);
  const cat = catalogue();
  if (state.info.wonWar) {
    for (const slot of seat.slots) {
      const top = topCard(slot);
      if (top !== undefined && cat.idOf[top] === 'demon-statue' && canUpgrade(state, slot, top)) upgrade(state, top);
    }
  }
  if (!seat.up && Math.max(state.info.peak, wisdomOf(state, seat)) >= 3) {
    seat.up = true;
    say(state, m().ev.characterUpgrades(who(state, state.turn)));
  }
  seat.mana = 0;
  checkWin(state);
  if (state.result) return;
  if (state.solo && state.round >= SOLO_LAST_TURN) return endGame(state, [], DEMON_WINS);
  passTurn(state);
}

/** The next seat still in the game begins; a new round when play comes round past the first player's place. */
export function passTurn(state: MidrashState): void {
  const next = state.solo ? 0 : othersInGame(state)[0]!;
  const place = (seat: number) => turnPosition(seat, state.first, state.players);
  if (state.solo || place(next) <= place(state.turn)) state.round++;
  // The chosen round limit: nobody won, and it is no draw (the reason records the best wisdom).
  if (!state.solo && state.roundLimit !== null && state.round > state.roundLimit) return endGame(state, [], UNFINISHED);
  beginTurn(state, next);
}

export function beginTurn(state: MidrashState, seat: number): void {
  state.turn = seat;
  state.info = freshTurnInfo();
  state.info.pending = collectTurnStart(state);
  state.tasks.push({ kind: 'start' });
  say(state, state.solo ? m().ev.soloTurn(state.round, SOLO_LAST_TURN) : m().ev.seatTurn(who(state, seat), state.round));
}
