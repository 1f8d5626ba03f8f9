/** WX02 Stirred Selector: the blue cards (Eldora, <Water Beast>, <Electric Machine>). */
import { CARD as C, choices, play, scenario, zone } from './helpers.js';
import { X } from './cards-wx02-ids.js';

describe('WX02 blue', () => {
  it('Code Art MMR: on play draw 1, then discard 1', () => {
    const m = scenario({ p1: { lrig: [C.piruluk3], hand: [X.mmr, C.sc], deck: [C.jv, C.drs] } });
    play(m, 'summon 1 1');
    expect(zone(m, 0, 'hand')).toEqual([C.sc, C.jv]);
    expect(choices(m)).toEqual(['discard 1', 'discard 2']);
    play(m, 'discard 1');
    expect(zone(m, 0, 'hand')).toEqual([C.jv]);
    expect(zone(m, 0, 'trash')).toEqual([C.sc]);
  });

  it('SEARCHER: find a SPELL in the deck (not a SIGNI); its Burst does the same', () => {
    const m = scenario({ p1: { hand: [X.searcher], ener: [C.kukri], deck: [C.jv, C.jetting, C.tooBad, C.sc] } });
    play(m, 'spell 1', 'pay auto');
    expect(choices(m)).toEqual(['pick wd01-018', 'pick wd03-015', 'done']);
    play(m, 'pick wd03-015');
    expect(zone(m, 0, 'hand')).toEqual([C.tooBad]);
    expect(zone(m, 0, 'trash')).toEqual([C.kukri, X.searcher]);
    const b = scenario({ p1: { signi: [C.kukri] }, p2: { life: [X.searcher], deck: [C.sc, C.jetting] } });
    play(b, 'pass', 'attack 1', 'burst', 'pick wd01-018');
    expect(zone(b, 1, 'hand')).toEqual([C.jetting]);
  });
});
