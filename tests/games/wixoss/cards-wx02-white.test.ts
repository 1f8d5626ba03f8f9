/** WX02 Stirred Selector: the white cards (Tama, <Angel>, <Arm>). */
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';
import { X } from './cards-wx02-ids.js';

describe('WX02 white', () => {
  it('Gothic Boundary: 1 opposing SIGNI back to hand', () => {
    const m = scenario({ p1: { lrigDeck: [X.gothicBoundary], ener: [C.kukri, C.kukri, C.iron] }, p2: { signi: [C.iron, C.bronda] } });
    play(m, 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['target 1', 'target 2']);
    play(m, 'target 2');
    expect(zone(m, 1, 'hand')).toEqual([C.bronda]);
    expect(zone(m, 1, 'signi')).toEqual([C.iron, '-', '-']);
    expect(zone(m, 0, 'lrigTrash')).toEqual([X.gothicBoundary]);
  });

  it('Magatama: on play look at the top 3 and put them back in any order', () => {
    const m = scenario({ p1: { hand: [X.magatama], deck: [C.kukri, C.iron, C.flamber, C.caliburn] } });
    play(m, 'summon 1 2');
    expect(choices(m)).toEqual(['top 1', 'top 2', 'top 3']);
    play(m, 'top 2', 'top 2');
    expect(zone(m, 0, 'deck')).toEqual([C.iron, C.flamber, C.kukri, C.caliburn]);
    expect(st(m).tasks).toEqual([]);
  });
});
