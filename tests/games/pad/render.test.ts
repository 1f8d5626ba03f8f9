import { cellText, type Cell } from '../../../src/engine/board.js';
import { game } from '../../../src/games/pad/index.js';
import { chainColumn, columnCombos, bitCount } from '../../../src/games/pad/rules/combos.js';
import { cardNo } from '../../../src/games/pad/cards/catalogue.js';
import { choices, play, scenario } from './helpers.js';

const text = (rows: Cell[][]) => rows.map((r) => r.map(cellText).join('|'));

describe('board', () => {
  const m = scenario({ p1: { hand: ['Red Dragon', 'Tyran'], columns: [['Red Dragon', 'Tyran', 'Volcano Dragon'], ['Gigas'], ['Titan']], tapped: [2] }, p2: { hand: ['Blue Dragon'] } });

  it("shows the viewer's hand only, the drop columns with kind letters and counts, and the monsters' state", () => {
    const board = game.render(game.view(m.state, 0));
    const titles = board.tables.map((t) => t.title);
    expect(titles).toEqual(['B (P2) monsters', 'B (P2) drop area', 'A (P1) monsters', 'A (P1) drop area', 'your hand (2)']);
    // A seat named after itself is not named twice.
    const plain = structuredClone(m.state);
    plain.players[0]!.name = 'P1';
    expect(game.render(game.view(plain, 0)).tables[2]!.title).toBe('P1 monsters');
    const drop = board.tables[3]!;
    expect(drop.head!.map(cellText)).toEqual(['col', 'R', 'B', 'G', 'Y', 'D', 'H', 'cards (top first)', 'combos']);
    expect(text(drop.rows)[0]).toBe('1|3|1|2|2|1|0|RGD RGY RBY|1: fire');
    const fireCell = drop.rows[0]![1]!;
    expect(typeof fireCell === 'object' && fireCell.style).toEqual(['fire', 'bold']);
    expect(text(board.tables[2]!.rows)[1]).toBe("2|Lil' Black Dragon|dark|200|- 1 2 2 4 6|base|tapped");
    expect(JSON.stringify(board)).not.toContain('Blue Dragon');
    expect(board.notes.map(cellText).join('\n')).toMatch(/P2 B: life 5, hand 1, deck 10, discard 0/);
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
