/** WX01 Served Selector: the blue cards (Piruluk LRIGs, ARTS, SIGNI and spells). */
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';
import { W } from './cards-wx01-ids.js';

describe('WX01 blue spells', () => {
  it('THREE OUT: draw 3, then discard 1', () => {
    const m = scenario({ p1: { hand: [W.threeOut], ener: [C.rmn], deck: [C.iron, C.kukri, C.flamber, C.caliburn] } });
    play(m, 'spell 1', 'pay auto');
    expect(zone(m, 0, 'hand')).toEqual([C.iron, C.kukri, C.flamber]);
    expect(choices(m)).toEqual(['discard 1', 'discard 2', 'discard 3']);
    play(m, 'discard 1');
    expect(zone(m, 0, 'hand')).toEqual([C.kukri, C.flamber]);
    expect(zone(m, 0, 'trash')).toEqual([C.rmn, C.iron, W.threeOut]);
  });
});

describe('WX01 blue SIGNI', () => {
  it('Araial: [Blue], down this: draw 2', () => {
    const m = scenario({ p1: { lrig: [C.piruluk4], signi: [W.araial], ener: [C.rmn], deck: [C.iron, C.kukri, C.flamber] } });
    play(m, 'act 1', 'pay auto');
    expect(zone(m, 0, 'hand')).toEqual([C.iron, C.kukri]);
    expect(st(m).players[0]!.signiDown[0]).toBe(true);
    const broke = scenario({ p1: { lrig: [C.piruluk4], signi: [W.araial], ener: [C.iron] } });
    expect(choices(broke)).not.toContain('act 1');
  });

  it('Shark Lance: down this: draw 1', () => {
    const m = scenario({ p1: { lrig: [C.piruluk3], signi: [null, null, W.sharkLance], deck: [C.iron, C.kukri] } });
    play(m, 'act 3');
    expect(zone(m, 0, 'hand')).toEqual([C.iron]);
    expect(choices(m)).not.toContain('act 3');
  });
});
