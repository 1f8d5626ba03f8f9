/**
 * Issue 46: using the opponent's spell as your own (Mind Mines): they reveal until a spell, the rest is shuffled
 * back; you may use it free (it resolves for you, then goes to their trash), or it goes to their trash unused.
 * Strict scripted scenarios.
 */
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';

const X = { mindMines: 'WX04-015', mirurun3: 'WX04-012', threeOut: 'WX01-084' } as const;

describe('Mind Mines', () => {
  it('the first spell of their deck is used by you for free: you draw 3 and discard 1; it ends in their trash', () => {
    const m = scenario({ p1: { lrig: [X.mirurun3], lrigDeck: [X.mindMines], ener: [C.drs], deck: [C.kukri, C.iron, C.caliburn, C.iron] }, p2: { deck: [C.kukri, C.iron, X.threeOut, C.caliburn] } });
    play(m, 'arts 1', 'pay auto');
    expect(st(m).events.some((e) => /until a spell/.test(e.text))).toBe(true);
    expect(zone(m, 1, 'check')).toEqual([X.threeOut]);
    expect([...zone(m, 1, 'deck')].sort()).toEqual([C.kukri, C.iron, C.caliburn].sort());
    expect(choices(m)).toEqual(['use', 'skip']);
    play(m, 'use');
    expect(zone(m, 0, 'hand')).toEqual([C.kukri, C.iron, C.caliburn]);
    play(m, 'discard 2');
    expect(zone(m, 0, 'trash')).toEqual([C.drs, C.iron]);
    expect(zone(m, 1, 'trash')).toEqual([X.threeOut]);
    expect(zone(m, 1, 'check')).toEqual([]);
  });

  it('not used: the spell goes to their trash; no spell in their deck: all is revealed and shuffled back', () => {
    const m = scenario({ p1: { lrig: [X.mirurun3], lrigDeck: [X.mindMines], ener: [C.drs] }, p2: { deck: [C.kukri, X.threeOut] } });
    play(m, 'arts 1', 'pay auto', 'skip');
    expect(zone(m, 1, 'trash')).toEqual([X.threeOut]);
    expect(zone(m, 0, 'hand')).toEqual([]);
    const none = scenario({ p1: { lrig: [X.mirurun3], lrigDeck: [X.mindMines], ener: [C.drs] }, p2: { deck: [C.kukri, C.iron] } });
    play(none, 'arts 1', 'pay auto');
    expect(choices(none)).not.toContain('use');
    expect([...zone(none, 1, 'deck')].sort()).toEqual([C.kukri, C.iron].sort());
  });
});
