/** WX02 Stirred Selector: the green cards (<Plant>, <Sky Beast>, <Earth Beast>). */
import { hasLancer, signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';
import { X } from './cards-wx02-ids.js';

const power = (m: ReturnType<typeof scenario>, seat: number, z: number) => signiPower(st(m), seat, z);

describe('WX02 green', () => {
  it('Heavy Loss: banish an opposing SIGNI with power 10000 or more; Burst: 12000 or more', () => {
    const m = scenario({ p1: { lrig: [C.midori3], hand: [X.heavyLoss], ener: [C.koalan, C.koalan] }, p2: { lrig: [C.hanayo4], signi: [C.silvan, C.bronda, C.volcano] } });
    play(m, 'spell 1', 'pay auto');
    expect(choices(m)).toEqual(['target 1', 'target 3']);
    play(m, 'target 1');
    expect(zone(m, 1, 'ener')).toEqual([C.silvan]);
    const b = scenario({ p1: { lrig: [C.midori4], signi: [C.silvan, C.seiryu] }, p2: { life: [X.heavyLoss] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(choices(b)).toEqual(['target 2']);
  });

  it('Monkey: on play put your top card into your ener zone', () => {
    const m = scenario({ p1: { lrig: [C.midori3], hand: [X.monkey], deck: [C.koalan, C.iron] } });
    play(m, 'summon 1 3');
    expect(zone(m, 0, 'ener')).toEqual([C.koalan]);
  });

  it('Mizuaoi / Lotus / Suberia: 12000 / 8000 / 5000 while another <Plant> is on your field', () => {
    const m = scenario({ p1: { signi: [X.mizuaoi, X.lotus, X.suberia] } });
    expect([power(m, 0, 0), power(m, 0, 1), power(m, 0, 2)]).toEqual([12000, 8000, 5000]);
    const beast = scenario({ p1: { signi: [X.mizuaoi, C.koalan] } });
    expect(power(beast, 0, 0)).toBe(8000); // an <Earth Beast> is not a <Plant>
  });

  it('Kiji: on play you may discard a <Sky Beast> or <Earth Beast> SIGNI to put your top 2 cards into ener; Burst: ener charge 1', () => {
    const m = scenario({ p1: { lrig: [C.midori3], hand: [X.kiji, X.mizuaoi, C.koalan], deck: [C.iron, C.kukri, C.sc] } });
    play(m, 'summon 1 1');
    expect(choices(m)).toEqual(['use', 'skip']);
    play(m, 'use');
    expect(choices(m)).toEqual(['discard 2']);
    play(m, 'discard 2');
    expect(zone(m, 0, 'ener')).toEqual([C.iron, C.kukri]);
    expect(zone(m, 0, 'trash')).toEqual([C.koalan]);
  });

  it('Hachi: down it to take the top card if it is a <Sky Beast> or <Earth Beast> SIGNI', () => {
    const m = scenario({ p1: { signi: [X.hachi], deck: [X.kiji, C.iron] } });
    play(m, 'act 1');
    expect(zone(m, 0, 'hand')).toEqual([X.kiji]);
  });

  it('Abundance: 1 ener charge for each <Sky Beast>, <Earth Beast> or <Plant> SIGNI on your field', () => {
    const m = scenario({ p1: { lrig: [C.midori3], hand: [X.abundance], ener: [C.koalan], signi: [X.lotus, C.kukri, C.koalan], deck: [C.iron, C.sc, C.kukri] } });
    play(m, 'spell 1', 'pay auto');
    expect(zone(m, 0, 'ener')).toEqual([C.iron, C.sc]);
  });

  it('Gauche Agnes: on play you may pay [Green] to banish an opposing SIGNI with power 15000 or more', () => {
    const m = scenario({ p1: { lrig: [C.midori4], hand: [X.agnes], ener: [C.koalan] }, p2: { lrig: [C.ulith4], signi: [C.belze, X.lilith] } });
    play(m, 'summon 1 1', 'use', 'pay auto');
    expect(choices(m)).toEqual(['target 2']);
    play(m, 'target 2');
    expect(zone(m, 1, 'ener')).toEqual([X.lilith]);
    const skip = scenario({ p1: { lrig: [C.midori4], hand: [X.agnes], ener: [C.koalan] }, p2: { lrig: [C.ulith4], signi: [X.lilith] } });
    play(skip, 'summon 1 1', 'skip');
    expect(zone(skip, 1, 'signi')).toEqual([X.lilith, '-', '-']);
    expect(zone(skip, 0, 'ener')).toEqual([C.koalan]);
  });

  it('Gauche Agnes: down an up <Plant> SIGNI of yours (itself too) to ener charge 1; not offered without one', () => {
    const m = scenario({ p1: { lrig: [C.midori4], signi: [X.agnes, X.lotus, C.koalan], deck: [C.iron, C.sc] } });
    play(m, 'act 1');
    expect(choices(m)).toEqual(['target own 1', 'target own 2']);
    play(m, 'target own 2');
    expect(st(m).players[0]!.signiDown).toEqual([false, true, false]);
    expect(zone(m, 0, 'ener')).toEqual([C.iron]);
    play(m, 'act 1', 'target own 1');
    expect(zone(m, 0, 'ener')).toEqual([C.iron, C.sc]);
    expect(choices(m)).not.toContain('act 1');
  });

  it('Gauche Agnes Burst: choose banishing an opposing SIGNI with power 10000 or more, or ener charge 1', () => {
    const m = scenario({ p1: { lrig: [C.midori4], signi: [C.silvan, C.kukri] }, p2: { life: [X.agnes], deck: [C.iron] } });
    play(m, 'pass', 'attack 2', 'burst');
    expect(choices(m)).toEqual(['mode 1', 'mode 2']);
    play(m, 'mode 1');
    expect(choices(m)).toEqual(['target 1']);
    play(m, 'target 1');
    expect(zone(m, 0, 'ener')).toEqual([C.silvan]);
    const e = scenario({ p1: { signi: [C.kukri] }, p2: { life: [X.agnes], deck: [C.iron] } });
    play(e, 'pass', 'attack 1', 'burst', 'mode 2');
    expect(zone(e, 1, 'ener')).toEqual([C.iron, X.agnes]);
  });

  it('Plant Wear: your <Sky Beast>, <Earth Beast> and <Plant> SIGNI on the field get Lancer until end of turn', () => {
    const m = scenario({ p1: { lrig: [C.midori4], hand: [X.plantWear], ener: [C.koalan, C.koalan, C.iron, C.iron, C.iron], signi: [C.koalan, X.lotus, C.kukri] },
      p2: { signi: [C.servantO2, C.servantO2, C.servantO2] } });
    play(m, 'spell 1', 'pay auto');
    expect([0, 1, 2].map((z) => hasLancer(st(m), 0, z))).toEqual([true, true, false]);
    play(m, 'pass', 'attack 1');
    expect(zone(m, 1, 'life').length).toBe(6); // banished the blocker and crushed through
    play(m, 'attack 3');
    expect(zone(m, 1, 'life').length).toBe(6);
    while (st(m).active === 0) play(m, 'pass');
    expect(hasLancer(st(m), 0, 0)).toBe(false);
  });

  it('Plant Wear Burst: during your next turn every SIGNI of yours has Lancer (also ones summoned then), not before or after', () => {
    const m = scenario({ p1: { signi: [C.kukri] }, p2: { lrig: [C.midori3], life: [X.plantWear], signi: [null, C.koalan], hand: [C.pandan, C.pandan] } });
    play(m, 'pass', 'attack 1', 'burst');
    expect(hasLancer(st(m), 1, 1)).toBe(false); // not during this turn
    while (st(m).active === 0) play(m, 'pass');
    expect(hasLancer(st(m), 1, 1)).toBe(true);
    while (choices(m)[0] !== 'summon 1 1' && !choices(m).includes('summon 1 1')) play(m, 'pass');
    play(m, 'summon 1 1');
    expect(hasLancer(st(m), 1, 0)).toBe(true);
    while (st(m).active === 1) play(m, choices(m).includes('pass') ? 'pass' : choices(m)[0]!);
    while (st(m).active === 0) play(m, choices(m).includes('pass') ? 'pass' : choices(m)[0]!);
    expect(hasLancer(st(m), 1, 1)).toBe(false); // the turn after that: over
  });
});
