/**
 * Zones declared once per game (issue 15): where the cards lie, whose they are and who may see them. From that one
 * declaration the engine derives the card list of the conservation invariant (`cardInstances`), what a seat sees
 * of each zone (`shown`, `view`), and `determinize`: a copy of the state (`copyPlain`) in which every card a seat
 * cannot see is resampled among the places it cannot see, from the pool of cards it does not know, sizes kept.
 */
import { resampleHidden } from './chance.js';
import type { BaseState, Seat } from './game.js';
import { copyPlain } from './plain.js';
import { nextUint32, type RngState } from './rng.js';

/** Who may see a zone's cards: everyone, only the seat that owns it (a hand), or nobody (a deck, face-down cards). */
export type ZoneSight = 'everyone' | 'owner' | 'nobody';

interface ZoneFacts {
  /** The zone's name in `shown`, `view` and error messages (`hand`, `deck`, `level1`). */
  key: string;
  sees: ZoneSight;
  /** The order of its cards is part of the game (a deck, a row of slots); a hand's is not. */
  ordered: boolean;
  /** A shuffled pile (`shufflePile`): nobody knows its order, so it must be ordered and seen by nobody. */
  pile?: boolean;
  /**
   * Hidden zones of one pool are resampled together: a card nobody has seen may be in any of their places. Pools
   * never mix owners; by default all hidden zones of a seat are one pool and each shared zone is a pool of its own.
   */
  pool?: string;
}

/** A zone each seat has one of (its deck, its hand): `cards(state, seat)` are that seat's. */
export interface SeatZone<S, C> extends ZoneFacts {
  owner: 'seat';
  /** The state's own array, or one assembled from parts of the state (then `write` puts a resample back). */
  cards(state: S, seat: Seat): C[];
  write?(state: S, seat: Seat, cards: C[]): void;
}

/** A zone on the table that belongs to no seat (Midrash's grimoire decks, a supply). */
export interface SharedZone<S, C> extends ZoneFacts {
  owner: 'shared';
  cards(state: S): C[];
  write?(state: S, cards: C[]): void;
}

export type Zone<S, C> = SeatZone<S, C> | SharedZone<S, C>;

export interface ZoneDeclaration<S, C> {
  /** How many seats the state has (seat zones exist once per seat). */
  seats(state: S): number;
  /** Every place a card can be, each once: a card in no zone breaks the conservation invariant. */
  zones: Zone<S, C>[];
  /**
   * How the conservation invariant writes a card; `owner` is null for a shared zone. Default `String(card)`. Tag
   * the card with its owner when the copies of a card are alike and never change owner (EAT/PAINT).
   */
  instance?(card: C, owner: Seat | null): string;
  /** The order the unknown cards are sorted in before they are resampled (default: `sort`'s string order). */
  compare?(a: C, b: C): number;
  /**
   * Hidden places `seat` knows right now all the same (its own deck while it searches it, a hand an effect shows
   * it): `determinize` leaves them as they are. Default: none.
   */
  knows?(state: S, key: string, owner: Seat | null, seat: Seat): boolean;
  /**
   * Places (indexes into `cards`) of a hidden zone that `seat` has seen and still knows (a look at the top of a
   * deck): `determinize` leaves them and their cards out of the resample. Default: none.
   */
  knownPlaces?(state: S, key: string, owner: Seat | null, seat: Seat): readonly number[];
  /** `determinize` resamples the seat's own pools after all others (default: pools in declaration order). */
  ownPoolsLast?: boolean;
}

/** What a seat sees of one zone: its size always, its cards (a copy) only when it may see them. */
export interface SeenZone<C> {
  count: number;
  cards: C[] | null;
}

/** A seat's default view of every zone: per key, one entry per seat (a seat zone) or one entry (a shared zone). */
export type ZoneView<C> = Record<string, SeenZone<C>[]>;

/** The functions derived from a declaration; each can be wired straight into the `GameDefinition`. */
export interface Zones<S extends BaseState, C> {
  /** `GameDefinition.cardInstances`: every card of every zone. */
  cardInstances(state: S): string[];
  /** Whether `viewer` (null: a spectator) may see the cards of zone `key` of `owner` (null for a shared zone). */
  sees(key: string, owner: Seat | null, viewer: Seat | null): boolean;
  /** A copy of the cards of zone `key` of `owner` when `viewer` may see them, else null. */
  shown(state: S, key: string, owner: Seat | null, viewer: Seat | null): C[] | null;
  /** Every zone as `viewer` sees it: the default view a game may embed in its own. */
  view(state: S, viewer: Seat | null): ZoneView<C>;
  /**
   * `GameDefinition.determinize`: a copy (`copyPlain`) in which the cards `seat` cannot see are resampled within
   * their pools, with a fresh RNG (the true one would tell a bot how future shuffles fall).
   */
  determinize(state: S, seat: Seat, rng: RngState): S;
  /** `determinize`'s resample alone, in place, on a copy the game made itself (its RNG left as it is); returns it. */
  resample(copy: S, seat: Seat, rng: RngState): S;
}

/** One zone of one owner. */
interface Place<S, C> {
  zone: Zone<S, C>;
  owner: Seat | null;
}

function cardsOf<S, C>(state: S, { zone, owner }: Place<S, C>): C[] {
  return zone.owner === 'seat' ? zone.cards(state, owner!) : zone.cards(state);
}

function writeBack<S, C>(state: S, { zone, owner }: Place<S, C>, cards: C[]): void {
  if (zone.owner === 'seat') zone.write?.(state, owner!, cards);
  else zone.write?.(state, cards);
}

function mayNotSee(zone: ZoneFacts, owner: Seat | null, viewer: Seat | null): boolean {
  return zone.sees === 'nobody' || (zone.sees === 'owner' && (viewer === null || viewer !== owner));
}

/** A place's resampled cards put back around the cards the seat knows there (which keep their indexes). */
function withKnown<C>(part: { all: C[]; known: readonly number[] } | undefined, resampled: C[]): C[] {
  if (!part) return resampled;
  let next = 0;
  part.all.forEach((_, i) => {
    if (!part.known.includes(i)) part.all[i] = resampled[next++]!;
  });
  return part.all;
}

/** Check a declaration once (a mistake in it is a bug of the game, found when its module loads) and derive. */
export function declareZones<S extends BaseState, C>(declaration: ZoneDeclaration<S, C>): Zones<S, C> {
  const byKey = new Map<string, Zone<S, C>>();
  for (const zone of declaration.zones) {
    if (byKey.has(zone.key)) throw new Error(`zone ${zone.key} is declared twice`);
    if (zone.owner === 'shared' && zone.sees === 'owner') throw new Error(`shared zone ${zone.key} has no owner to see it`);
    if (zone.pile && (zone.sees !== 'nobody' || !zone.ordered)) throw new Error(`pile ${zone.key} must be ordered and seen by nobody`);
    byKey.set(zone.key, zone);
  }
  const instance = declaration.instance ?? ((card: C) => String(card));

  function places(state: S): Place<S, C>[] {
    const seats = declaration.seats(state);
    const out: Place<S, C>[] = [];
    for (const zone of declaration.zones) {
      if (zone.owner === 'shared') out.push({ zone, owner: null });
      else for (let seat = 0; seat < seats; seat++) out.push({ zone, owner: seat });
    }
    return out;
  }

  function zoneOf(key: string): Zone<S, C> {
    const zone = byKey.get(key);
    if (!zone) throw new Error(`no zone ${key}`);
    return zone;
  }

  function shown(state: S, key: string, owner: Seat | null, viewer: Seat | null): C[] | null {
    const zone = zoneOf(key);
    return mayNotSee(zone, owner, viewer) ? null : [...cardsOf(state, { zone, owner })];
  }

  const derived: Zones<S, C> = {
    cardInstances(state) {
      const out: string[] = [];
      for (const place of places(state)) for (const card of cardsOf(state, place)) out.push(instance(card, place.owner));
      return out;
    },
    sees: (key, owner, viewer) => !mayNotSee(zoneOf(key), owner, viewer),
    shown,
    view(state, viewer) {
      const out: ZoneView<C> = Object.create(null) as ZoneView<C>;
      for (const place of places(state)) {
        const cards = cardsOf(state, place);
        const seen = { count: cards.length, cards: mayNotSee(place.zone, place.owner, viewer) ? null : [...cards] };
        (out[place.zone.key] ??= []).push(seen);
      }
      return out;
    },
    determinize(state, seat, rng) {
      const copy = derived.resample(copyPlain(state), seat, rng);
      copy.rng = { words: [nextUint32(rng), nextUint32(rng), nextUint32(rng), nextUint32(rng)] };
      return copy;
    },
    resample(copy, seat, rng) {
      // Insertion order: the pools, and the places in each, in declaration order (seat by seat within a zone).
      const pools = new Map<string, { places: Place<S, C>[]; cards: C[][]; own: boolean }>();
      // Places with known cards: their whole card list and the known indexes, to put the resampled rest around.
      const partial = new Map<Place<S, C>, { all: C[]; known: readonly number[] }>();
      for (const place of places(copy)) {
        const { zone, owner } = place;
        if (!mayNotSee(zone, owner, seat) || declaration.knows?.(copy, zone.key, owner, seat)) continue;
        const key = owner === null ? `shared ${zone.pool ?? zone.key}` : `seat ${owner} ${zone.pool ?? ''}`;
        let pool = pools.get(key);
        if (!pool) pools.set(key, (pool = { places: [], cards: [], own: owner === seat }));
        pool.places.push(place);
        const all = cardsOf(copy, place);
        const known = declaration.knownPlaces?.(copy, zone.key, owner, seat);
        if (known === undefined || known.length === 0) pool.cards.push(all);
        else {
          partial.set(place, { all, known });
          pool.cards.push(all.filter((_, i) => !known.includes(i)));
        }
      }
      const ordered = [...pools.values()];
      if (declaration.ownPoolsLast) ordered.sort((a, b) => Number(a.own) - Number(b.own)); // stable: else as declared
      for (const pool of ordered) {
        resampleHidden(rng, pool.cards, declaration.compare);
        pool.places.forEach((place, i) => writeBack(copy, place, withKnown(partial.get(place), pool.cards[i]!)));
      }
      return copy;
    },
  };
  return derived;
}
