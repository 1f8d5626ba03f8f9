/** WX02 Stirred Selector: the black cards (Ulith, <Devil>, <Ancient Weapon>). */
import { CARD as C, choices, play, scenario, zone } from './helpers.js';
import { X } from './cards-wx02-ids.js';

describe('WX02 black', () => {
  it('Anima: on play put your top 3 cards into your trash', () => {
    const m = scenario({ p1: { lrig: [C.ulith3], hand: [X.anima], deck: [C.kooni, C.cosmo, C.belze, C.carry] } });
    play(m, 'summon 1 1');
    expect(zone(m, 0, 'trash')).toEqual([C.kooni, C.cosmo, C.belze]);
    expect(zone(m, 0, 'deck')).toEqual([C.carry]);
  });

  it('Grave Maker: costs nothing and puts your top 6 cards into your trash', () => {
    const m = scenario({ p1: { hand: [X.graveMaker], deck: Array(7).fill(C.kooni) } });
    play(m, 'spell 1');
    expect(zone(m, 0, 'trash')).toEqual([...Array(6).fill(C.kooni), X.graveMaker]);
    expect(zone(m, 0, 'deck')).toEqual([C.kooni]);
  });
});

describe('WX02 colourless', () => {
  it('Recalled Blessing: a SIGNI (not a spell) from your trash into hand; its Burst does the same', () => {
    const m = scenario({ p1: { hand: [X.recalledBlessing], ener: [C.kooni, C.kooni], trash: [C.tooBad, C.belze, C.kooni] } });
    play(m, 'spell 1', 'pay auto');
    expect(choices(m)).toEqual(['pick wd05-010', 'pick wd05-013']);
    play(m, 'pick wd05-010');
    expect(zone(m, 0, 'hand')).toEqual([C.belze]);
    const b = scenario({ p1: { signi: [C.kukri] }, p2: { life: [X.recalledBlessing], trash: [C.iron] } });
    play(b, 'pass', 'attack 1', 'burst', 'pick wd02-013');
    expect(zone(b, 1, 'hand')).toEqual([C.iron]);
  });
});
