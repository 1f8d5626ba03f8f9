/**
 * A random legal deck list over every supported card (for the invariant runs and the soak): one LRIG type with a
 * level-0 LRIG and an LRIG of every level up to a random top level (so each level can be grown to), a few ARTS and
 * Resona whose limiting condition that LRIG meets, then a main deck of exactly 40 cards with exactly 20 Life Burst
 * cards, at most 4 of a name (reprints and same-named printings count together, as the deck check counts them), every
 * SIGNI at most the top level and meeting the limiting condition. It reads the pool when it runs, so cards that
 * become supported are drawn without changing this file.
 */
import { randomInt, randomItem, shuffleInPlace, type RngState } from '../../engine/rng.js';
import { allCards, type IndexedCard } from './cards/db.js';

const MAIN_SIZE = 40;
const BURSTS = 20;
const MAX_COPIES = 4;
const LRIG_DECK_MAX = 10;

/** The supported pool, split once per card index (the pool only changes when cards are added). */
interface Pool {
  lrigs: IndexedCard[];
  lrigCards: IndexedCard[];
  main: IndexedCard[];
  /** LRIG types with a supported level-0 LRIG: the only ones a deck can start with. */
  types: string[];
}

let cached: { cards: IndexedCard[]; pool: Pool } | undefined;

function pool(): Pool {
  const cards = allCards();
  if (cached && cached.cards.length === cards.length && cached.cards.every((c, i) => c === cards[i])) return cached.pool;
  const playable = cards.filter((c) => !c.unsupported);
  const lrigs = playable.filter((c) => c.type === 'LRIG');
  const types = [...new Set(lrigs.filter((c) => c.level === 0).map((c) => c.lrigType!))].sort();
  const result: Pool = {
    lrigs,
    lrigCards: playable.filter((c) => c.type === 'ARTS' || c.type === 'RESONA'),
    main: playable.filter((c) => c.type === 'SIGNI' || c.type === 'SPELL'),
    types,
  };
  cached = { cards, pool: result };
  return result;
}

/** Counts copies per name in one deck, the way the deck check does (English name: reprints share it). */
class NameCounts {
  private readonly counts = new Map<string, number>();
  constructor(private readonly max: number) {}
  room(c: IndexedCard): number {
    return this.max - (this.counts.get(c.name.en) ?? 0);
  }
  add(c: IndexedCard, n: number): void {
    this.counts.set(c.name.en, (this.counts.get(c.name.en) ?? 0) + n);
  }
}

export interface RandomDeckOptions {
  /** Modern construction: one copy per name in the LRIG deck (the main-deck rules are met either way). */
  rules?: 'seed' | 'modern';
}

/** Fills `size` cards from `cards` in random order, up to 4 of a name, 1-4 copies at a time; fewer if the pool runs dry. */
function fill(rng: RngState, cards: IndexedCard[], size: number, names: NameCounts, out: string[]): number {
  let added = 0;
  for (let round = 0; round < MAX_COPIES && added < size; round++) {
    for (const c of shuffleInPlace(rng, [...cards])) {
      if (added >= size) break;
      const n = Math.min(1 + randomInt(rng, MAX_COPIES), names.room(c), size - added);
      if (n <= 0) continue;
      names.add(c, n);
      for (let i = 0; i < n; i++) out.push(c.id);
      added += n;
    }
  }
  return added;
}

/** A random legal deck as deck-list text; throws when the supported pool cannot make one (no level-0 LRIG...). */
export function randomDeckText(rng: RngState, options: RandomDeckOptions = {}): string {
  const { types } = pool();
  if (types.length === 0) throw new Error('no supported level-0 LRIG: no WIXOSS deck can be built');
  // A type whose supported cards cannot fill a main deck (too few Life Burst cards of its levels) is drawn again.
  for (let attempt = 0; attempt < 50; attempt++) {
    const text = deckOfType(rng, randomItem(rng, types), options);
    if (text) return text;
  }
  throw new Error('the supported pool has too few cards for a legal main deck (40 with exactly 20 Life Burst)');
}

function deckOfType(rng: RngState, type: string, options: RandomDeckOptions): string | null {
  const { lrigs, lrigCards, main } = pool();
  const ofType = lrigs.filter((c) => c.lrigType === type);
  // LRIGs: one of each level from 0 up to the top level, each level reachable from the one below. The top is
  // usually the highest such level, sometimes a lower one (from 2).
  let reach = 0;
  while (ofType.some((c) => c.level === reach + 1)) reach++;
  const top = reach <= 2 || randomInt(rng, 4) > 0 ? reach : 2 + randomInt(rng, reach - 1);
  const lrigDeck: IndexedCard[] = [];
  for (let level = 0; level <= top; level++) lrigDeck.push(randomItem(rng, ofType.filter((c) => c.level === level)));
  const colors = new Set(lrigDeck.flatMap((c) => c.colors));
  const meets = (c: IndexedCard) => !c.limiting || c.limiting === type;
  // Then ARTS, Resona and other LRIGs of the type up to a random LRIG-deck size: at most 2 of a name (Modern: 1).
  const lrigNames = new NameCounts(options.rules === 'modern' ? 1 : 2);
  for (const c of lrigDeck) lrigNames.add(c, 1);
  const extras = shuffleInPlace(rng, [...lrigCards.filter((c) => meets(c) && c.level <= top), ...ofType.filter((c) => c.level <= top)]);
  const target = lrigDeck.length + randomInt(rng, LRIG_DECK_MAX - lrigDeck.length + 1);
  for (const c of extras) {
    if (lrigDeck.length >= target) break;
    if (lrigNames.room(c) <= 0 || lrigDeck.includes(c)) continue;
    lrigNames.add(c, 1);
    lrigDeck.push(c);
  }
  // Main deck: mostly the LRIG's colours and colourless; now and then a card of any colour (still legal).
  const fits = main.filter((c) => meets(c) && (c.type !== 'SIGNI' || c.level <= top));
  const onColour = fits.filter((c) => c.colors.some((k) => k === 'colorless' || colors.has(k)) || randomInt(rng, 8) === 0);
  const names = new NameCounts(MAX_COPIES);
  const mainDeck: string[] = [];
  for (const burst of [true, false]) {
    const from = (list: IndexedCard[]) => list.filter((c) => !!c.lifeBurst === burst);
    const want = burst ? BURSTS : MAIN_SIZE - BURSTS;
    let got = fill(rng, from(onColour), want, names, mainDeck);
    if (got < want) got += fill(rng, from(fits), want - got, names, mainDeck);
    if (got < want) return null;
  }
  const lines = (ids: string[]) => {
    const counts = new Map<string, number>();
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
    return [...counts].map(([id, n]) => `${n} ${id}`);
  };
  return ['[lrig]', ...lines(lrigDeck.map((c) => c.id)), '[main]', ...lines(mainDeck), ''].join('\n');
}
