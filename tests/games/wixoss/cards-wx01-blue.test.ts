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

describe('WX01 blue ARTS', () => {
  it("Anti-Spell: cut in to cancel the spell's effect; the spell still goes to the trash and the window closes", () => {
    const m = scenario({ p1: { hand: [C.firePillar], ener: [C.iron] }, p2: { lrigDeck: [W.antiSpell, W.antiSpell], ener: [C.rmn, C.kukri, C.rmn, C.kukri], signi: [C.kukri] } });
    play(m, 'spell 1', 'pay auto', 'target 1');
    expect(choices(m)).toEqual(['arts 1', 'arts 2', 'pass']);
    play(m, 'arts 1', 'pay auto');
    expect(zone(m, 1, 'signi')).toEqual([C.kukri, '-', '-']);
    expect(zone(m, 0, 'trash')).toEqual([C.iron, C.firePillar]);
    expect(zone(m, 1, 'lrigTrash')).toEqual([W.antiSpell]);
    expect(zone(m, 1, 'lrigDeck')).toEqual([W.antiSpell]); // not asked again: the cancelled spell's window is over
    expect(choices(m)).toContain('pass');
    expect(st(m).active).toBe(0);
    expect(st(m).events.some((e) => /cancelled/.test(e.text))).toBe(true);
  });

  it('Anti-Spell is not offered in the main phase, only as a spell cut-in', () => {
    const m = scenario({ p1: { lrigDeck: [W.antiSpell], ener: [C.rmn, C.kukri] } });
    expect(choices(m)).not.toContain('arts 1');
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
