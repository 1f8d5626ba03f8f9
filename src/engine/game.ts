/**
 * The contract every game module implements (DESIGN.md "The game contract").
 * State is plain JSON data with the RNG inside it; legality lives only in `decision`.
 */
import type { RngState } from './rng.js';
import type { Board } from './board.js';
import type { DeckEntry } from './decklist.js';
import type { CardNames } from './i18n.js';

/** Seats are 0-based inside the engine and 1-based wherever a user sees or types them. */
export type Seat = number;

/** Something that happened, shown to the players after a move. `to` limits it to one seat (hidden info). */
export interface GameEvent {
  text: string;
  to?: Seat;
}

/** Fields every game state has; the engine reads and writes only these. */
export interface BaseState {
  rng: RngState;
  /** Events of the last applied choice; the engine clears them before each apply. */
  events: GameEvent[];
  /** Set by a game when the last choice showed someone a hidden card or used chance: it cannot be undone. */
  revealed?: boolean;
}

export interface GameResult {
  /** Winning seats; empty for a draw. */
  winners: Seat[];
  reason: string;
  /**
   * Outcome word when nobody at the table won but it was no draw (a solo game lost to an automated opponent). It is
   * notation: the log's `result:` line carries it, in English, in every language.
   */
  label?: string;
  /** `label` in the content language, for display only. */
  labelText?: string;
}

export type Decision =
  | { over: false; seat: Seat; prompt: string; choices: string[] }
  | { over: true; result: GameResult };

export interface SetupOptions<Deck = unknown> {
  /** Seat names, one per seat, in seat order. */
  players: string[];
  /** Resolved deck per seat (games without decks ignore it). */
  decks: Deck[];
  /** Seat that goes first; undefined = seeded coin flip by the game. */
  first?: Seat;
  /** Free-form rules options from `--rules`/`option.<name>` (e.g. `{ rules: 'modern' }`). */
  options: Record<string, string>;
}

export interface RulesTopic {
  id: string;
  title: string;
  summary: string;
  body: string;
}

export interface CardRow {
  id: string;
  /** The name in the content language. */
  name: string;
  /** Every name the card has: the CLI shows the printed Japanese one alongside (`cardNameWithJa`). */
  names?: CardNames;
  /** Column key -> printable value; the keys come from `CardCatalogue.columns`. */
  fields: Record<string, string | number>;
  /** Text a `--search` matches against (all names, effect wording). */
  searchText: string;
}

export interface CardCatalogue {
  /** `bare`: the values name themselves ("limit 11"), so the one-block-per-card form shows them without the title. */
  columns: { key: string; title: string; bare?: boolean }[];
  rows(): CardRow[];
  /** A one-line note printed under the table, e.g. which values are designed. */
  note?: string;
}

export interface BuiltinDeck {
  id: string;
  name: string;
  description: string;
  /** Deck list text in the DESIGN.md format. */
  text: string;
}

export interface DeckProblem {
  /** 1-based line of the deck list, when the problem belongs to one line. */
  line?: number;
  message: string;
}

export interface DeckRules<Deck> {
  /** Section names a deck list may use (`[lrig]`, `[main]`); the first is the default. */
  sections: string[];
  builtin: BuiltinDeck[];
  /** Turn parsed entries into a deck; `problems` lists every violation (empty = legal). */
  build(entries: DeckEntry[], options: Record<string, string>): { deck: Deck | null; problems: DeckProblem[]; summary: string[] };
  /** Compact one-line form written into a log header; `build(parseDeckText(...))` of it gives the deck back. */
  toText(deck: Deck): string;
}

export interface GameDefinition<S extends BaseState = BaseState, V = unknown, Deck = unknown> {
  id: string;
  name: string;
  /** Rules version written into logs; a log of another version is refused. */
  version: string;
  players: { min: number; max: number; default: number };
  /** Allowed values of rules options, e.g. `{ rules: ['seed', 'modern'] }`; the first value is the default. */
  options: Record<string, string[]>;
  decks?: DeckRules<Deck>;
  /** Default deck ids per seat when none is given and no prompt is possible. */
  defaultDecks?: string[];
  cards: CardCatalogue;
  rules: RulesTopic[];

  setup(options: SetupOptions<Deck>, rng: RngState): S;
  decision(state: S): Decision;
  /** Apply a choice that is in `decision(state).choices`, mutating `state` in place. */
  apply(state: S, choice: string): void;
  /** What `seat` may see; `null` is a spectator who sees only public information. */
  view(state: S, seat: Seat | null): V;
  render(view: V): Board;
  /**
   * One sentence saying what a legal `choice` does, as `viewer` may know it (null: a spectator; undefined: the
   * mover). A description shown to a seat must never name a card that seat's view does not contain (a trap set
   * face down is "a card" to everyone but its owner). Only ever called with a choice from the legal list.
   */
  describe(state: S, choice: string, viewer?: Seat | null): string;
  /**
   * Why `choice` (a normalized text that is NOT in the legal list now) is illegal, naming the rule and its topic in
   * `cardref rules <game>`: e.g. "a level 3 SIGNI needs your LRIG at level 3 or more (rules: summon)". Undefined
   * when the game has nothing more specific than "not legal now" (e.g. an unknown word). In the content language.
   */
  explain?(state: S, choice: string): string | undefined;
  /**
   * A copy of `state` in which everything hidden from `seat` is resampled consistently with what `seat` knows
   * (hands, deck orders, face-down cards). Used by the view-hiding invariant and by determinized bots.
   */
  determinize(state: S, seat: Seat, rng: RngState): S;
  /** Every card instance in the game (any zone), for the conservation invariant. */
  cardInstances(state: S): string[];
  /** A small positive number per seat saying how well it is doing (bots' evaluation). Optional. */
  evaluate?(state: S, seat: Seat): number;
}

// Games are stored with their own state types in the registry; this alias keeps call sites readable.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = GameDefinition<any, any, any>;
