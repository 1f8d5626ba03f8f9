/**
 * What a program may ask for when it starts a game, per game, as `hello` answers it: the seat counts, the built-in
 * decks, the rules options and their values. Read from the game definitions, so it is what `start` accepts.
 */
import type { AnyGame } from '../engine/game.js';

export interface OptionInfo {
  name: string;
  /** The values it takes, or null for an option whose values are a range (`allowed` says which). */
  values: string[] | null;
  /** The values in words: the list, or the range. */
  allowed: string;
  /** The value when none is given; null: the option is off unless given. */
  default: string | null;
}

export interface SetupInfo {
  game: string;
  name: string;
  players: { min: number; max: number; default: number };
  /** Built-in decks (what `start`'s `decks` takes by id), or null for a game played without decks. */
  decks: { id: string; name: string }[] | null;
  /** The deck of each seat when none is given (seat 1, seat 2, … in turn), or null without decks. */
  defaultDecks: string[] | null;
  options: OptionInfo[];
}

export function setupInfo(game: AnyGame): SetupInfo {
  const listed = Object.entries(game.options).map(([name, values]): OptionInfo => ({ name, values: [...values], allowed: values.join(', '), default: values[0] ?? null }));
  const open = Object.entries(game.openOptions ?? {}).map(([name, rule]): OptionInfo => ({ name, values: null, allowed: rule.allowed, default: null }));
  return {
    game: game.id,
    name: game.name,
    players: { ...game.players },
    decks: game.decks ? game.decks.builtin.map((d) => ({ id: d.id, name: d.name })) : null,
    defaultDecks: game.decks ? [...(game.defaultDecks ?? [])] : null,
    options: [...listed, ...open],
  };
}
