/** The functions `declareZones` derives from one declaration (src/engine/zones.ts), on a small two-seat table. */
import type { BaseState } from '../../src/engine/game.js';
import { resampleHidden } from '../../src/engine/chance.js';
import { copyPlain } from '../../src/engine/plain.js';
import { nextUint32, seedRng } from '../../src/engine/rng.js';
import { declareZones, type Zone } from '../../src/engine/zones.js';

interface Table extends BaseState {
  sides: { deck: string[]; hand: string[]; shown: string[]; down: { c: string; up: boolean }[] }[];
  /** A shared face-down pile of other cards (its own pool) and a public discard. */
  pile: string[];
  discard: string[];
}

const down = (s: Table, seat: number) => s.sides[seat]!.down.filter((d) => !d.up);
const seatZones: Zone<Table, string>[] = [
  { key: 'deck', owner: 'seat', sees: 'nobody', ordered: true, pile: true, cards: (s, seat) => s.sides[seat]!.deck },
  { key: 'hand', owner: 'seat', sees: 'owner', ordered: false, cards: (s, seat) => s.sides[seat]!.hand },
  { key: 'shown', owner: 'seat', sees: 'everyone', ordered: true, cards: (s, seat) => s.sides[seat]!.shown },
  {
    key: 'down', owner: 'seat', sees: 'nobody', ordered: true, cards: (s, seat) => down(s, seat).map((d) => d.c),
    write: (s, seat, cards) => down(s, seat).forEach((d, i) => { d.c = cards[i]!; }),
  },
  { key: 'up', owner: 'seat', sees: 'everyone', ordered: true, cards: (s, seat) => s.sides[seat]!.down.filter((d) => d.up).map((d) => d.c) },
];
const ZONES = declareZones<Table, string>({
  seats: (s) => s.sides.length,
  instance: (c, owner) => `${owner === null ? 'table' : owner + 1}:${c}`,
  zones: [
    ...seatZones,
    { key: 'pile', owner: 'shared', sees: 'nobody', ordered: true, pile: true, cards: (s) => s.pile },
    { key: 'discard', owner: 'shared', sees: 'everyone', ordered: true, cards: (s) => s.discard },
  ],
});

function table(): Table {
  const side = (p: string) => ({
    deck: [1, 2, 3, 4, 5, 6].map((i) => `${p}${i}`), hand: [`${p}h1`, `${p}h2`, `${p}h3`], shown: [`${p}s`],
    down: [{ c: `${p}u`, up: true }, { c: `${p}d1`, up: false }, { c: `${p}d2`, up: false }],
  });
  return { rng: seedRng('table'), events: [], sides: [side('a'), side('b')], pile: ['x1', 'x2', 'x3', 'x4'], discard: ['y'] };
}

const sorted = (xs: string[]) => [...xs].sort();

describe('zones declared once', () => {
  it('lists every card of every zone once, tagged as the declaration says', () => {
    const cards = ZONES.cardInstances(table());
    expect(cards).toHaveLength(2 * (6 + 3 + 1 + 3) + 4 + 1);
    expect(cards).toContain('1:ad1');
    expect(cards).toContain('2:bh3');
    expect(cards).toContain('table:x4');
    expect(new Set(cards).size).toBe(cards.length);
  });

  it('shows a zone to who may see it: everyone, its owner only, or nobody', () => {
    const s = table();
    expect(ZONES.shown(s, 'hand', 0, 0)).toEqual(['ah1', 'ah2', 'ah3']);
    expect(ZONES.shown(s, 'hand', 0, 1)).toBeNull();
    expect(ZONES.shown(s, 'hand', 0, null)).toBeNull();
    expect(ZONES.shown(s, 'deck', 0, 0)).toBeNull();
    expect(ZONES.shown(s, 'shown', 1, null)).toEqual(['bs']);
    expect(ZONES.sees('pile', null, 0)).toBe(false);
    expect(ZONES.sees('discard', null, null)).toBe(true);
    // A copy: changing it leaves the state alone.
    ZONES.shown(s, 'hand', 0, 0)!.pop();
    expect(s.sides[0]!.hand).toHaveLength(3);
    expect(() => ZONES.shown(s, 'graveyard', 0, 0)).toThrow(/no zone graveyard/);
  });

  it("gives each seat a default view with counts everywhere and cards only where it may look", () => {
    const v = ZONES.view(table(), 1);
    expect(v.hand).toEqual([{ count: 3, cards: null }, { count: 3, cards: ['bh1', 'bh2', 'bh3'] }]);
    expect(v.deck).toEqual([{ count: 6, cards: null }, { count: 6, cards: null }]);
    expect(v.pile).toEqual([{ count: 4, cards: null }]);
    expect(v.discard).toEqual([{ count: 1, cards: ['y'] }]);
    expect(JSON.stringify(v)).not.toMatch(/ad1|ah1|a1"|x1|"rng"/);
  });

  it('determinize resamples only what the seat cannot see, within its pool, sizes kept', () => {
    const s = table();
    const before = JSON.stringify(s);
    let handMoved = false, pileMoved = false, downMoved = false;
    for (let i = 0; i < 20; i++) {
      const copy = ZONES.determinize(s, 1, seedRng(`det${i}`));
      expect(JSON.stringify(s)).toBe(before); // the state itself is untouched
      expect(JSON.stringify(ZONES.view(copy, 1))).toBe(JSON.stringify(ZONES.view(s, 1)));
      expect(sorted(ZONES.cardInstances(copy))).toEqual(sorted(ZONES.cardInstances(s)));
      // Seat 2 knows its hand; seat 1's hidden cards stay seat 1's (the seat is the pool), the shared pile its own.
      expect(copy.sides[1]!.hand).toEqual(s.sides[1]!.hand);
      const aHidden = [...copy.sides[0]!.deck, ...copy.sides[0]!.hand, ...down(copy, 0).map((d) => d.c)];
      expect(sorted(aHidden)).toEqual(sorted([...s.sides[0]!.deck, ...s.sides[0]!.hand, 'ad1', 'ad2']));
      expect(sorted(copy.pile)).toEqual(sorted(s.pile));
      expect(copy.sides[0]!.down[0]).toEqual({ c: 'au', up: true });
      if (copy.sides[0]!.hand.join() !== s.sides[0]!.hand.join()) handMoved = true;
      if (copy.pile.join() !== s.pile.join()) pileMoved = true;
      if (down(copy, 1).map((d) => d.c).join() !== 'bd1,bd2') downMoved = true;
      expect(copy.rng).not.toEqual(s.rng);
    }
    expect([handMoved, pileMoved, downMoved]).toEqual([true, true, true]);
  });

  it('determinize depends only on what the seat knows, not on where the hidden cards truly are', () => {
    const s = table();
    const other = ZONES.determinize(s, 0, seedRng('elsewhere'));
    for (let i = 0; i < 5; i++) {
      const a = ZONES.determinize(s, 0, seedRng(`same${i}`));
      const b = ZONES.determinize(other, 0, seedRng(`same${i}`));
      expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    }
  });

  it('resample works in place on a copy the game made, keeping its RNG', () => {
    const s = table();
    const copy = structuredClone(s);
    expect(ZONES.resample(copy, 1, seedRng('in place'))).toBe(copy);
    expect(copy.rng).toEqual(s.rng);
    expect(copy.sides[1]!.hand).toEqual(s.sides[1]!.hand);
    expect(copy.sides[0]!.deck).not.toEqual(s.sides[0]!.deck);
    // determinize is that resample on its own copy, with a fresh RNG.
    const { rng: _fresh, ...derived } = ZONES.determinize(s, 1, seedRng('in place'));
    const { rng: _kept, ...inPlace } = copy;
    expect(derived).toEqual(inPlace);
  });

  it('determinize leaves the hidden places a seat knows right now (knows) and can take its own pools last', () => {
    const looks = declareZones<Table, string>({
      seats: (s) => s.sides.length,
      zones: seatZones.slice(0, 3),
      // Seat 1 is searching its deck when the discard says so.
      knows: (s, key, owner, seat) => s.discard.includes('look') && owner === seat && key === 'deck',
    });
    const s = { ...table(), discard: ['look'] };
    let oppMoved = false;
    for (let i = 0; i < 10; i++) {
      const copy = looks.determinize(s, 0, seedRng(`look${i}`));
      expect(copy.sides[0]!.deck).toEqual(s.sides[0]!.deck);
      if (copy.sides[1]!.deck.join() !== s.sides[1]!.deck.join()) oppMoved = true;
    }
    expect(oppMoved).toBe(true);
    const moved = [0, 1, 2, 3, 4].some((i) => looks.determinize(table(), 0, seedRng(`look${i}`)).sides[0]!.deck.join() !== 'a1,a2,a3,a4,a5,a6');
    expect(moved).toBe(true);

    // ownPoolsLast, for seat 1: seat 2's pool, then the shared pile, then seat 1's own deck (declared first).
    const last = declareZones<Table, string>({
      seats: (s) => s.sides.length, ownPoolsLast: true,
      zones: [...seatZones.slice(0, 3), { key: 'pile', owner: 'shared', sees: 'nobody', ordered: true, pile: true, cards: (t) => t.pile }],
    });
    const want = copyPlain(table());
    const rng = seedRng('order');
    resampleHidden(rng, [want.sides[1]!.deck, want.sides[1]!.hand]);
    resampleHidden(rng, [want.pile]);
    resampleHidden(rng, [want.sides[0]!.deck]);
    want.rng = { words: [nextUint32(rng), nextUint32(rng), nextUint32(rng), nextUint32(rng)] };
    expect(last.determinize(table(), 0, seedRng('order'))).toEqual(want);
  });

  it('determinize keeps the places of a hidden zone a seat has seen (knownPlaces), with their cards, out of its resample', () => {
    // Seat 1 has seen the top two cards of seat 2's deck and the second card of its own; nothing else.
    const seen = declareZones<Table, string>({
      seats: (s) => s.sides.length,
      zones: seatZones.slice(0, 3),
      knownPlaces: (_s, key, owner, seat) => (seat !== 0 || key !== 'deck' ? [] : owner === 1 ? [0, 1] : [1]),
    });
    const s = table();
    let rest = false;
    for (let i = 0; i < 10; i++) {
      const copy = seen.determinize(s, 0, seedRng(`seen${i}`));
      expect(copy.sides[1]!.deck.slice(0, 2)).toEqual(['b1', 'b2']);
      expect(copy.sides[0]!.deck[1]).toBe('a2');
      // The known cards are nowhere else, and the other places are still resampled.
      expect(copy.sides[1]!.hand.concat(copy.sides[1]!.deck.slice(2)).filter((c) => c === 'b1' || c === 'b2')).toEqual([]);
      expect(sorted(copy.sides[1]!.deck.concat(copy.sides[1]!.hand))).toEqual(sorted(s.sides[1]!.deck.concat(s.sides[1]!.hand)));
      if (copy.sides[1]!.deck.slice(2).join() !== 'b3,b4,b5,b6') rest = true;
    }
    expect(rest).toBe(true);
    // Seat 2 knows nothing of the kind: its copies are the default declaration's.
    const plain = declareZones<Table, string>({ seats: (t) => t.sides.length, zones: seatZones.slice(0, 3) });
    expect(seen.determinize(s, 1, seedRng('same'))).toEqual(plain.determinize(s, 1, seedRng('same')));
  });

  it('refuses a declaration that cannot be right', () => {
    const cards = (s: Table) => s.pile;
    const seats = (s: Table) => s.sides.length;
    expect(() => declareZones<Table, string>({ seats, zones: [{ key: 'p', owner: 'shared', sees: 'nobody', ordered: true, cards }, { key: 'p', owner: 'shared', sees: 'everyone', ordered: true, cards }] })).toThrow(/declared twice/);
    expect(() => declareZones<Table, string>({ seats, zones: [{ key: 'p', owner: 'shared', sees: 'owner', ordered: true, cards }] })).toThrow(/no owner/);
    expect(() => declareZones<Table, string>({ seats, zones: [{ key: 'p', owner: 'shared', sees: 'everyone', ordered: true, pile: true, cards }] })).toThrow(/seen by nobody/);
  });
});
