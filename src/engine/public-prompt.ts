/**
 * The open question as each seat may read it. Its decider reads the game's `prompt`, which may name the cards it
 * is deciding about (the top cards it looked at, the card that came to its hand from life); every other seat and a
 * spectator read the public form: who decides and what kind of decision, as the game's question table declares it
 * (moves/questions.ts).
 * Every place that shows a question to someone (the protocol's and the library's observation, `replay --seat`, a
 * board) goes through here.
 */
import type { AnyGame, Decision, Seat } from './game.js';
import { em } from './messages.js';

type OpenQuestion = Extract<Decision, { over: false }>;

/** "P1: putting back the top cards of the deck" (or the question as asked, where it names nothing hidden). */
export function publicQuestion(game: AnyGame, state: unknown, decision: OpenQuestion, players: readonly string[]): string {
  const name = players[decision.seat] ?? `P${decision.seat + 1}`;
  return em().publicQuestion(name, game.questions.publicForm(state, decision));
}

/** The question as `viewer` may read it (null: a spectator): the game's prompt for its decider, else the public form. */
export function promptFor(game: AnyGame, state: unknown, decision: OpenQuestion, viewer: Seat | null, players: readonly string[]): string {
  return viewer === decision.seat ? decision.prompt : publicQuestion(game, state, decision, players);
}
