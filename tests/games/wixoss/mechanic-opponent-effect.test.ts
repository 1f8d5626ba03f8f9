/**
 * "Cannot be banished by the opponent's effects" (constant noBanishByOpp; WX06 Tride, Greatspear, with its condition:
 * a white LRIG and the middle SIGNI zone). A battle and rule processing (power 0 or less) are no effects. Strict
 * scripted scenarios.
 */
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, decider, play, scenario, st, zone } from './helpers.js';

const TRIDE = 'WX06-022';
const BIG = 'WX01-053'; // 15000, no abilities
const CANNON = 'WX01-039'; // Activated, [Red], down this: banish 1 opposing SIGNI with power 10000 or less

describe('Tride, Greatspear', () => {
  it('in the middle zone under a white LRIG its power is 10000; elsewhere, or under another colour, 8000', () => {
    expect(signiPower(st(scenario({ p1: { lrig: [C.tama4], signi: [null, TRIDE] } })), 0, 1)).toBe(10000);
    expect(signiPower(st(scenario({ p1: { lrig: [C.tama4], signi: [TRIDE] } })), 0, 0)).toBe(8000);
    expect(signiPower(st(scenario({ p1: { lrig: [C.hanayo4], signi: [null, TRIDE] } })), 0, 1)).toBe(8000);
  });

  it('then the opponent\'s effect cannot banish it; in another zone it can', () => {
    const kept = scenario({ active: 1, p1: { lrig: [C.tama4], signi: [null, TRIDE] }, p2: { lrig: [C.hanayo4], signi: [CANNON], ener: [C.iron] } });
    play(kept, 'act 1', 'pay auto', 'target 2');
    expect(zone(kept, 0, 'signi')).toEqual(['-', TRIDE, '-']);
    const lost = scenario({ active: 1, p1: { lrig: [C.tama4], signi: [TRIDE] }, p2: { lrig: [C.hanayo4], signi: [CANNON], ener: [C.iron] } });
    play(lost, 'act 1', 'pay auto', 'target 1');
    expect(zone(lost, 0, 'ener')).toEqual([TRIDE]);
  });

  it('a battle still banishes it, and so does power 0 or less', () => {
    const m = scenario({ active: 1, p1: { lrig: [C.tama4], signi: [null, TRIDE] }, p2: { lrig: [C.tama4], signi: [null, C.romail] } });
    play(m, 'pass', 'attack 2');
    expect(zone(m, 0, 'ener')).toEqual([TRIDE]);
    const weak = scenario({ active: 1, p1: { lrig: [C.tama4], signi: [null, TRIDE] }, p2: { lrig: [C.hanayo4], signi: [CANNON], ener: [C.iron] } });
    st(weak).mods.push({ inst: st(weak).players[0]!.signi[1]!, add: -10000 });
    play(weak, 'pass');
    expect(zone(weak, 0, 'ener')).toEqual([TRIDE]);
  });
});

const MUNKARUN = 'WX06-016';
const TAWIL4 = 'WX06-001'; // Munkarun's limiting condition; its own Angels get +1000
const BOUNCER = 'WX01-035'; // Activated, [White], down this: return 1 opposing SIGNI to its owner's hand
const ANGEL1 = 'WX04-060';
const ANGEL2 = 'WX04-057';
const ANGEL3 = 'WX04-055';

describe('Munkarun, Elder Sister Deity of the Holy Tomb', () => {
  it('gets +1000 for each other Angel SIGNI of yours', () => {
    const m = scenario({ p1: { lrig: [TAWIL4], signi: [MUNKARUN, ANGEL1, C.kukri] } });
    expect(signiPower(st(m), 0, 0)).toBe(14000); // 12000, +1000 for the Angel, +1000 from Tawil=Fyra
  });

  it('moved off the field by an opposing effect, it puts a level 3 or lower Angel from the deck onto the field', () => {
    const m = scenario({
      active: 1,
      p1: { lrig: [TAWIL4], signi: [MUNKARUN], deck: [C.kukri, 'WX04-039', ANGEL3, ANGEL2] },
      p2: { lrig: [C.tama4], signi: [BOUNCER], ener: [C.kukri] },
    });
    play(m, 'act 1', 'pay auto', 'target 1');
    expect(zone(m, 0, 'hand')).toEqual([MUNKARUN]);
    expect(decider(m)).toBe(0);
    expect(choices(m)).toEqual(['pick wx04-055', 'pick wx04-057', 'done']); // the level 4 Angel does not fit
    play(m, 'pick wx04-055', 'zone 2');
    expect(zone(m, 0, 'signi')).toEqual(['-', ANGEL3, '-']);
  });

  it('a battle, or its own player, moving it triggers nothing', () => {
    const m = scenario({ active: 1, p1: { lrig: [TAWIL4], signi: [MUNKARUN], deck: [ANGEL2] }, p2: { lrig: [C.tama4], signi: [BIG] } });
    play(m, 'pass', 'attack 1');
    expect(zone(m, 0, 'ener')).toEqual([MUNKARUN]);
    expect(choices(m)).toEqual(['attack lrig', 'pass']);
    const own = scenario({ p1: { lrig: [TAWIL4], signi: [MUNKARUN], hand: [ANGEL2], deck: [ANGEL2] } });
    play(own, 'trash signi 1');
    expect(zone(own, 0, 'trash')).toEqual([MUNKARUN]);
    expect(choices(own)).toContain('pass');
    expect(zone(own, 0, 'signi')).toEqual(['-', '-', '-']);
  });

  it('Burst: finds 2 Angel SIGNI of the same level', () => {
    const m = scenario({ p1: { signi: [C.kukri] }, p2: { life: [MUNKARUN], deck: [ANGEL1, ANGEL2, 'WX02-049', C.kukri] } });
    play(m, 'pass', 'attack 1', 'burst');
    expect(choices(m)).toEqual(['pick wx04-060', 'pick wx04-057', 'pick wx02-049', 'done']);
    play(m, 'pick wx04-060');
    expect(choices(m)).toEqual(['pick wx02-049', 'done']); // level 1 only
    play(m, 'pick wx02-049');
    expect(zone(m, 1, 'hand')).toEqual([ANGEL1, 'WX02-049']);
  });
});
