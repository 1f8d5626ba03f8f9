/**
 * Issue 46, power by the levels paid (WD11): Macaron Bugs (discard any number of <Misfortune Insect> SIGNI, -2000
 * for each level discarded) and Mukadesu (-2000 for each level of the SIGNI trashed for its play condition).
 * Strict scripted scenarios.
 */
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';

const X = {
  myuu4: 'WD11-001', macaron: 'WD11-006', mukadesu: 'WD11-007', kuroha: 'WD11-009', workAnt: 'WD11-012', childAnt: 'WD11-014', monshiro: 'WD11-015',
  servantD: 'WD11-016', servantO: 'WD11-017',
} as const;

describe('Macaron Bugs', () => {
  it('the target first, then any number of <Misfortune Insect> SIGNI discarded: -2000 per level they add up to', () => {
    const m = scenario({ p1: { lrig: [X.myuu4], lrigDeck: [X.macaron], ener: [X.monshiro], hand: [X.kuroha, X.servantD, X.workAnt] }, p2: { lrig: [C.tama4], signi: [C.kukri, C.romail] } });
    const before = signiPower(st(m), 1, 1);
    play(m, 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['target 1', 'target 2']);
    play(m, 'target 2');
    expect(choices(m)).toEqual(['discard 1', 'discard 3', 'done']);
    play(m, 'discard 1');
    expect(choices(m)).toEqual(['discard 2', 'done']);
    play(m, 'discard 2');
    expect(choices(m)).toEqual(['done']);
    play(m, 'done');
    expect(zone(m, 0, 'hand')).toEqual([X.servantD]);
    expect(zone(m, 0, 'trash')).toEqual([X.monshiro, X.kuroha, X.workAnt]);
    expect(signiPower(st(m), 1, 1)).toBe(before - 12000);
  });

  it('discarding none gives -0; the question is asked even with no matching card (done alone)', () => {
    const m = scenario({ p1: { lrig: [X.myuu4], lrigDeck: [X.macaron], ener: [X.monshiro], hand: [X.servantD] }, p2: { lrig: [C.tama4], signi: [C.kukri] } });
    const before = signiPower(st(m), 1, 0);
    play(m, 'arts 1', 'pay auto', 'target 1');
    expect(choices(m)).toEqual(['done']);
    play(m, 'done');
    expect(signiPower(st(m), 1, 0)).toBe(before);
    expect(zone(m, 0, 'hand')).toEqual([X.servantD]);
  });
});

describe('Mukadesu, Black Phantom Insect', () => {
  it('played by trashing 2 non-Resona <Misfortune Insect> SIGNI: an opposing SIGNI gets -2000 per level trashed (4 + 2)', () => {
    const m = scenario({ p1: { lrig: [X.myuu4], lrigDeck: [X.mukadesu], signi: [X.kuroha, X.workAnt, X.servantO] }, p2: { lrig: [C.tama4], signi: [C.romail] } });
    const before = signiPower(st(m), 1, 0);
    expect(choices(m)).toContain('resona 1');
    play(m, 'resona 1');
    expect(choices(m)).toEqual(['trash signi 1', 'trash signi 2']);
    play(m, 'trash signi 1', 'trash signi 2', 'zone 2');
    expect(zone(m, 0, 'signi')).toEqual(['-', X.mukadesu, X.servantO]);
    play(m, 'resolve 1', 'target 1');
    expect(signiPower(st(m), 1, 0)).toBe(before - 12000);
  });

  it('two level-1 SIGNI paid: -4000', () => {
    const m = scenario({ p1: { lrig: [X.myuu4], lrigDeck: [X.mukadesu], signi: [X.childAnt, X.childAnt] }, p2: { lrig: [C.tama4], signi: [C.romail] } });
    const before = signiPower(st(m), 1, 0);
    play(m, 'resona 1', 'trash signi 1', 'trash signi 2', 'zone 1', 'resolve 1', 'target 1');
    expect(signiPower(st(m), 1, 0)).toBe(before - 4000);
  });
});
