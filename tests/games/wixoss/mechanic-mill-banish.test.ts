/**
 * Banishes whose power limit is a count (WX06 Colonel Flathro, Crossbow Flame): attacking, it mills 3 and banishes by
 * how many <Weapon> SIGNI were milled (1: 3000, 2: 8000, 3: 15000 or less); its Burst banishes up to 3000 times the
 * <Weapon> SIGNI in your trash. Strict scripted scenarios.
 */
import { CARD as C, choices, play, scenario, zone } from './helpers.js';

const FLATHRO = 'WX06-018';
const WEAPON = 'WX04-070'; // <Weapon> SIGNI, no abilities
const BIG = 'WX01-053'; // 15000

describe('Colonel Flathro, Crossbow Flame', () => {
  it('two Weapon SIGNI milled: it banishes an opposing SIGNI of power 8000 or less', () => {
    const m = scenario({ p1: { lrig: [C.hanayo4], signi: [FLATHRO], deck: [WEAPON, C.kukri, WEAPON, C.iron] }, p2: { signi: [C.caliburn, C.flamber, C.kukri] } });
    play(m, 'pass', 'attack 1');
    expect(zone(m, 0, 'trash')).toEqual([WEAPON, C.kukri, WEAPON]);
    expect(choices(m)).toEqual(['target 2', 'target 3']); // Flamber 7000, Kukri 3000; Caliburn 10000 is above 8000
    play(m, 'target 2');
    expect(zone(m, 1, 'ener')).toContain(C.flamber);
  });

  it('three: 15000 or less; none: nothing is asked', () => {
    const m = scenario({ p1: { lrig: [C.hanayo4], signi: [FLATHRO], deck: [WEAPON, WEAPON, WEAPON, C.iron] }, p2: { lrig: [C.tama4], signi: [null, BIG, C.caliburn] } });
    play(m, 'pass', 'attack 1');
    expect(choices(m)).toEqual(['target 2', 'target 3']);
    const none = scenario({ p1: { lrig: [C.hanayo4], signi: [FLATHRO], deck: [C.kukri, C.kukri, C.kukri, C.iron] }, p2: { signi: [null, C.kukri] } });
    play(none, 'pass', 'attack 1');
    expect(zone(none, 1, 'signi')).toEqual(['-', C.kukri, '-']);
    expect(choices(none)).toEqual(['attack lrig', 'pass']);
  });

  it('one: 3000 or less', () => {
    const m = scenario({ p1: { lrig: [C.hanayo4], signi: [FLATHRO], deck: [C.kukri, WEAPON, C.kukri, C.iron] }, p2: { signi: [null, C.kukri, C.flamber] } });
    play(m, 'pass', 'attack 1');
    expect(choices(m)).toEqual(['target 2']);
  });

  it('Burst: up to 3000 for each Weapon SIGNI in your trash', () => {
    const m = scenario({ p1: { signi: [C.kukri] }, p2: { life: [FLATHRO], trash: [WEAPON, C.kukri] } }); // 3000: Kukri only
    const p1 = scenario({ p1: { signi: [C.kukri, C.caliburn, C.flamber] }, p2: { life: [FLATHRO], trash: [WEAPON, WEAPON, WEAPON, C.kukri] } });
    play(p1, 'pass', 'attack 1', 'burst');
    expect(choices(p1)).toEqual(['target 1', 'target 3']); // 9000: Kukri and Flamber, not Caliburn
    play(p1, 'target 3');
    expect(zone(p1, 0, 'ener')).toEqual([C.flamber]);
    play(m, 'pass', 'attack 1', 'burst');
    expect(choices(m)).toEqual(['target 1']);
  });
});
