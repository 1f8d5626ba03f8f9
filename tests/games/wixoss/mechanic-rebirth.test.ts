/**
 * Rebirth (WX04-036): banish any number of your <Beautiful Technique> SIGNI, then put as many from the deck onto the
 * field (op banishOwnThenPut); its Burst takes every <Beautiful Technique> SIGNI of the top 3. Strict scripted scenarios.
 */
import { CARD as C, choices, play, scenario, zone } from './helpers.js';

const REBIRTH = 'WX04-036';
const ANNE4 = 'SP07-001'; // Rebirth's limiting condition
const BEAUTY1 = 'WX05-071';
const BEAUTY2 = 'WX05-070';
const BEAUTY3 = 'WX05-067';
const BEAUTY4 = 'WX05-039';
const GREEN2 = [C.pandan, C.pandan]; // green cards to pay [Green][Green]

describe('Rebirth', () => {
  it('banishes the picked Beautiful Technique SIGNI together, then puts as many from the deck onto the field', () => {
    const m = scenario({ p1: { lrig: [ANNE4], hand: [REBIRTH], ener: GREEN2, signi: [BEAUTY1, BEAUTY2, C.kukri], deck: [C.iron, BEAUTY3, BEAUTY4, C.bronda] } });
    play(m, 'spell 1', 'pay auto');
    expect(choices(m)).toEqual(['target own 1', 'target own 2', 'done']);
    play(m, 'target own 1');
    expect(choices(m)).toEqual(['target own 2', 'done']);
    play(m, 'target own 2', 'done');
    expect(zone(m, 0, 'ener')).toEqual([BEAUTY1, BEAUTY2]);
    expect(choices(m)).toEqual(['pick wx05-067', 'pick wx05-039', 'done']);
    play(m, 'pick wx05-067', 'zone 1', 'pick wx05-039', 'zone 2');
    expect(zone(m, 0, 'signi')).toEqual([BEAUTY3, BEAUTY4, C.kukri]);
    expect(zone(m, 0, 'deck').sort()).toEqual([C.bronda, C.iron].sort());
  });

  it('banishing none puts none', () => {
    const m = scenario({ p1: { lrig: [ANNE4], hand: [REBIRTH], ener: GREEN2, signi: [BEAUTY1], deck: [BEAUTY3, C.iron] } });
    play(m, 'spell 1', 'pay auto', 'done');
    expect(zone(m, 0, 'signi')).toEqual([BEAUTY1, '-', '-']);
    expect(choices(m)).toContain('pass');
  });

  it('Burst: every Beautiful Technique SIGNI of the top 3 into hand, the rest into the trash', () => {
    const m = scenario({ p1: { signi: [C.kukri] }, p2: { life: [REBIRTH], deck: [BEAUTY1, C.iron, BEAUTY2, C.bronda] } });
    play(m, 'pass', 'attack 1', 'burst');
    expect(zone(m, 1, 'hand')).toEqual([BEAUTY1, BEAUTY2]);
    expect(zone(m, 1, 'trash')).toEqual(expect.arrayContaining([C.iron]));
    expect(zone(m, 1, 'deck')).toEqual([C.bronda]);
  });
});
