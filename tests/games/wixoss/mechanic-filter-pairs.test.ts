/**
 * One card for each of several filters (WX04 Hammer, Ultimate Breaker): the cost "put one of your <Arm> SIGNI and one
 * of your <Weapon> SIGNI from the field into the trash" (trashEach) and the Burst's "discard one <Arm> SIGNI and one
 * <Weapon> SIGNI; if you do" (discardEach); a card of both classes stands for either. Strict scripted scenarios.
 */
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';

const HAMMER = 'WX04-040';
const WEAPON = 'WX04-070'; // <Weapon>, no abilities
const BOTH = 'WX05-047'; // <Arm> and <Weapon>

describe('Hammer, Ultimate Breaker', () => {
  it('its power is 15000 while you have a Weapon SIGNI', () => {
    expect(signiPower(st(scenario({ p1: { lrig: [C.tama4], signi: [HAMMER, WEAPON] } })), 0, 0)).toBe(15000);
    expect(signiPower(st(scenario({ p1: { lrig: [C.tama4], signi: [HAMMER, C.kukri] } })), 0, 0)).toBe(12000);
  });

  it('trashing an Arm SIGNI (itself too) and a Weapon SIGNI, it banishes 1 opposing SIGNI', () => {
    const m = scenario({ p1: { lrig: [C.tama4], signi: [HAMMER, WEAPON] }, p2: { signi: [C.caliburn] } });
    play(m, 'act 1');
    expect(choices(m)).toEqual(['trash signi 1', 'trash signi 2']);
    play(m, 'trash signi 1');
    expect(choices(m)).toEqual(['trash signi 2']);
    play(m, 'trash signi 2', 'target 1');
    expect(zone(m, 0, 'trash')).toEqual([HAMMER, WEAPON]);
    expect(zone(m, 1, 'ener')).toEqual([C.caliburn]);
  });

  it('not offered without a Weapon SIGNI; a SIGNI of both classes counts once', () => {
    expect(choices(scenario({ p1: { lrig: [C.tama4], signi: [HAMMER, C.kukri] }, p2: { signi: [C.caliburn] } }))).not.toContain('act 1');
    const m = scenario({ p1: { lrig: [C.tama4], signi: [HAMMER, BOTH, C.kukri] }, p2: { signi: [C.caliburn] } });
    play(m, 'act 1', 'trash signi 1');
    expect(choices(m)).toEqual(['trash signi 2']); // Both must be the Weapon: Kukri is no Weapon
  });

  it('Burst: discards an Arm and a Weapon SIGNI, then returns 1 opposing SIGNI and banishes 1', () => {
    const m = scenario({ p1: { signi: [C.kukri, C.flamber, C.caliburn] }, p2: { lrig: [C.tama4], life: [HAMMER], hand: [C.iron, WEAPON, C.bronda, C.kukri] } });
    play(m, 'pass', 'attack 1', 'burst', 'target 2', 'target 3');
    expect(choices(m)).toEqual(['discard 2', 'discard 4']);
    play(m, 'discard 4');
    expect(choices(m)).toEqual(['discard 2']);
    play(m, 'discard 2');
    expect(zone(m, 1, 'trash')).toEqual([C.kukri, WEAPON]);
    expect(zone(m, 0, 'hand')).toEqual([C.flamber]);
    expect(zone(m, 0, 'ener')).toEqual([C.caliburn]);
  });

  it('Burst: without both, nothing is discarded and nothing happens', () => {
    const m = scenario({ p1: { signi: [C.kukri, C.flamber] }, p2: { lrig: [C.tama4], life: [HAMMER], hand: [C.kukri, C.iron] } });
    play(m, 'pass', 'attack 1', 'burst', 'target 2', 'target 1');
    // Asked all the same, with `skip` alone: whether it is asked tells Ann nothing of Bob's hand.
    expect(choices(m)).toEqual(['skip']);
    play(m, 'skip');
    expect(zone(m, 1, 'hand')).toEqual([C.kukri, C.iron]);
    expect(zone(m, 0, 'signi')).toEqual([C.kukri, C.flamber, '-']);
  });
});
