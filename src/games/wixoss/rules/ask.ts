/** A question the rules ask one seat: the engine's open decision itself, so it is handed out as is. */
export type { OpenDecision as Ask } from '../../../engine/game.js';
