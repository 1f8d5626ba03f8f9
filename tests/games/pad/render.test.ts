import { cellText } from '../../../src/engine/board.js';
import { game } from '../../../src/games/pad/index.js';
import { chainColumn, columnCombos, bitCount } from '../../../src/games/pad/rules/combos.js';
import { cardNo } from '../../../src/games/pad/cards/catalogue.js';
import { choices, play, scenario } from './helpers.js';


describe('board', () => {
  const m = scenario({ p1: { hand: ['Red Dragon', 'Tyran'], columns: [['Red Dragon', 'Tyran', 'Volcano Dragon'], ['Gigas'], ['Titan']], tapped: [2] }, p2: { hand: ['Blue Dragon'] } });

  it("shows the viewer's hand only, the drop columns with kind letters and counts, and the monsters' state", () => {
    const board = game.render(game.view(m.state, 0));
    const seats = board.sections!.filter((s) => s.role === 'seat');
    expect(seats.map((s) => [s.seat, s.name])).toEqual([[0, 'A'], [1, 'B']]);
    expect(board.viewer).toBe(0);
    const mine = seats[0]!;
    const lines = (s: typeof mine, show: 'brief' | 'detail') => s.lines.filter((l) => l.show === show).map((l) => `${l.label}|${l.items.map(cellText).join('|')}`);
    // Brief: every column in one line, top card first, with its combos (count and kind letters).
    expect(lines(mine, 'brief')).toContain('drops|1: RGD RGY RBY (1 R)|2: RBD|3: RBY');
    // Detail: one line a column with counts per kind.
    expect(lines(mine, 'detail')).toContain('column 1|R3 B1 G2 Y2 D1 H0|RGD RGY RBY|1 combo: fire');
    expect(lines(mine, 'detail')).toContain("monster 2|Lil' Black Dragon · dark · def 200 · atk x100 - 1 2 2 4 6 · base · tapped");
    expect(JSON.stringify(board)).not.toContain('Blue Dragon');
    expect(board.notes.map(cellText).join('\n')).toMatch(/life: A \(P1\) 5, B \(P2\) 5/);
    expect(seats[1]!.items!.map(cellText)).toEqual(['life 5', 'hand 1', 'deck 10', 'discard 0']);
  });

  it('describes moves with card names', () => {
    expect(choices(m)).toContain('evolve 1 on 1');
    expect(game.describe(m.state, 'evolve 1 on 1')).toBe("evolve Lil' Red Dragon (monster 1) into Red Dragon");
    play(m, 'puzzle');
    expect(game.describe(m.state, 'deck to 2')).toBe("put your deck's top card on column 2");
  });
});

describe('combo counting', () => {
  it('counts one combo per kind shown by 3+ cards of the column', () => {
    const col = ['Red Dragon', 'Tyran', 'Volcano Dragon', 'Tyrannos'].map(cardNo); // R4 B2 G2 Y2 D2
    expect(bitCount(columnCombos(col))).toBe(1);
  });

  it('adds nothing for a column that already shows 6 combos', () => {
    const names = ['Red Dragon', 'Tyran', 'Volcano Dragon', 'Pierdrawn', 'Angel', 'Devil Dragon', 'Echidna', 'Holy Dragon', 'Fire Orb Change'];
    const col = names.map(cardNo);
    expect(bitCount(columnCombos(col))).toBe(6);
    const deck = [cardNo('Gigas')];
    expect(chainColumn(col, deck)).toEqual({ mask: 63, added: 0 });
    expect(deck).toHaveLength(1);
  });
});
