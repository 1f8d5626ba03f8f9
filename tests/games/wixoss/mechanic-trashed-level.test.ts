/** Issue 46: power "for each level of the SIGNI put into the trash this way" (powerAll `perTrashedLevel`; WX05 Hate Impress). */
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';

const HATE_IMPRESS = 'WX05-015';
const SPORE = 'WX05-074'; // Drei=Spore, level 3 <Poison Fang>
const GAS = 'WX05-079'; // Ein=Gas, level 1 <Poison Fang>

describe('powerAll perTrashedLevel', () => {
  it('Hate Impress: trashing a level 3 <Poison Fang> SIGNI gives every opposing SIGNI -6000 until end of turn (only <Poison Fang> may go)', () => {
    const m = scenario({
      p1: { lrig: [C.ulith4], lrigDeck: [HATE_IMPRESS], ener: [C.metsum, C.kukri], signi: [GAS, SPORE, C.metsum] },
      p2: { lrig: [C.hanayo4], signi: [C.silvan, 'WD04-016', C.iron] },
    });
    play(m, 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['target own 1', 'target own 2']);
    play(m, 'target own 2');
    expect(zone(m, 0, 'signi')).toEqual([GAS, '-', C.metsum]);
    expect(zone(m, 0, 'trash')).toContain(SPORE);
    // Iron (3000) is banished by rule processing at 0 or less; Silvan 10000 -> 4000, Servant Q2 10000 -> 4000
    expect(signiPower(st(m), 1, 0)).toBe(4000);
    expect(signiPower(st(m), 1, 1)).toBe(4000);
    expect(zone(m, 1, 'signi')[2]).toBe('-');
  });

  it('Hate Impress: with a level 1 SIGNI it is -2000; with no <Poison Fang> SIGNI nothing happens', () => {
    const m = scenario({ p1: { lrig: [C.ulith4], lrigDeck: [HATE_IMPRESS], ener: [C.metsum, C.kukri], signi: [GAS] }, p2: { signi: [C.silvan] } });
    play(m, 'arts 1', 'pay auto', 'target own 1');
    expect(signiPower(st(m), 1, 0)).toBe(8000);
    const none = scenario({ p1: { lrig: [C.ulith4], lrigDeck: [HATE_IMPRESS], ener: [C.metsum, C.kukri], signi: [C.metsum] }, p2: { signi: [C.silvan] } });
    play(none, 'arts 1', 'pay auto');
    expect(signiPower(st(none), 1, 0)).toBe(10000);
    expect(zone(none, 0, 'signi')).toEqual([C.metsum, '-', '-']);
  });
});
