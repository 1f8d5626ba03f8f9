/** Abilities no starter card has but card data may define: activated abilities, "at end of turn", trigger order. */
import { addCards } from '../../../src/games/wixoss/cards/db.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';

beforeAll(() => {
  addCards([{
    id: 'TEST-ACT', name: { ja: 'テスト', en: 'Test Lamp' }, type: 'SIGNI', colors: ['white'], level: 1, power: 1000, text: { en: ['[Activated] [White], down this: draw 1. Once per turn.'], zh: [] },
    effects: { activated: { cost: { white: 1 }, down: true, oncePerTurn: true, ops: [{ op: 'draw', n: 1 }] } },
  }]);
});

describe('activated abilities', () => {
  it('are offered in the main phase when payable, pay their cost (ener and downing) and resolve', () => {
    const m = scenario({ p1: { lrig: [C.tama1], signi: [null, 'TEST-ACT'], ener: [C.kukri, C.kukri], deck: [C.iron, C.flamber] } });
    expect(choices(m)).toContain('act 2');
    play(m, 'act 2', 'pay auto');
    expect(zone(m, 0, 'hand')).toEqual([C.iron]);
    expect(st(m).players[0]!.signiDown[1]).toBe(true);
    expect(choices(m)).not.toContain('act 2');
  });

  it('are not offered without the ener to pay, or a second time in a turn when once per turn', () => {
    const broke = scenario({ p1: { lrig: [C.tama1], signi: ['TEST-ACT'], ener: [C.iron] } });
    expect(choices(broke)).not.toContain('act 1');
    const m = scenario({ p1: { lrig: [C.tama1], signi: ['TEST-ACT'], ener: [C.kukri, C.kukri] } });
    play(m, 'act 1', 'pay auto');
    st(m).players[0]!.signiDown[0] = false; // even if it were up again
    expect(choices(m)).not.toContain('act 1');
  });
});

describe('"at end of turn" abilities and simultaneous triggers', () => {
  beforeAll(() => {
    addCards([
      { id: 'TEST-EOT-A', name: { ja: 'テストA', en: 'Test Owl' }, type: 'SIGNI', colors: ['white'], level: 1, power: 1000, text: { en: ['At the end of your turn, draw 1.'], zh: [] },
        effects: { endOfTurn: { ops: [{ op: 'draw', n: 1 }] } } },
      { id: 'TEST-EOT-B', name: { ja: 'テストB', en: 'Test Mole' }, type: 'SIGNI', colors: ['white'], level: 1, power: 1000, text: { en: ['At the end of your turn, put your top card into your ener zone.'], zh: [] },
        effects: { endOfTurn: { ops: [{ op: 'enerCharge', n: 1 }] } } },
    ]);
  });

  it('resolve before the hand limit, in the order the turn player picks', () => {
    const hand = [C.kukri, C.kukri, C.kukri, C.kukri, C.kukri, C.kukri];
    const m = scenario({ p1: { lrig: [C.tama2], signi: ['TEST-EOT-A', 'TEST-EOT-B'], down: [true, true], hand, deck: [C.iron, C.flamber, C.caliburn] }, p2: { hand: [] } });
    play(m, 'pass', 'pass');
    expect(choices(m)).toEqual(['resolve 1', 'resolve 2']);
    play(m, 'resolve 2'); // the Mole first: Iron to ener; then the Owl draws Flamber
    expect(zone(m, 0, 'ener')).toEqual([C.iron]);
    expect(zone(m, 0, 'hand')).toHaveLength(7);
    // Then the hand limit: 7 cards, discard 1.
    expect(choices(m)[0]).toMatch(/^discard/);
    play(m, 'discard 1');
    expect(st(m).active).toBe(1);
  });

  it('a single one resolves without a question', () => {
    const m = scenario({ p1: { lrig: [C.tama2], signi: ['TEST-EOT-A'], down: [true], deck: [C.iron] }, p2: { hand: [] } });
    play(m, 'pass', 'pass');
    expect(zone(m, 0, 'hand')).toEqual([C.iron]);
    expect(st(m).active).toBe(1);
  });
});
