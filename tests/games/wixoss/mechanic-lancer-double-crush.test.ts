/**
 * Lancer and Double Crush from new sources (WX04 on): a keyword while the LRIG is red and the SIGNI sits in the
 * middle zone (Kakusen), power set while the SIGNI has Lancer (Beagle), a keyword bought by trashing the SIGNI
 * itself (Turquo); and Evil's Soul, whose -1000 per level of your <Devil> SIGNI may leave it as a Charm.
 */
import { hasDoubleCrush, hasLancer, signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';

const X = { kakusen: 'WX06-026', beagle: 'WX04-088', turquo: 'WX04-069', evilsSoul: 'WX04-103', rubyl: 'WX01-066', ulith4: 'WD05-001', maimon: 'WX04-098' } as const;

describe('Kakusen, Natural Stone', () => {
  it('has Double Crush only in the middle zone with a red LRIG', () => {
    expect(hasDoubleCrush(st(scenario({ p1: { lrig: [C.hanayo4], signi: [null, X.kakusen] } })), 0, 1)).toBe(true);
    expect(hasDoubleCrush(st(scenario({ p1: { lrig: [C.hanayo4], signi: [X.kakusen] } })), 0, 0)).toBe(false);
    expect(hasDoubleCrush(st(scenario({ p1: { lrig: [C.tama4], signi: [null, X.kakusen] } })), 0, 1)).toBe(false);
  });

  it('attacking an empty zone from the middle crushes 2 life cloth', () => {
    const m = scenario({ phase: 'signiAttack', p1: { lrig: [C.hanayo4], signi: [null, X.kakusen] }, p2: { life: [C.kukri, C.kukri, C.kukri] } });
    play(m, 'attack 2');
    expect(st(m).players[1]!.life.length).toBe(1);
  });
});

describe('Beagle, Phantom Beast', () => {
  it('pay [Green]x3: it gets Lancer until end of turn, and its power is then 10000', () => {
    const m = scenario({ p1: { lrig: [C.midori4], signi: [X.beagle], ener: [C.seiryu, C.seiryu, C.seiryu] } });
    expect(signiPower(st(m), 0, 0)).toBe(5000);
    play(m, 'act 1', 'pay auto');
    expect(hasLancer(st(m), 0, 0)).toBe(true);
    expect(signiPower(st(m), 0, 0)).toBe(10000);
  });
});

describe('Turquo, Natural Stone', () => {
  it('pay [Red][Red] and trash Turquo itself: an <Ore> or <Gem> SIGNI of yours gets Double Crush (Turquo is not offered)', () => {
    const m = scenario({ p1: { lrig: [C.hanayo4], signi: [X.turquo, C.iron, X.rubyl], ener: [C.iron, C.iron] } });
    play(m, 'act 1', 'pay auto');
    expect(zone(m, 0, 'trash')).toEqual([X.turquo, C.iron, C.iron]);
    expect(choices(m)).toEqual(['target own 2', 'target own 3']);
    play(m, 'target own 3');
    expect(hasDoubleCrush(st(m), 0, 2)).toBe(true);
    expect(hasDoubleCrush(st(m), 0, 1)).toBe(false);
  });
});

describe("Evil's Soul", () => {
  it('-1000 per level of your <Devil> SIGNI, then it may become the Charm of a <Devil> SIGNI instead of going to the trash', () => {
    const m = scenario({ p1: { lrig: [X.ulith4], hand: [X.evilsSoul], signi: [X.maimon, C.metsum], ener: [C.kooni, C.kooni] }, p2: { lrig: [C.tama4], signi: [C.romail] } });
    const before = signiPower(st(m), 1, 0);
    play(m, 'spell 1', 'pay auto', 'target 1');
    expect(choices(m)).toEqual(['target own 1', 'target own 2', 'skip']);
    play(m, 'target own 1');
    expect(signiPower(st(m), 1, 0)).toBe(before - 6000); // Maimon (2) + Metsum (4)
    expect(zone(m, 0, 'charm')).toEqual([X.evilsSoul, '-', '-']);
    expect(zone(m, 0, 'trash')).toEqual([C.kooni, C.kooni]);
    expect(signiPower(st(m), 0, 0)).toBe(10000);
  });

  it('skip: the spell goes to the trash', () => {
    const m = scenario({ p1: { lrig: [X.ulith4], hand: [X.evilsSoul], signi: [X.maimon], ener: [C.kooni, C.kooni] }, p2: { lrig: [C.tama4], signi: [C.romail] } });
    play(m, 'spell 1', 'pay auto', 'target 1', 'skip');
    expect(zone(m, 0, 'trash')).toContain(X.evilsSoul);
  });
});
