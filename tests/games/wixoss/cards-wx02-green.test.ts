/** WX02 Stirred Selector: the green cards (<Plant>, <Sky Beast>, <Earth Beast>). */
import { CARD as C, choices, play, scenario, zone } from './helpers.js';
import { X } from './cards-wx02-ids.js';

describe('WX02 green', () => {
  it('Heavy Loss: banish an opposing SIGNI with power 10000 or more; Burst: 12000 or more', () => {
    const m = scenario({ p1: { hand: [X.heavyLoss], ener: [C.koalan, C.koalan] }, p2: { lrig: [C.hanayo4], signi: [C.silvan, C.bronda, C.volcano] } });
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
});
