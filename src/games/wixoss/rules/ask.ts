import type { Seat } from '../../../engine/game.js';

/** A question the rules ask one seat. */
export interface Ask {
  seat: Seat;
  prompt: string;
  choices: string[];
}
