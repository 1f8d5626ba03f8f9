/** Spec "Turn": up, draw, ener, grow, main (summon limits, trashing), attack phase skip on turn 1, end phase. */
import { addCards } from '../../../src/games/wixoss/cards/db.js';
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, decider, play, scenario, st, zone } from './helpers.js';

beforeAll(() => {
  // A second level-2 Tama with another name, to test the seed-era "same level, different name" grow.
  addCards([{ id: 'TEST-002', name: { ja: 'テスト', en: 'Test Tama Two' }, type: 'LRIG', colors: ['white'], level: 2, limit: 5, lrigType: 'Tama', growCost: {}, text: { en: [], zh: [] } }]);
});

describe('up and draw phases', () => {
  it('ups the turn player\'s SIGNI and LRIG, then draws 2', () => {
    const m = scenario({ p1: { lrig: [C.tama1] }, p2: { signi: [C.kukri], down: [true], lrigDown: true, hand: [] } });
    play(m, 'pass', 'pass'); // Ann: end main, no LRIG attack
    const s = st(m);
    expect(s.active).toBe(1);
    expect(s.players[1]!.signiDown[0]).toBe(false);
    expect(s.players[1]!.lrigDown).toBe(false);
    expect(s.players[1]!.hand).toHaveLength(2);
  });
});

describe('ener phase', () => {
  it('puts one hand card into the ener zone, once', () => {
    const m = scenario({ phase: 'ener', p1: { hand: [C.servantO, C.kukri] } });
    expect(choices(m)).toEqual(['ener 1', 'ener 2', 'pass']);
    play(m, 'ener 1');
    expect(zone(m, 0, 'ener')).toEqual([C.servantO]);
    expect(st(m).phase).toBe('main');
    expect(choices(m).some((c) => c.startsWith('ener'))).toBe(false);
  });

  it('can put one of your SIGNI from the field into the ener zone instead', () => {
    const m = scenario({ phase: 'ener', p1: { signi: [C.kukri], hand: [] } });
    play(m, 'ener signi 1');
    expect(zone(m, 0, 'ener')).toEqual([C.kukri]);
    expect(zone(m, 0, 'signi')).toEqual(['-', '-', '-']);
  });
});

describe('grow phase', () => {
  it('seed rules: one up, same level with a different name, or lower; same LRIG type; cost paid; up/down kept', () => {
    const m = scenario({ phase: 'grow', p1: { lrig: [C.tama2], lrigDown: true, lrigDeck: [C.tama3, C.tama1, C.tama2, 'TEST-002', C.hanayo3, C.tama4], ener: [C.kukri, C.kukri] } });
    expect(choices(m)).toEqual(['grow 1', 'grow 2', 'grow 4', 'pass']);
    play(m, 'grow 1', 'pay auto');
    expect(zone(m, 0, 'lrig')).toEqual([C.tama2, C.tama3]);
    expect(zone(m, 0, 'ener')).toEqual([]);
    expect(zone(m, 0, 'trash')).toEqual([C.kukri, C.kukri]);
    expect(st(m).players[0]!.lrigDown).toBe(true);
    expect(st(m).phase).toBe('main');
  });

  it('modern rules: exactly one level up', () => {
    const m = scenario({ modern: true, phase: 'grow', p1: { lrig: [C.tama2], lrigDeck: [C.tama3, C.tama1, 'TEST-002'], ener: [C.kukri, C.kukri] } });
    expect(choices(m)).toEqual(['grow 1', 'pass']);
  });

  it('an LRIG whose grow cost cannot be paid is not offered', () => {
    const m = scenario({ phase: 'grow', p1: { lrig: [C.tama2], lrigDeck: [C.tama3, C.tama1], ener: [C.iron, C.iron] } });
    expect(choices(m)).toEqual(['grow 2', 'pass']);
  });
});

describe('main phase: summoning', () => {
  it('level at most the LRIG level, total level at most the limit, limiting condition, empty zones only', () => {
    const m = scenario({ p1: { lrig: [C.tama2], signi: [C.flamber, null, null], hand: [C.caliburn, C.flamber, C.kukri, C.bonya, C.volcano] } });
    const summons = choices(m).filter((c) => c.startsWith('summon'));
    // caliburn (level 3) and Volcano (Hanayo only) are refused; flamber fits (2+2 <= 5), kukri and Tama's bonya too.
    expect(summons).toEqual(['summon 2 2', 'summon 2 3', 'summon 3 2', 'summon 3 3', 'summon 4 2', 'summon 4 3']);
    play(m, 'summon 2 2');
    // Now 4 of limit 5 is used: only level-1 SIGNI fit.
    expect(choices(m).filter((c) => c.startsWith('summon'))).toEqual(['summon 2 3', 'summon 3 3']);
  });

  it('a limiting condition for another LRIG type is refused', () => {
    const m = scenario({ p1: { lrig: [C.hanayo2], hand: [C.bonya, C.amethyst] } });
    expect(choices(m).filter((c) => c.startsWith('summon'))).toEqual(['summon 2 1', 'summon 2 2', 'summon 2 3']);
  });
});

describe('main phase: trashing your SIGNI', () => {
  it('seed rules: any number of times', () => {
    const m = scenario({ p1: { signi: [C.kukri, C.kukri, null] } });
    play(m, 'trash signi 1', 'trash signi 2');
    expect(zone(m, 0, 'trash')).toEqual([C.kukri, C.kukri]);
  });

  it('modern rules: once per main phase, several SIGNI in that one action', () => {
    const m = scenario({ modern: true, p1: { signi: [C.kukri, C.kukri, C.flamber], hand: [C.servantO] } });
    play(m, 'trash signi 1');
    expect(choices(m)).toEqual(['trash signi 2', 'trash signi 3', 'done']);
    play(m, 'trash signi 3', 'done');
    expect(zone(m, 0, 'trash')).toEqual([C.kukri, C.flamber]);
    expect(choices(m).some((c) => c.startsWith('trash'))).toBe(false);
    expect(choices(m)).toContain('summon 1 1');
  });
});

describe('attack phase on the first turn', () => {
  it('the first player skips the whole attack phase on the game\'s first turn', () => {
    const m = scenario({ turn: 1, p1: { lrig: [C.tama1], signi: [C.kukri] }, p2: { hand: [] } });
    play(m, 'pass');
    expect(st(m).active).toBe(1);
    expect(st(m).players[1]!.life).toHaveLength(7);
    expect(st(m).players[0]!.signiDown[0]).toBe(false);
  });

  it('from turn 2 on the attack phase happens', () => {
    const m = scenario({ turn: 2, p1: { lrig: [C.tama1], signi: [C.kukri] } });
    play(m, 'pass');
    expect(choices(m)).toEqual(['attack 1', 'pass']);
  });
});

describe('end phase', () => {
  it('a hand of 7+ is discarded down to 6 by its owner, then "until end of turn" effects end', () => {
    const hand = [C.kukri, C.kukri, C.flamber, C.flamber, C.caliburn, C.caliburn, C.servantO, C.servantD];
    const m = scenario({ p1: { lrig: [C.hanayo3], signi: [C.garnet], hand } });
    const s = st(m);
    s.mods.push({ inst: s.players[0]!.signi[0]!, set: 15000 });
    play(m, 'pass', 'pass', 'pass');
    expect(decider(m)).toBe(0);
    expect(choices(m)[0]).toMatch(/^discard/);
    play(m, 'discard 1', 'discard 1');
    expect(st(m).players[0]!.hand).toHaveLength(6);
    expect(zone(m, 0, 'trash')).toEqual([C.kukri, C.kukri]);
    expect(st(m).active).toBe(1);
    expect(signiPower(st(m), 0, 0)).toBe(7000);
  });
});
