/** The event lines a move leaves in `state.events`: one short line per thing that happened, in the content language. */
import type { BaseState, Seat } from './game.js';

/** Add an event line; `to` is the only seat that may read it (a drawn card's name), else everyone may. */
export function say(state: BaseState, text: string, to?: Seat): void {
  state.events.push(to === undefined ? { text } : { text, to });
}
