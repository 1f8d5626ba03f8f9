/** Turns `play`/`sim` options into a log header: seats, names, decks, seed, first seat, rules options. */
import { randomInt as cryptoInt } from 'node:crypto';
import { UserError } from '../../engine/errors.js';
import type { AnyGame } from '../../engine/game.js';
import { playersProblem, seedProblem, type LogHeader } from '../../engine/log.js';
import { resolveDeck } from '../../engine/match.js';
import { gameOptions, type OptionFlags } from '../game-options.js';
import { t } from '../i18n/index.js';
import { plainInteger } from '../integers.js';
import { readUserFile } from '../io.js';
import { parseSeatOptions } from './seat-options.js';

export interface HeaderOptions extends OptionFlags {
  players?: string;
  name?: string[];
  deck?: string[];
  seed?: string;
  first?: string;
}

export function seatCount(game: AnyGame, players: string | undefined): number {
  if (players === undefined) return game.players.default;
  const n = plainInteger(players);
  if (n === undefined || n < game.players.min || n > game.players.max) {
    const range = game.players.min === game.players.max ? `${game.players.min}` : `${game.players.min}-${game.players.max}`;
    throw new UserError(t().playerCount(game.name, range, players));
  }
  return n;
}

/** A deck given on the command line: a built-in id stays an id; a file is checked and inlined into the log. */
export function deckForHeader(game: AnyGame, value: string, options: Record<string, string>): string {
  const rules = game.decks;
  if (!rules) throw new UserError(t().noDecksDropDeck(game.name));
  const id = value.replace(new RegExp(`^${game.id}:`), '');
  if (rules.builtin.some((d) => d.id === id)) return id;
  const looksLikeFile = /[./\\]/.test(value);
  if (!looksLikeFile) {
    throw new UserError(t().noBuiltinDeck(game.name, value, rules.builtin.map((d) => d.id).join(', ')));
  }
  const deck = resolveDeck(game, readUserFile(value, t().deckFile), options, value);
  return rules.toText(deck);
}

/** `warn` gets a warning line (without `cardref: `) for an option that was ignored, e.g. a `--first` the rules overrule. */
export function buildHeader(game: AnyGame, options: HeaderOptions, chosenDecks: Map<number, string> = new Map(), warn?: (text: string) => void): LogHeader {
  const seats = seatCount(game, options.players);
  const names = parseSeatOptions(options.name, seats, 'name');
  const players = Array.from({ length: seats }, (_, seat) => names.get(seat) ?? `P${seat + 1}`);
  // The rule the protocol and the log reader apply too: every name a game takes reads back from its log.
  const badPlayers = playersProblem(players, true);
  if (badPlayers) throw new UserError(badPlayers);
  const opts = gameOptions(game, options);
  const given = parseSeatOptions(options.deck, seats, 'deck');
  const decks: (string | undefined)[] = [];
  if (game.decks) {
    for (let seat = 0; seat < seats; seat++) {
      const value = given.get(seat) ?? chosenDecks.get(seat) ?? game.defaultDecks?.[seat % game.defaultDecks.length];
      if (!value) throw new UserError(t().giveDeck(seat + 1));
      decks.push(deckForHeader(game, value, opts));
    }
  } else if (given.size > 0) throw new UserError(t().noDecksDropDeck(game.name));
  let first: number | undefined;
  if (options.first !== undefined) {
    first = (plainInteger(options.first) ?? 0) - 1;
    if (first < 0 || first >= seats) throw new UserError(t().firstRange(seats));
    // Never start the wrong player: where the rules pick the first seat (EAT/PAINT: SPD), --first gives way.
    const ruled = game.ruledFirst?.(decks.map((d, seat) => resolveDeck(game, d!, opts, `deck.${seat + 1}`)), players);
    if (ruled && ruled.seat !== first) {
      warn?.(t().firstIgnored(first + 1, ruled.reason));
      first = undefined;
    }
  }
  const seed = options.seed ?? String(cryptoInt(1, 1_000_000_000));
  const badSeed = seedProblem(seed);
  if (badSeed) throw new UserError(badSeed);
  return { game: game.id, version: game.version, players, seed, first, decks, options: opts, orders: {} };
}
