/** WX01 Served Selector: the colourless cards (Servants, Knowledge spells, Salvage, Charging). */
import { CARD as C, choices, play, scenario, zone } from './helpers.js';
import { W } from './cards-wx01-ids.js';

describe('WX01 colourless cards', () => {
  it('Servant Q, T, D, O: Guard; Burst: ener charge 1', () => {
    for (const id of [W.servantQ, W.servantT, W.servantD, W.servantO]) {
      const b = scenario({ p1: { signi: [C.kukri] }, p2: { life: [id], deck: [C.iron] } });
      play(b, 'pass', 'attack 1', 'burst');
      expect(zone(b, 1, 'ener')).toEqual([C.iron, id]);
    }
    const g = scenario({ p2: { hand: [W.servantQ, W.servantT, W.servantD, W.servantO] } });
    play(g, 'pass', 'attack lrig');
    expect(choices(g)).toEqual(['guard 1', 'guard 2', 'guard 3', 'guard 4', 'no guard']);
  });

  it('Encompassing Knowledge: draw 2 for 2 of any colour; Burst: ener charge 1', () => {
    const m = scenario({ p1: { hand: [W.encompassing], ener: [C.iron, C.kukri], deck: [C.flamber, C.caliburn, C.iron] } });
    play(m, 'spell 1', 'pay auto');
    expect(zone(m, 0, 'hand')).toEqual([C.flamber, C.caliburn]);
    const b = scenario({ p1: { signi: [C.kukri] }, p2: { life: [W.encompassing], deck: [C.iron] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(zone(b, 1, 'ener')).toEqual([C.iron, W.encompassing]);
  });

  it('Jetting Knowledge (WX01 printing): draw 1 for free; Burst: ener charge 1', () => {
    const m = scenario({ p1: { hand: [W.jetting], deck: [C.iron, C.kukri] } });
    play(m, 'spell 1');
    expect(zone(m, 0, 'hand')).toEqual([C.iron]);
    const b = scenario({ p1: { signi: [C.kukri] }, p2: { life: [W.jetting], deck: [C.iron] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(zone(b, 1, 'ener')).toEqual([C.iron, W.jetting]);
  });

  it('Salvage: 1 SIGNI sharing a colour with your LRIG from the trash; colourless never matches (ruling)', () => {
    const m = scenario({ p1: { lrig: [C.tama3], lrigDeck: [W.salvage], ener: [C.iron], trash: [C.iron, C.servantO, C.flamber, C.jetting, C.kukri] } });
    play(m, 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['pick wd01-012', 'pick wd01-013']); // white SIGNI only: no red, colourless or spell
    play(m, 'pick wd01-013');
    expect(zone(m, 0, 'hand')).toEqual([C.kukri]);
    const red = scenario({ p1: { lrig: [C.hanayo3], lrigDeck: [W.salvage], ener: [C.iron], trash: [C.iron, C.flamber] } });
    play(red, 'arts 1', 'pay auto', 'pick wd02-013');
    expect(zone(red, 0, 'hand')).toEqual([C.iron]);
    const none = scenario({ p1: { lrig: [C.tama3], lrigDeck: [W.salvage], ener: [C.iron], trash: [C.servantO, C.iron] } });
    play(none, 'arts 1', 'pay auto');
    expect(zone(none, 0, 'hand')).toEqual([]); // nothing fits: it resolves doing nothing
    expect(zone(none, 0, 'lrigTrash')).toEqual([W.salvage]);
  });

  it('Charging: an ARTS for no cost that puts your top card into the ener zone', () => {
    const m = scenario({ p1: { lrigDeck: [W.charging], deck: [C.iron, C.kukri] } });
    play(m, 'arts 1');
    expect(zone(m, 0, 'ener')).toEqual([C.iron]);
    expect(zone(m, 0, 'lrigTrash')).toEqual([W.charging]);
  });
});
