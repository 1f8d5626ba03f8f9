/** Yuzuki-Fourth Warning (WX04): +2000 to your SIGNI while the opponent has 4 or fewer ener; all red ener to the trash, 3 or more crush a life cloth. */
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';

const X = { yuzuki4: 'WX04-002' } as const;
const FOUR = [C.kukri, C.kukri, C.kukri, C.kukri];

describe('Yuzuki-Fourth Warning', () => {
  it('all your SIGNI get +2000 while the opponent has 4 or fewer ener; not with 5', () => {
    const m = scenario({ p1: { lrig: [X.yuzuki4], signi: [C.iron, null, null] }, p2: { lrig: [C.hanayo4], ener: FOUR } });
    expect(signiPower(st(m), 0, 0)).toBe(5000);
    const five = scenario({ p1: { lrig: [X.yuzuki4], signi: [C.iron, null, null] }, p2: { lrig: [C.hanayo4], ener: [...FOUR, C.kukri] } });
    expect(signiPower(st(five), 0, 0)).toBe(3000);
  });
  it('activated: every red ener card goes (others stay); with 3 or more the opponent loses a life cloth', () => {
    const m = scenario({ p1: { lrig: [X.yuzuki4], ener: [C.iron, C.kukri, C.bronda, C.garnet] }, p2: { lrig: [C.hanayo4], life: [C.kukri, C.kukri] } });
    expect(choices(m)).toContain('act lrig');
    play(m, 'act lrig');
    expect(zone(m, 0, 'ener')).toEqual([C.kukri]);
    expect(zone(m, 0, 'trash')).toEqual([C.iron, C.bronda, C.garnet]);
    expect(zone(m, 1, 'life')).toEqual([C.kukri]);
  });
  it('only 2 red cards went: no crush', () => {
    const m = scenario({ p1: { lrig: [X.yuzuki4], ener: [C.iron, C.kukri, C.bronda] }, p2: { lrig: [C.hanayo4], life: [C.kukri, C.kukri] } });
    play(m, 'act lrig');
    expect(zone(m, 0, 'trash')).toEqual([C.iron, C.bronda]);
    expect(zone(m, 1, 'life')).toHaveLength(2);
  });
  it('ruling: with no red card in your ener zone the ability is not offered (the cost would move nothing)', () => {
    const m = scenario({ p1: { lrig: [X.yuzuki4], ener: [C.kukri] }, p2: { lrig: [C.hanayo4] } });
    expect(choices(m)).not.toContain('act lrig');
  });
});
