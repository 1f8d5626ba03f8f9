import type { Seat } from '../../../engine/game.js';

/** A question the rules ask one seat: built as the open decision itself, so it is handed out as is. */
export interface Ask {
  over: false;
  seat: Seat;
  prompt: string;
  choices: string[];
}
