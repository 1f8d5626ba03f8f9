/**
 * Issue 46: an ARTS used from the LRIG deck without paying its cost (Code Piruluk E: blue, [Main Phase] timing,
 * total cost 3 or less). Strict scripted scenarios.
 */
import { CARD as C, choices, play, scenario, zone } from './helpers.js';

const X = { piruE: 'WX04-011', drawTwo: 'WD03-008', peeping: 'WD03-006', dontMove: 'WD03-007', rococo: 'WD01-006' } as const;

describe('Code Piruluk E', () => {
  it('grown into, pay [Blue]: a blue main-phase ARTS of total cost 3 or less is used free (not an attack-only one, not another colour)', () => {
    const m = scenario({ phase: 'grow', p1: { lrig: [C.piruluk1], lrigDeck: [X.piruE, X.drawTwo, X.dontMove, X.rococo], ener: [C.drs, C.drs], deck: [C.kukri, C.iron, C.iron] } });
    play(m, 'grow 1', 'pay auto', 'use', 'pay auto');
    expect(choices(m)).toEqual(['pick wd03-008', 'done']);
    play(m, 'pick wd03-008');
    expect(zone(m, 0, 'hand')).toEqual([C.kukri, C.iron]);
    expect(zone(m, 0, 'lrigTrash')).toEqual([X.drawTwo]);
    expect(zone(m, 0, 'ener')).toEqual([]);
    expect(zone(m, 0, 'lrigDeck')).toEqual([X.dontMove, X.rococo]);
  });

  it('it may use none (done)', () => {
    const m = scenario({ phase: 'grow', p1: { lrig: [C.piruluk1], lrigDeck: [X.piruE, X.peeping], ener: [C.drs, C.drs] } });
    play(m, 'grow 1', 'pay auto', 'use', 'pay auto');
    expect(choices(m)).toEqual(['pick wd03-006', 'done']);
    play(m, 'done');
    expect(zone(m, 0, 'lrigDeck')).toEqual([X.peeping]);
  });
});
