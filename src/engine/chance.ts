/**
 * Chance made explicit (issue 15; OpenSpiel's explicit-stochastic model). A game never reads a hidden card by
 * itself: it asks here. A shuffled pile is a row of places that nobody knows; `shufflePile` forgets its order,
 * `revealCard` is the moment one place becomes known to somebody (drawn, revealed, looked at), `chancePick` a coin
 * flip or a pick "without looking". Each answer is a chance outcome, and `state.rng` says who gives it:
 * - seeded (a game played in cardref): the PRNG and any `order.<key>` lines, exactly as before, so every older log
 *   replays unchanged: a shuffle orders the pile and a revealed place holds the card it holds;
 * - told (`rng.told`: a transcript of a table game): the log names each outcome. The state still holds some card
 *   in every hidden place (a sample); revealing a place swaps the named card into it from any hidden place of the
 *   same pool, after checking that the card is still among them.
 * `rng.heard`, when present, collects the outcomes of the current step (the log of a move, bots never see it).
 */
import { LogHeaderError } from './errors.js';
import type { Seat } from './game.js';
import { em } from './messages.js';
import { refill } from './piles.js';
import { randomInt, shuffleInPlace, shuffleZone, type RngState } from './rng.js';

/** One outcome: which card of pile `key` became known (its log name), or the 1-based result of pick `key`. */
export interface ChanceOutcome {
  key: string;
  name: string;
  /** The only seat shown the outcome (a draw into a hand); undefined: everyone saw it. Not part of the notation. */
  to?: Seat;
  /** 1-based line of the log that named it. */
  line?: number;
}

/** The outcomes a transcript gives for the step being played (setup or one move), consumed in order. */
export interface ToldChance {
  queue: ChanceOutcome[];
  next: number;
  /** The line an error about a missing outcome names (the move's own line). */
  line?: number;
  /**
   * Past the end of the transcript (a game continued after it): an outcome not told is drawn with the PRNG among
   * the places it could be, which is the same chance as a shuffled pile's.
   */
  open?: boolean;
  /** What the table was told so far in this step (`tellTable`); a question for a missing outcome carries it. */
  notes?: TableNote[];
  /** Why the cards becoming known now do (`becauseOf`), while that rule runs; a question carries it. */
  why?: () => string;
  /** The outcome (`next`) the reason began at: a question says which of its cards it asks. */
  whyFrom?: number;
}

/** Something the people at a real table must do or know before the next outcome (a hand shuffled back: redraw). */
export interface TableNote {
  text: string;
  /** The only seat it is for; undefined: everyone. */
  to?: Seat;
  /** How many outcomes of the step were told before it. */
  after: number;
}

/** The name(s) a log uses for a card: its own name first, then shared names meaning "any such copy". */
export type NameOf<T> = (item: T) => string | readonly string[];

/**
 * What a told step lacks: the next outcome's pile, who is shown it, (a pick) how many possibilities, and what the
 * table was told before it in this step.
 */
export interface MissingOutcome {
  key: string;
  to?: Seat;
  pick?: number;
  notes?: TableNote[];
  /** Where the card comes from and why, in the game's words ("Ben's top life cloth is crushed"); names no hidden card. */
  why?: string;
  /** With `why`: which of the cards shown for that reason this is (1: the first; a draw of 3 asks 1, 2, 3). */
  nth?: number;
}

/** A transcript outcome that cannot be (wrong card, wrong pile, missing, left over): a bad log, with its line. */
export class ChanceError extends LogHeaderError {
  constructor(line: number | undefined, message: string, readonly candidates: string[] = [], readonly missing?: MissingOutcome) {
    super(line, message);
  }
}

/** Shuffle pile `key`: seeded, the PRNG (or the log's `order.<key>` line) orders it; told, its order is forgotten. */
export function shufflePile<T>(rng: RngState, key: string, items: T[], nameOf: NameOf<T>): T[] {
  if (rng.told !== undefined) return items;
  return shuffleZone(rng, key, items, nameOf);
}

function ownName<T>(nameOf: NameOf<T>, item: T): string {
  const n = nameOf(item);
  return typeof n === 'string' ? n : n[0]!;
}

function namesOf<T>(nameOf: NameOf<T>, item: T): readonly string[] {
  const n = nameOf(item);
  return typeof n === 'string' ? [n] : n;
}

/** The distinct own names of the cards in `places`, sorted: what an error lists as the cards that could be there. */
function candidateNames<T>(places: T[][], nameOf: NameOf<T>): string[] {
  const names = new Set<string>();
  for (const pile of places) for (const item of pile) names.add(ownName(nameOf, item));
  return [...names].sort();
}

/**
 * The card at `pile[at]` becomes known (to `to` only, or to everyone): returns it. Every place of `pile` and of
 * `elsewhere()` must be hidden from everybody and belong to one pool (a seat's deck and its face-down cards):
 * a told card may be in any of them. Seeded: the card that is there (no PRNG use).
 */
export function revealCard<T>(
  rng: RngState, key: string, pile: T[], at: number, nameOf: NameOf<T>, to?: Seat, elsewhere?: () => T[][],
): T {
  const told = rng.told;
  if (told === undefined) {
    const card = pile[at]!;
    if (rng.heard !== undefined) rng.heard.push(outcome(key, ownName(nameOf, card), to));
    return card;
  }
  const places = elsewhere ? [pile, ...elsewhere()] : [pile];
  const wanted = told.queue[told.next];
  let found: [number, number] | undefined;
  if (wanted === undefined) {
    if (!told.open) {
      const could = candidateNames(places, nameOf);
      throw new ChanceError(told.line, em().chanceMissing(key, could.join(' ')), could, missing(told, to === undefined ? { key } : { key, to }));
    }
    let k = randomInt(rng, places.reduce((sum, p) => sum + p.length, 0));
    for (let p = 0; p < places.length && !found; p++) {
      if (k < places[p]!.length) found = [p, k];
      else k -= places[p]!.length;
    }
  } else {
    if (wanted.key !== key) throw new ChanceError(wanted.line, em().chanceWrongPile(wanted.key, key));
    // Own names first, so a shared name ("any such copy") never takes a copy a later line names by its own name.
    found = findPlace(places, (item) => ownName(nameOf, item) === wanted.name)
      ?? findPlace(places, (item) => namesOf(nameOf, item).includes(wanted.name));
    if (!found) {
      const could = candidateNames(places, nameOf);
      throw new ChanceError(wanted.line, em().chanceNotThere(wanted.name, key, could.join(' ')), could);
    }
    told.next++;
  }
  const [p, i] = found!;
  const card = places[p]![i]!;
  places[p]![i] = pile[at]!;
  pile[at] = card;
  if (rng.heard !== undefined) rng.heard.push(outcome(key, ownName(nameOf, card), to));
  return card;
}

/** Up to `n` cards taken from the top (index 0) of `pile`, each revealed to everyone as it is taken. */
export function takeRevealed<T>(rng: RngState, key: string, pile: T[], n: number, nameOf: NameOf<T>): T[] {
  const taken: T[] = [];
  for (let i = 0; i < n && pile.length > 0; i++) {
    revealCard(rng, key, pile, 0, nameOf);
    taken.push(pile.shift()!);
  }
  return taken;
}

function findPlace<T>(places: T[][], matches: (item: T) => boolean): [number, number] | undefined {
  for (let p = 0; p < places.length; p++) {
    const i = places[p]!.findIndex(matches);
    if (i >= 0) return [p, i];
  }
  return undefined;
}

/**
 * `determinize`'s half of chance: the cards of `piles` (places nobody in question knows) shuffled among those places.
 * Sorted first, so the sample depends only on which cards are hidden, never on where they truly are.
 */
export function resampleHidden<T>(rng: RngState, piles: T[][], compare?: (a: T, b: T) => number): void {
  refill(piles, shuffleInPlace(rng, piles.flat().sort(compare)));
}

/** A coin flip or random pick `key` among `n` (0-based result; written 1-based). One possibility is no chance. */
export function chancePick(rng: RngState, key: string, n: number): number {
  if (n <= 1) return 0;
  const told = rng.told;
  let result: number;
  if (told === undefined || (told.next >= told.queue.length && told.open)) result = randomInt(rng, n);
  else {
    const wanted = told.queue[told.next];
    if (wanted === undefined) {
      const could = Array.from({ length: n }, (_, i) => String(i + 1));
      throw new ChanceError(told.line, em().chancePickMissing(key, n), could, missing(told, { key, pick: n }));
    }
    if (wanted.key !== key) throw new ChanceError(wanted.line, em().chanceWrongPile(wanted.key, key));
    const value = /^\d{1,3}$/.test(wanted.name) ? Number(wanted.name) : 0;
    if (value < 1 || value > n) throw new ChanceError(wanted.line, em().chancePickRange(key, n, wanted.name));
    told.next++;
    result = value - 1;
  }
  if (rng.heard !== undefined) rng.heard.push(outcome(key, String(result + 1)));
  return result;
}

function missing(told: ToldChance, what: MissingOutcome): MissingOutcome {
  const why = told.why?.();
  return { ...what, ...(told.notes ? { notes: [...told.notes] } : {}), ...(why ? { why, nth: told.next - (told.whyFrom ?? told.next) + 1 } : {}) };
}

/**
 * Run `act`, whose cards become known because of `why` (words for the people at a real table: "Ben's top life
 * cloth is crushed"). A question for one of its outcomes says it. The outermost reason wins, so a rule that knows
 * more (a crush) words it rather than the pile helper it calls (a life cloth turned face up). A game that asks
 * nobody (seeded) never calls `why`. The reason is gone when `act` ends, even by an exception (a question).
 */
export function becauseOf<T>(rng: RngState, why: () => string, act: () => T): T {
  const told = rng.told;
  if (told === undefined || told.why !== undefined) return act();
  told.why = why;
  told.whyFrom = told.next;
  try {
    return act();
  } finally {
    delete told.why;
    delete told.whyFrom;
  }
}

/**
 * Tell the people at a real table something they must do before the next outcome (a magician's hand without works
 * is shown and shuffled back, then drawn again): in a told step it comes with the next question (`MissingOutcome`);
 * a seeded game, which asks nobody, ignores it. It is no event: a game that also reports it pushes its own.
 */
export function tellTable(rng: RngState, text: string, to?: Seat): void {
  const told = rng.told;
  if (told !== undefined) (told.notes ??= []).push(to === undefined ? { text, after: told.next } : { text, to, after: told.next });
}

function outcome(key: string, name: string, to?: Seat): ChanceOutcome {
  return to === undefined ? { key, name } : { key, name, to };
}

/** Begin a told step: these outcomes (from the log lines after the move, or before the first move) come next. */
export function tellStep(rng: RngState, queue: ChanceOutcome[], line: number | undefined): void {
  rng.told = { queue, next: 0, ...(line !== undefined ? { line } : {}), ...(rng.told?.open ? { open: true } : {}) };
}

/** End a told step: an outcome the step did not use is a bad line (the move drew or revealed fewer cards). */
export function checkStepUsed(rng: RngState): void {
  const told = rng.told;
  if (told === undefined) return;
  // The step's notes to the table were for its questions: none stays in the state.
  delete told.notes;
  const left = told.queue[told.next];
  if (left !== undefined) throw new ChanceError(left.line, em().chanceUnused(left.key, left.name));
}
