/**
 * The contract every game module implements (DESIGN.md "The game contract").
 * State is plain JSON data with the RNG inside it; legality lives only in `decision`.
 */
import type { RngState } from './rng.js';
import type { Board, KeyEntry } from './board.js';
import type { DeckEntry } from './decklist.js';
import type { CardNames } from './i18n.js';
import type { LevelBudgets } from './levels.js';
import type { ViewData } from './view-data.js';
import type { MoveTable } from './moves/table.js';
import type { CardPlaces } from './card-places.js';
import type { OpLibrary } from './ops.js';
import type { OpParams, OpTable } from './op-params.js';
import type { QuestionTable } from './moves/questions.js';

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
   * Outcome word when nobody at the table won but it was no draw (a solo game lost to an automated opponent, or
   * `UNFINISHED`). It is notation: the log's `result:` line carries it, in English, in every language.
   */
  label?: string;
  /** `label` in the content language, for display only. */
  labelText?: string;
}

/**
 * The label of a game stopped by a bound the players chose (e.g. `--option round-limit=N`), not decided by the
 * rules: nobody won and it is no draw; `sim` counts it as unfinished.
 */
export const UNFINISHED = 'unfinished';

export type Decision =
  | {
    over: false; seat: Seat; prompt: string; choices: string[];
    /**
     * The choices depend on cards only the decider sees (its hand): where the engine answers a lone choice by itself
     * (`answerSingle`), it asks this question even then, since going on at once would tell the other seats that
     * those cards allowed nothing else. A log written before such a lone question was asked lacks its answer, and
     * replay fills it in (match.ts).
     */
    hiddenChoices?: boolean;
  }
  | { over: true; result: GameResult };

/** A decision still waiting for an answer. */
export type OpenDecision = Extract<Decision, { over: false }>;

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
  /**
   * Options whose values are a range rather than a list (e.g. a number): absent unless given, so setups that
   * enumerate `options` leave them out. Self-play (`selfPlay`, hence `sim`) adds each one's `selfPlay` value.
   */
  openOptions?: Record<string, OpenOption>;
  decks?: DeckRules<Deck>;
  /** Default deck ids per seat when none is given and no prompt is possible. */
  defaultDecks?: string[];
  cards: CardCatalogue;
  rules: RulesTopic[];

  setup(options: SetupOptions<Deck>, rng: RngState): S;
  /**
   * The `order.<key>` keys a log may stack for this setup: the keys its shuffles pass to `shuffleZone` (seat
   * decks `1`, `2`, …; Midrash `level1`-`level4`, solo `demons` and `calamities`). Any other key is a bad log.
   */
  orderKeys(players: number, options: Record<string, string>): string[];
  /**
   * The seat the rules send first with these decks, when no choice is left to a `first:` header (EAT/PAINT: the
   * higher SPD), and why, in the content language; undefined when the first seat is open (a coin flip that
   * `first:` may stand for). `setup` refuses a `first:` that contradicts it; `play --first` warns and drops it.
   */
  ruledFirst?(decks: Deck[], players: string[]): { seat: Seat; reason: string } | undefined;
  decision(state: S): Decision;
  /**
   * Declared by a game whose other seats play on when one resigns (Midrash with 3-4 seats): `seat` leaves the game
   * (takes no more turns, cannot win, nothing chooses it) and play goes on. The engine calls it only while two or
   * more other seats remain; with one left, the resignation ends the game and that seat wins.
   */
  leave?(state: S, seat: Seat): void;
  /** Apply a choice that is in `decision(state).choices`, mutating `state` in place. */
  apply(state: S, choice: string): void;
  /** What `seat` may see; `null` is a spectator who sees only public information. */
  view(state: S, seat: Seat | null): V;
  render(view: V): Board;
  /**
   * How to read the short forms (notation) this view's board shows, most needed first: `help` at the play prompt
   * lists them all, and a screen wide enough draws a one-line legend of those that fit. Optional.
   */
  boardKey?(view: V): KeyEntry[];
  /**
   * `view` as programs read it (protocol observations, the library): seats from 1, cards by catalogue id, hidden
   * zones as counts (engine/view-data.ts). Built from the view alone, so it hides what the view hides.
   */
  viewData(view: V): ViewData;
  /**
   * The game's move table (moves/table.ts, issue 42): each verb's notation, arguments and sentences, declared once.
   * With it the engine reads a typed text before the rules do (an unknown shape is answered with the verb's usage
   * line), reads older spellings declared as aliases, and sends each legal move's verb and arguments beside its
   * text. A game that declares one describes its moves with it (`describe: describeBy(MOVES, referee.decision)`).
   * All four games do; the engine's own test games go without.
   */
  // `any`: the table's parsed-argument type is each game's own, and so is what its sentences read (the state; for
  // WIXOSS the state and the question answered: the engine describes a move only through `describe`).
  moves?: MoveTable<any, any>;
  /**
   * One sentence saying what a legal `choice` does, as `viewer` may know it (null: a spectator; undefined: the
   * mover). A description shown to a seat must never name a card that seat's view does not contain (a trap set
   * face down is "a card" to everyone but its owner). Only ever called with a choice from the legal list.
   */
  describe(state: S, choice: string, viewer?: Seat | null): string;
  /**
   * The game's question table (moves/questions.ts, issue 42): for each thing that asks (a task kind, an effect op,
   * the turn's step), how every seat but the decider reads its question: as asked where it names nothing they cannot
   * see, else the kind of decision ("putting back the top cards of the deck"; not "Put back Flamber, Servant D").
   * Required, so no game can forget it; the engine reads it for every seat but the decider (public-prompt.ts), and
   * the invariant suite and the move audit check that what a seat reads does not change when what it cannot see is
   * resampled.
   */
  questions: QuestionTable<S>;
  /**
   * Why `choice` (a normalized text that is NOT in the legal list now) is illegal, naming the rule and its topic in
   * `cardref rules <game>`: e.g. "a level 3 SIGNI needs your LRIG at level 3 or more (rules: summon)". Undefined
   * when the game has nothing more specific than "not legal now" (e.g. an unknown word). In the content language.
   */
  explain?(state: S, choice: string): string | undefined;
  /**
   * The legal choice that `choice` (a normalized text NOT in `legal`) is an older spelling of, when the game changed
   * a notation after logs were written (WIXOSS: `target 2` for your own SIGNI is now `target own 2`); undefined
   * when it is none. Asked only for texts that are not legal, so every legal text keeps its meaning and old logs
   * replay as they did. The move is recorded in the new spelling. Optional.
   */
  aliasOf?(state: S, choice: string, legal: string[]): string | undefined;
  /**
   * A copy of `state` in which everything hidden from `seat` is resampled consistently with what `seat` knows
   * (hands, deck orders, face-down cards). Used by the view-hiding invariant and by determinized bots.
   * Derived from the game's zone declaration (`declareZones`, zones.ts), as `cardInstances` is.
   */
  determinize(state: S, seat: Seat, rng: RngState): S;
  /** Every card instance in the game (any zone), for the conservation invariant. */
  cardInstances(state: S): string[];
  /** A small positive number per seat saying how well it is doing (bots' evaluation). Optional. */
  evaluate?(state: S, seat: Seat): number;
  /** Where this game's measurements ask for another search budget for a level than the common one (levels.ts). */
  levelBudgets?: LevelBudgets;
  /**
   * A "sensible random" pick for the search's random rollouts (`rolloutPolicy` `random`), instead of a uniform one:
   * still random, but steered away from moves no player would make. Called on the search's determinized copy with
   * `choices` = `decision(state).choices` (two or more); it must be cheap (no copies, no `apply`: rollouts are the
   * search's inner loop), draw randomness only from `rng` (reproducible searches) and return one of `choices`.
   * Optional: without it rollouts pick uniformly.
   */
  rolloutChoice?(state: S, seat: Seat, choices: string[], rng: RngState): string;
  /**
   * At a decision the search cannot judge by playing on, the choice bots take there; undefined elsewhere. Such a
   * decision's choices differ in nothing `evaluate` sees at the leaves a search reaches, so their scores would
   * only measure how deep each choice's subtree goes (WIXOSS's mulligan: docs/bots.md). The search (its tree and
   * its rollouts) takes this choice there instead of searching. Optional: without it every decision is searched.
   */
  unjudged?(state: S, choices: string[]): string | undefined;
  /**
   * The seat whose turn it is, where other seats also answer during it (a defender's trap window). The search's
   * `cycle` rollouts count the searching seat's turns by it, so an answer of the opponent inside the searching seat's
   * own turn does not end a rollout there, half a turn early. Optional: without it a cycle ends when the searching
   * seat decides again after any other seat has.
   */
  turnSeat?(state: S): Seat;
  /**
   * What a choice of `seat` means, for the search's tree: where a choice is named by position among cards that
   * chance dealt (Midrash's `take 2 3` after a summon's reveal, a hand card after a draw, an opponent's hand in each
   * of the search's samples), the same text is another card in each sample, and one tree node would average them
   * all. A key that names the card (`take [golem] 3`, made by `cardKey`) is that card's node in every sample.
   * Rules for a key:
   * - it names only what `seat` sees (its own hand, the open table): a choice that points at a card hidden from it
   *   keeps its own text, since the root's keys are taken on the real state;
   * - no key is another choice's text (`cardKey`'s brackets see to that; tree reuse walks the seat's own moves by
   *   their text, so a keyed move just starts the next search afresh);
   * - it is cheap (no copies of the state: the search keys every choice of every node it passes).
   * Optional: without it the tree is keyed by the choices.
   */
  choiceKey?(state: S, choice: string, seat: Seat): string;
  /**
   * False when nothing at the table is private (no hands): the play screen needs no hand-off between seats.
   * Undefined counts as true.
   */
  privateViews?: boolean;
  /**
   * Where `info 3` and `info field 2` find a card in this game's `viewData`: its seats' list, hand and field rows
   * (card-places.ts). The engine's `cardAt` reads them as the asking seat sees them, so a hidden card is never named.
   */
  cardPlaces?: CardPlaces;
  /**
   * The game's effect-op libraries by name (`cards`; Midrash's `calamities` too): each one's handlers (ops.ts) and
   * its ops' parameters (op-params.ts), which must name the same ops (tests/engine/ops.test.ts). Optional: a game
   * without card effects has none.
   */
  ops?: Readonly<Record<string, OpSet>>;
  /**
   * True while the decision is a later step (a cost, a target) of a move the same seat began earlier: the play
   * screen's `back` takes the whole move back to where it started.
   */
  midMove?(state: S): boolean;
}

/** One library of effect ops: its handlers, its ops' parameters, and the parameters every op of it may take. */
export interface OpSet {
  handlers: OpLibrary<unknown>;
  params: OpTable;
  common?: OpParams;
}

/** A card on the table as a player names it at the prompt (`info 3`, `info field 2`, `info opp 1`). */
export type CardRef = { zone: 'hand'; n: number } | { zone: 'field'; n: number; owner: Seat };

// Games are stored with their own state types in the registry; this alias keeps call sites readable.
export type AnyGame = GameDefinition<any, any, any>;

/** The stacking keys of games whose only shuffles are the seats' decks: `1`, `2`, … (see `orderKeys`). */
export function seatOrderKeys(players: number): string[] {
  return Array.from({ length: players }, (_, seat) => String(seat + 1));
}

/** An option value checked by a rule: `allowed` says which values pass, for error messages and help. */
export interface OpenOption {
  accepts(value: string): boolean;
  allowed: string;
  /** The value self-play (`selfPlay`: `sim`, benchmarks, the invariant suite) uses when none is given. */
  selfPlay?: string;
}

/**
 * The options a self-played game (bots on every seat: `sim`, benchmarks, measurements) starts with: the given
 * ones plus each open option's `selfPlay` value not given, so a bound the bots need is explicit in the log header.
 */
export function selfPlayOptions(game: AnyGame, given: Record<string, string>): Record<string, string> {
  const out = { ...given };
  for (const [name, rule] of Object.entries(game.openOptions ?? {})) {
    if (rule.selfPlay !== undefined && !Object.hasOwn(given, name)) out[name] = rule.selfPlay;
  }
  return out;
}

/** Every option name a game accepts, listed and open ones. */
export function optionNames(game: AnyGame): string[] {
  return [...Object.keys(game.options), ...Object.keys(game.openOptions ?? {})];
}

/**
 * How option `name` is checked: `undefined` when the game has no such option. Looked up as own keys only, so a
 * user's `constructor` or `__proto__` is just an unknown option.
 */
export function optionRule(game: AnyGame, name: string): { accepts(value: string): boolean; allowed: string } | undefined {
  const values = Object.hasOwn(game.options, name) ? game.options[name] : undefined;
  if (values !== undefined) {
    return { accepts: (value) => values.includes(value), allowed: values.join(', ') };
  }
  return game.openOptions && Object.hasOwn(game.openOptions, name) ? game.openOptions[name] : undefined;
}
