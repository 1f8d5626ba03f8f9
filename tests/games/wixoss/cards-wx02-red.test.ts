/** WX02 Stirred Selector: the red cards (Yuzuki, <Weapon>, <Gem>). */
import { CARD as C, choices, play, scenario, zone } from './helpers.js';
import { X } from './cards-wx02-ids.js';

describe('WX02 red', () => {
  it('Hisui: on play banish an opposing SIGNI with power 2000 or less', () => {
    const m = scenario({ p1: { lrig: [C.hanayo3], hand: [X.hisui] }, p2: { signi: [C.iron, C.servantO, C.servantO2] } });
    play(m, 'summon 1 1');
    expect(choices(m)).toEqual(['target 2', 'target 3']);
    play(m, 'target 3');
    expect(zone(m, 1, 'ener')).toEqual([C.servantO2]);
  });
});
