import { catalogue } from '../../../src/games/midrash/cards/load.js';
import { game } from '../../../src/games/midrash/index.js';
import { startMatch } from '../../../src/engine/match.js';
import { header, newMatch, S } from './helpers.js';

const supplyAt = (m: ReturnType<typeof newMatch>, seat: number) =>
  S(m).seats[seat]!.slots.flatMap((slot, i) => (slot.cards.some((c) => catalogue().front[c]!.kind === 'supply') ? [i + 1] : []));

describe('setup (spec "Setup")', () => {
  it('gives every seat slots 1 and 5 as wasteland, 2-4 as mansions, magic 0; supplies by turn position', () => {
    const m = newMatch(4);
    const s = S(m);
    for (const seat of s.seats) {
      expect(seat.slots.map((x) => x.waste)).toEqual([true, false, false, false, true]);
      expect(seat.magic).toBe(0);
      expect(seat.merits).toEqual([]);
    }
    expect(supplyAt(m, 0)).toEqual([]);
    expect(supplyAt(m, 1)).toEqual([3]);
    expect(supplyAt(m, 2)).toEqual([2, 4]);
    expect(supplyAt(m, 3)).toEqual([2, 3, 4]);
    // Equipment supply 6 x 10, grimoire decks 24/22/20/14, no discards.
    expect(s.supply.map((k) => k.length)).toEqual([10, 10, 10, 10, 10, 10]);
    expect(s.decks.map((d) => d.length)).toEqual([24, 22, 20, 14]);
    expect(s.discards.flat()).toEqual([]);
  });

  it('counts supply positions from the first player, not from seat 1', () => {
    const m = startMatch(game, header(3, 'pos', 'normal', 1));
    expect(S(m).turn).toBe(1);
    expect(supplyAt(m, 1)).toEqual([]);
    expect(supplyAt(m, 2)).toEqual([3]);
    expect(supplyAt(m, 0)).toEqual([2, 4]);
  });

  it('draws the first player by seed when none is given', () => {
    const firsts = new Set(Array.from({ length: 12 }, (_, i) => S(startMatch(game, header(3, `f${i}`))).first));
    expect(firsts.size).toBeGreaterThan(1);
  });

  it('starts the first turn: the character gives 1 MANA, MANA was 0 before', () => {
    const m = newMatch(2);
    expect(S(m).turn).toBe(0);
    expect(S(m).seats[0]!.mana).toBe(1);
    expect(S(m).seats[1]!.mana).toBe(0);
  });

  it('solo: one demon at level 1, the turn token at 1 (2 against Al), 5 calamities ordered by number, a supply on the centre', () => {
    for (let i = 0; i < 8; i++) {
      const s = S(newMatch(1, `solo${i}`));
      const cat = catalogue();
      const demon = cat.demonOf[s.solo!.demon]!;
      expect(s.solo!.level).toBe(1);
      expect(s.round).toBe(demon.id === 'al' ? 2 : 1);
      const numbers = s.solo!.row.map((c) => cat.calamityOf[c.card]!.number);
      expect(numbers.length).toBe(5 + demon.extraCalamities);
      expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
      expect(s.solo!.unused.length).toBe(2 + 12 - numbers.length);
      expect(supplyAt({ state: s } as never, 0)).toEqual([3]);
    }
  });

  it('solo hard mode adds calamities (7, designed)', () => {
    const s = S(newMatch(1, 'hard1', 'hard'));
    const extra = catalogue().demonOf[s.solo!.demon]!.extraCalamities;
    expect(s.solo!.row.length).toBe(7 + extra);
  });

  it('a log can stack a grimoire deck order (a physical game written down)', () => {
    const ids = catalogue().grimoire[0]!.map((c) => catalogue().idOf[c]!).reverse();
    const h = { ...header(2, 'stacked', 'normal', 0), orders: { level1: [ids] } };
    const s = S(startMatch(game, h));
    expect(s.decks[0]!.map((c) => catalogue().idOf[c])).toEqual(ids);
  });

  it('offers 1-4 players, default 2, and the solo mode option', () => {
    expect(game.players).toEqual({ min: 1, max: 4, default: 2 });
    expect(game.options.mode).toEqual(['normal', 'hard']);
    expect(game.decks).toBeUndefined();
  });
});
