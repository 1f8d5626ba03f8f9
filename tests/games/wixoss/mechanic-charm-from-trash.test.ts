/**
 * Ariton, Fallen Annihilation (WX04): put into the trash from the hand (any discard: trigger `discarded`) or from the
 * deck (a mill, or a card an effect picks from the deck for the trash: `milled`), it may become a Charm (`charmSelf`
 * takes it out of the trash).
 */
import { CARD as C, choices, play, scenario, zone } from './helpers.js';

const X = { ariton: 'WX04-102', whiteSearcher: 'WX01-061', burstSearch: 'WX05-026' } as const;

describe('Ariton, Fallen Annihilation', () => {
  it('discarded as a cost: after the ability resolves you may put it under one of your SIGNI as a Charm', () => {
    const m = scenario({ p1: { lrig: [C.tama3], signi: [X.whiteSearcher, null, null], hand: [X.ariton], deck: [C.kukri, C.iron] }, p2: { lrig: [C.hanayo4] } });
    play(m, 'act 1', 'discard 1', 'pick wd01-013');
    expect(zone(m, 0, 'trash')).toEqual([X.ariton]);
    expect(choices(m)).toEqual(['use', 'skip']);
    play(m, 'use');
    expect(choices(m)).toEqual(['target own 1']);
    play(m, 'target own 1');
    expect(zone(m, 0, 'trash')).toEqual([]);
    expect(zone(m, 0, 'charm')).toEqual([X.ariton, '-', '-']);
  });
  it('milled from the deck (Succu on play): it may go under Succu itself', () => {
    const m = scenario({ p1: { lrig: [C.ulith3], hand: [C.succu], deck: [X.ariton, C.kukri, C.iron, C.belze] }, p2: { lrig: [C.hanayo4] } });
    play(m, 'summon 1 1');
    expect(choices(m)).toEqual(['use', 'skip']);
    play(m, 'use', 'target own 1');
    expect(zone(m, 0, 'charm')).toEqual([X.ariton, '-', '-']);
    expect(zone(m, 0, 'trash')).toEqual([C.kukri, C.iron]);
  });
  it('"you may": skipped, it stays in the trash', () => {
    const m = scenario({ p1: { lrig: [C.ulith3], hand: [C.succu], deck: [X.ariton, C.kukri, C.iron, C.belze] }, p2: { lrig: [C.hanayo4] } });
    play(m, 'summon 1 1', 'skip');
    expect(zone(m, 0, 'trash')).toEqual([X.ariton, C.kukri, C.iron]);
    expect(zone(m, 0, 'signi')).toEqual([C.succu, '-', '-']);
  });
  it('picked from the deck for the trash by an effect (a search into the trash) counts as from the deck', () => {
    const m = scenario({
      phase: 'signiAttack',
      p1: { lrig: [C.hanayo3], signi: [C.iron, null, null] },
      p2: { lrig: [C.ulith3], signi: [null, C.cosmo, null], life: [X.burstSearch], deck: [C.kukri, X.ariton], trash: [C.belze] },
    });
    play(m, 'attack 1', 'burst');
    expect(choices(m)).toContain('pick wx04-102');
    play(m, 'pick wx04-102', 'pick wd05-010');
    expect(choices(m)).toEqual(['use', 'skip']);
    play(m, 'use', 'target own 2');
    expect(zone(m, 1, 'charm')).toEqual(['-', X.ariton, '-']);
  });
});
