/**
 * Issue 46, salvage: an ARTS back from the LRIG trash to the LRIG deck (Spirit Salvage, not itself), and up to 2
 * SIGNI sharing your LRIG's colour from the trash (Oversalvage). Strict scripted scenarios.
 */
import { CARD as C, choices, play, scenario, zone } from './helpers.js';

const X = { spiritSalvage: 'SP01-009', oversalvage: 'WX04-026' } as const;

describe('Spirit Salvage', () => {
  it('returns an ARTS other than Spirit Salvage from the LRIG trash to the LRIG deck (no LRIG, no other Spirit Salvage)', () => {
    const m = scenario({ p1: { lrig: [C.tama4], lrigDeck: [X.spiritSalvage], ener: [C.kukri], lrigTrash: [X.spiritSalvage, C.tama3, C.avon] } });
    play(m, 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['pick wd01-007']);
    play(m, 'pick wd01-007');
    expect(zone(m, 0, 'lrigDeck')).toEqual([C.avon]);
    expect(zone(m, 0, 'lrigTrash')).toEqual([X.spiritSalvage, C.tama3, X.spiritSalvage]);
  });
});

describe('Oversalvage', () => {
  it('takes up to 2 SIGNI sharing a colour with the LRIG from the trash; not other colours, not spells', () => {
    const m = scenario({ p1: { lrig: [C.tama4], lrigDeck: [X.oversalvage], ener: [C.iron, C.iron, C.iron], trash: [C.iron, C.caliburn, C.getBible, C.trett] } });
    play(m, 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['pick wd01-010', 'pick wd01-011', 'done']);
    play(m, 'pick wd01-010', 'pick wd01-011');
    expect(zone(m, 0, 'hand')).toEqual([C.caliburn, C.trett]);
    expect(zone(m, 0, 'trash')).toEqual([C.iron, C.getBible, C.iron, C.iron, C.iron]);
  });

  it('may stop after one', () => {
    const m = scenario({ p1: { lrig: [C.tama4], lrigDeck: [X.oversalvage], ener: [C.iron, C.iron, C.iron], trash: [C.caliburn, C.trett] } });
    play(m, 'arts 1', 'pay auto', 'pick wd01-011', 'done');
    expect(zone(m, 0, 'hand')).toEqual([C.trett]);
  });
});
