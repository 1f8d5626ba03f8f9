/** WX01 Served Selector: LRIG abilities that work on growing (on play) and the level 2 colour auras. */
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';
import { W } from './cards-wx01-ids.js';

const power = (m: ReturnType<typeof scenario>, seat: number, z: number) => signiPower(st(m), seat, z);

/** Ann in her grow phase with `lrigDeck[0]` growable. */
const growing = (lrig: string, into: string, extra: Parameters<typeof scenario>[0] = {}) =>
  scenario({ ...extra, p1: { lrig: [lrig], lrigDeck: [into], ...extra.p1 }, phase: 'grow' });

describe('WX01 level 2 LRIGs: +1000 to your SIGNI of their colour', () => {
  it('Tamayorihime, Shooting Star / Hanayo-Two, Hard Flame / Code Piruluk Beta / Midoriko, Bridal Combat Girl', () => {
    const cases: [string, string, string][] = [[W.tama2, C.kukri, C.iron], [W.hanayo2, C.iron, C.kukri], [W.piruluk2, C.sc, C.kukri], [W.midori2, W.swallow, C.kukri]];
    for (const [lrig, same, otherColour] of cases) {
      const m = scenario({ p1: { lrig: [lrig], signi: [same, otherColour] }, p2: { signi: [same] } });
      expect([power(m, 0, 0), power(m, 0, 1), power(m, 1, 0)]).toEqual([4000, 3000, 3000]);
    }
  });
});

describe('WX01 LRIG on-play abilities (on growing)', () => {
  it('Tamayorihime, Lunar Eclipse Miko: on play you may pay [White] to find a SIGNI of level 2 or less', () => {
    const m = growing(W.tama2, W.tama3, { p1: { ener: [C.kukri, C.kukri, C.kukri], deck: [C.caliburn, C.flamber, C.iron] } });
    play(m, 'grow 1', 'pay auto');
    expect(choices(m)).toEqual(['use', 'skip']);
    play(m, 'use', 'pay auto');
    expect(choices(m)).toEqual(['pick wd01-012', 'pick wd02-013', 'done']);
    play(m, 'pick wd01-012');
    expect(zone(m, 0, 'hand')).toEqual([C.flamber]);
    const skip = growing(W.tama2, W.tama3, { p1: { ener: [C.kukri, C.kukri, C.kukri] } });
    play(skip, 'grow 1', 'pay auto', 'skip');
    expect(zone(skip, 0, 'ener')).toEqual([C.kukri]);
  });

  it('Hanayo-Three, Blazing Flame Dance: on play you may pay [Red] to banish 7000 or less', () => {
    const m = growing(W.hanayo2, W.hanayo3, { p1: { ener: [C.iron, C.iron, C.iron] }, p2: { signi: [C.caliburn, C.flamber] } });
    play(m, 'grow 1', 'pay auto', 'use', 'pay auto');
    expect(choices(m)).toEqual(['target 2']);
    play(m, 'target 2');
    expect(zone(m, 1, 'ener')).toEqual([C.flamber]);
  });

  it('Code Piruluk Gamma: on play you may pay [Blue]: the opponent discards 1', () => {
    const m = growing(W.piruluk2, W.piruluk3, { p1: { ener: [C.rmn, C.rmn, C.rmn] }, p2: { hand: [C.iron, C.kukri] } });
    play(m, 'grow 1', 'pay auto', 'use', 'pay auto');
    expect(choices(m)).toEqual(['discard 1', 'discard 2']);
  });

  it('Midoriko, Feminine Girl Type Three: on play, ener charge 1 (no question)', () => {
    const m = growing(W.midori2, W.midori3, { p1: { ener: [W.swallow, W.swallow], deck: [C.iron, C.kukri] } });
    play(m, 'grow 1', 'pay auto');
    expect(zone(m, 0, 'ener')).toEqual([C.iron]);
    expect(st(m).phase).toBe('main');
  });
});

describe('WX01 level 1 LRIGs: on play you may discard 1 to draw 1', () => {
  it('Tamayorihime, Nova Miko / Hanayo-One / Code Piruluk Alpha / Midoriko Type One', () => {
    const cases: [string, string][] = [[C.tama0, W.tama1], [C.hanayo0, W.hanayo1], [C.piruluk0, W.piruluk1], [C.midori0, W.midori1]];
    for (const [zero, one] of cases) {
      const m = growing(zero, one, { p1: { hand: [C.iron, C.kukri], deck: [C.flamber, C.caliburn] } });
      play(m, 'grow 1');
      expect(choices(m)).toEqual(['use', 'skip']);
      play(m, 'use', 'discard 2');
      expect(zone(m, 0, 'hand')).toEqual([C.iron, C.flamber]);
      expect(zone(m, 0, 'trash')).toEqual([C.kukri]);
    }
    const skip = growing(C.tama0, W.tama1, { p1: { hand: [C.iron], deck: [C.flamber] } });
    play(skip, 'grow 1', 'skip');
    expect(zone(skip, 0, 'hand')).toEqual([C.iron]);
    const empty = growing(C.tama0, W.tama1, { p1: { hand: [], deck: [C.flamber] } });
    play(empty, 'grow 1');
    expect(st(empty).phase).toBe('main'); // nothing to discard: not asked
  });
});
