/** Spec "Ener payment": exact colour matching, Multi Ener, compact pay decisions, nothing unpayable offered. */
import { addCards } from '../../../src/games/wixoss/cards/db.js';
import { findPayment } from '../../../src/games/wixoss/table/payment.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';

beforeAll(() => {
  addCards([{ id: 'TEST-WR', name: { ja: 'テスト', en: 'Test White-Red' }, type: 'SIGNI', colors: ['white', 'red'], level: 1, power: 1000, text: { en: [], zh: [] } }]);
});

describe('ener payment', () => {
  it('offers pay auto and each ener card that still leaves a valid payment', () => {
    // Burning Stone Flame costs 1 red + 1 colorless.
    const m = scenario({ p1: { lrigDeck: [C.burningStone], ener: [C.kukri, C.iron, C.kukri] }, p2: { signi: [C.kukri] } });
    play(m, 'arts 1');
    expect(choices(m)).toEqual(['pay auto', 'pay 1', 'pay 2']); // the second kukri is the same card as the first
    play(m, 'pay 1');
    expect(choices(m)).toEqual(['pay auto', 'pay 2']); // a second white card would leave red unpaid
    play(m, 'pay 2');
    expect(zone(m, 0, 'ener')).toEqual([C.kukri]);
    expect(zone(m, 0, 'trash')).toEqual([C.kukri, C.iron]);
  });

  it('payment is exact: pay auto takes exactly the cost', () => {
    const m = scenario({ p1: { lrigDeck: [C.burningStone], ener: [C.iron, C.iron, C.iron] } });
    play(m, 'arts 1', 'pay auto');
    expect(zone(m, 0, 'ener')).toEqual([C.iron]);
  });

  it('a Multi Ener card pays as any colour, found by matching where greedy picking fails', () => {
    const m = scenario({ p1: { ener: [C.servantO, C.kukri] } });
    const s = st(m);
    const ener = s.players[0]!.ener;
    // white + red from [Servant O (multi), kukri (white)]: Servant O must pay red.
    expect(findPayment(s, ener, { white: 1, red: 1 })?.sort()).toEqual([...ener].sort());
    expect(findPayment(s, ener, { white: 1, red: 1 }, [ener[0]!])).not.toBeNull();
    expect(findPayment(s, ener, { red: 2 })).toBeNull();
    expect(findPayment(s, ener, { colorless: 3 })).toBeNull();
  });

  it('a multicolour card pays as one of its colours', () => {
    const m = scenario({ p1: { ener: ['TEST-WR', C.kukri, C.iron] } });
    const s = st(m);
    const [wr, kukri, iron] = s.players[0]!.ener as [number, number, number];
    expect(findPayment(s, [wr, kukri], { white: 1, red: 1 })).not.toBeNull(); // the multicolour card must pay red
    expect(findPayment(s, [wr, iron], { white: 1, red: 1 })).not.toBeNull(); // ... or white
    expect(findPayment(s, [wr, iron], { red: 1, blue: 1 })).toBeNull();
    expect(findPayment(s, [wr, kukri, iron], { white: 2 }, [iron])).toBeNull(); // a forced card that fits no slot
  });

  it('an action whose cost cannot be paid is never offered', () => {
    const m = scenario({ p1: { lrigDeck: [C.burningStone, C.firefly], hand: [C.firePillar], ener: [C.kukri, C.kukri] } });
    expect(choices(m)).toEqual(['pass']);
  });

  it('a colourless card pays only colourless requirements', () => {
    const m = scenario({ p1: { lrigDeck: [C.burningStone], ener: [C.jetting, C.jetting] } });
    expect(choices(m)).not.toContain('arts 1');
    const m2 = scenario({ p1: { hand: [C.recalled], ener: [C.jetting, C.jetting], trash: [C.kukri] } });
    play(m2, 'spell 1', 'pay auto', 'pick wd01-013');
    expect(zone(m2, 0, 'hand')).toEqual([C.kukri]);
  });
});
