/**
 * Tawil=Fyra, Prolonged of Life (WX06-001): "+1000 to your <Angel> SIGNI", and two once-per-turn abilities that put
 * 7 <Angel> SIGNI (the second: 7 of different names; trashToBottom `differentNames`) from the trash on the bottom of
 * the deck, and only if all 7 went, banish / trash an opposing SIGNI. Strict scripted scenarios.
 */
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';

const TAWIL4 = 'WX06-001';
const ANGEL1 = 'WX04-060'; // level 1 <Angel>, 3000, no abilities
/** Seven <Angel> SIGNI of different names. */
const SEVEN_NAMES = ['WX04-060', 'WX04-057', 'WX04-055', 'WX04-039', 'WX02-046', 'WX02-047', 'WX02-049'];

describe('Tawil=Fyra, Prolonged of Life', () => {
  it('your Angel SIGNI get +1000', () => {
    const m = scenario({ p1: { lrig: [TAWIL4], signi: [ANGEL1, C.kukri] } });
    expect(signiPower(st(m), 0, 0)).toBe(4000);
    expect(signiPower(st(m), 0, 1)).toBe(3000);
  });

  it('7 Angel SIGNI from the trash to the deck bottom, then banish 1 opposing SIGNI; once per turn', () => {
    const m = scenario({ p1: { lrig: [TAWIL4], trash: [...Array(7).fill(ANGEL1), C.kukri], deck: [C.iron] }, p2: { signi: [C.caliburn] } });
    play(m, 'act lrig');
    expect(choices(m)).toEqual(['target 1']);
    play(m, 'target 1');
    for (let k = 0; k < 7; k++) {
      expect(choices(m)).toEqual(['pick wx04-060']);
      play(m, 'pick wx04-060');
    }
    expect(zone(m, 0, 'trash')).toEqual([C.kukri]);
    expect(zone(m, 0, 'deck').length).toBe(8);
    expect(zone(m, 1, 'ener')).toEqual([C.caliburn]);
    expect(choices(m)).not.toContain('act lrig');
    expect(choices(m)).toContain('act lrig 2');
  });

  it('with only 6 Angel SIGNI in the trash nothing moves and nothing is banished', () => {
    const m = scenario({ p1: { lrig: [TAWIL4], trash: Array(6).fill(ANGEL1) }, p2: { signi: [C.caliburn] } });
    play(m, 'act lrig', 'target 1');
    expect(zone(m, 0, 'trash').length).toBe(6);
    expect(zone(m, 1, 'signi')).toEqual([C.caliburn, '-', '-']);
  });

  it('the second ability needs 7 different names, and puts the opposing SIGNI into the trash', () => {
    const same = scenario({ p1: { lrig: [TAWIL4], trash: [...SEVEN_NAMES.slice(0, 6), ANGEL1] }, p2: { signi: [C.caliburn] } });
    play(same, 'act lrig 2', 'target 1');
    expect(zone(same, 0, 'trash').length).toBe(7);
    expect(zone(same, 1, 'signi')).toEqual([C.caliburn, '-', '-']);
    const m = scenario({ p1: { lrig: [TAWIL4], trash: [ANGEL1, ...SEVEN_NAMES] }, p2: { signi: [C.caliburn] } });
    play(m, 'act lrig 2', 'target 1', 'pick wx04-060');
    expect(choices(m)).not.toContain('pick wx04-060'); // that name is taken
    for (const id of SEVEN_NAMES.slice(1)) play(m, `pick ${id.toLowerCase()}`);
    expect(zone(m, 0, 'trash')).toEqual([ANGEL1]);
    expect(zone(m, 1, 'trash')).toEqual([C.caliburn]);
  });
});
