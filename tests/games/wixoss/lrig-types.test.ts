/** Ruling: an LRIG of two types (WX02 Yuzuki, also Hanayo) meets the limiting conditions of both and grows onto either. */
import { CARD as C, choices, play, scenario, zone } from './helpers.js';

const YUZUKI_TWO = 'WX02-008';
const YUZUKI_THREE = 'WX02-007';
const UNWANTED_IMPULSE = 'WX02-034'; // a Yuzuki-only spell

describe('LRIG of two types', () => {
  it('meets a Yuzuki-only and a Hanayo-only limiting condition; a plain Hanayo meets only the Hanayo one', () => {
    const yuzuki = scenario({ p1: { lrig: [YUZUKI_TWO], hand: [UNWANTED_IMPULSE, C.amethyst], ener: [C.iron, C.koalan] }, p2: { signi: [C.iron] } });
    expect(choices(yuzuki)).toEqual(expect.arrayContaining(['spell 1', 'summon 2 1']));
    const hanayo = scenario({ p1: { lrig: [C.hanayo2], hand: [UNWANTED_IMPULSE, C.amethyst], ener: [C.iron, C.koalan] }, p2: { signi: [C.iron] } });
    expect(choices(hanayo)).toContain('summon 2 1');
    expect(choices(hanayo)).not.toContain('spell 1');
  });

  it('a Yuzuki grows onto a Hanayo LRIG of the level below (they share a type)', () => {
    const m = scenario({ phase: 'grow', p1: { lrig: [C.hanayo2], lrigDeck: [YUZUKI_THREE], ener: [C.iron, C.koalan] } });
    expect(choices(m)).toContain('grow 1');
    play(m, 'grow 1', 'pay auto');
    expect(zone(m, 0, 'lrig').at(-1)).toBe(YUZUKI_THREE);
  });
});
