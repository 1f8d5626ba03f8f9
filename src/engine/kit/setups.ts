/**
 * Every setup a game offers — player counts, built-in deck pairings, rules options — as log headers, so the soak,
 * the benchmarks and each game's invariant test cover all of them without listing them by hand.
 */
import type { AnyGame } from '../game.js';
import type { LogHeader } from '../log.js';
import { roundRobin } from '../rng.js';

function optionCombos(options: Record<string, string[]>): Record<string, string>[] {
  let combos: Record<string, string>[] = [{}];
  for (const [name, values] of Object.entries(options)) {
    combos = combos.flatMap((combo) => values.map((value) => ({ ...combo, [name]: value })));
  }
  return combos;
}

/** Deck assignments: every ordered pair for two seats; for more seats, each deck in turn at seat 1 with the rest cycling. */
function deckAssignments(game: AnyGame, seats: number): (string | undefined)[][] {
  const ids = game.decks?.builtin.map((d) => d.id) ?? [];
  if (ids.length === 0) return [[]];
  if (seats === 2) return ids.flatMap((a) => ids.map((b) => [a, b]));
  return ids.map((_, start) => Array.from({ length: seats }, (_, s) => ids[(start + s) % ids.length]));
}

export interface SetupVariant {
  players: number;
  decks: (string | undefined)[];
  options: Record<string, string>;
}

export function allSetups(game: AnyGame): SetupVariant[] {
  const variants: SetupVariant[] = [];
  for (let players = game.players.min; players <= game.players.max; players++) {
    for (const decks of deckAssignments(game, players)) {
      for (const options of optionCombos(game.options)) variants.push({ players, decks, options });
    }
  }
  return variants;
}

export function headerFor(game: AnyGame, variant: SetupVariant, seed: string): LogHeader {
  return {
    game: game.id,
    version: game.version,
    players: Array.from({ length: variant.players }, (_, i) => `P${i + 1}`),
    seed,
    decks: variant.decks,
    options: variant.options,
    orders: {},
  };
}

/** Header of game `index` in a run that cycles through every setup. */
export function cyclingHeaders(game: AnyGame, seedPrefix = 's'): (index: number) => LogHeader {
  const variants = allSetups(game);
  return (index) => headerFor(game, roundRobin(variants, index), `${seedPrefix}${index}`);
}
