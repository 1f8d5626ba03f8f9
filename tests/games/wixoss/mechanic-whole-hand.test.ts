/**
 * Issue 46: discarding the whole hand as an effect's step (Grave Gut's second mode, then up to 2 <Devil> SIGNI from
 * the trash onto the field) and its first mode (up to 2 <Devil> SIGNI from the trash into hand). Strict scenarios.
 */
import { CARD as C, choices, play, scenario, zone } from './helpers.js';

const X = { graveGut: 'SP03-009', servantD: 'WD05-015' } as const;

describe('Grave Gut', () => {
  it('mode 1: up to 2 <Devil> SIGNI from the trash into hand (not other classes); the hand stays', () => {
    const m = scenario({ p1: { lrig: [C.ulith4], lrigDeck: [X.graveGut], hand: [C.kukri], ener: [C.succu, C.succu], trash: [C.metsum, X.servantD, C.cosmo] } });
    play(m, 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['mode 1', 'mode 2']);
    play(m, 'mode 1');
    expect(choices(m)).toEqual(['pick wd05-009', 'pick wd05-012', 'pick wd05-014', 'done']);
    play(m, 'pick wd05-009', 'pick wd05-012');
    expect(zone(m, 0, 'hand')).toEqual([C.kukri, C.metsum, C.cosmo]);
    expect(zone(m, 0, 'trash')).toEqual([X.servantD, C.succu, C.succu]);
  });

  it('mode 2: the whole hand into the trash, then up to 2 <Devil> SIGNI from the trash onto the field (a discarded one too)', () => {
    const m = scenario({ p1: { lrig: [C.ulith4], lrigDeck: [X.graveGut], hand: [C.kukri, C.carry], ener: [C.succu, C.succu], trash: [C.cosmo, X.servantD] } });
    play(m, 'arts 1', 'pay auto', 'mode 2');
    expect(zone(m, 0, 'hand')).toEqual([]);
    expect(zone(m, 0, 'trash')).toEqual([C.cosmo, X.servantD, C.succu, C.succu, C.kukri, C.carry]);
    expect(choices(m)).toEqual(['pick wd05-012', 'pick wd05-014', 'pick wd05-011', 'done']);
    play(m, 'pick wd05-011', 'zone 1', 'pick wd05-012', 'zone 3');
    expect(zone(m, 0, 'signi')).toEqual([C.carry, '-', C.cosmo]);
    expect(zone(m, 0, 'trash')).toEqual([X.servantD, C.succu, C.succu, C.kukri]);
  });
});
