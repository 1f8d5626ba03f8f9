/**
 * Vier=Rikabuto (WX04-037): "-1000 to every opposing SIGNI for each of your <Poison Fang> SIGNI" as it attacks, an
 * ener charge whenever an opposing SIGNI goes from the field into the trash during your turn, and a Burst whose
 * second -7000 needs a <Poison Fang> SIGNI. Strict scripted scenarios.
 */
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';

const RIKABUTO = 'WX04-037';
const EIN_GAS = 'WX05-079'; // <Poison Fang>, 3000, no abilities
const IONA4 = 'WD07-001'; // Rikabuto's limiting condition
const TO_TRASH = 'WX04-104'; // spell: put 1 opposing SIGNI into its owner's trash
const Q2 = 'WD04-016'; // 10000, no abilities
const SILVAN = 'WD02-010';
const ENER4 = ['WD01-013', 'WD05-013', 'WD05-013', 'WD05-013']; // [White] and 3 black for the spell

describe('Vier=Rikabuto', () => {
  it('attacking, every opposing SIGNI gets -1000 until end of turn for each Poison Fang SIGNI of yours', () => {
    const m = scenario({ p1: { lrig: [IONA4], signi: [RIKABUTO, EIN_GAS] }, p2: { signi: [null, C.caliburn, C.kukri] } });
    play(m, 'pass', 'attack 1');
    expect(signiPower(st(m), 1, 2)).toBe(1000); // Kukri 3000 - 2000
    expect(signiPower(st(m), 1, 1)).toBe(8000);
    const alone = scenario({ p1: { lrig: [IONA4], signi: [null, RIKABUTO] }, p2: { signi: [C.kukri, null, C.caliburn] } });
    play(alone, 'pass', 'attack 2');
    expect(signiPower(st(alone), 1, 0)).toBe(2000); // Rikabuto counts itself
  });

  it('in your turn, an opposing SIGNI put from the field into the trash charges 1 ener; a banish (to the ener zone) does not', () => {
    const m = scenario({ p1: { lrig: [IONA4], signi: [RIKABUTO], hand: [TO_TRASH], ener: ENER4, deck: [C.iron, C.bronda] }, p2: { signi: [C.caliburn, C.kukri] } });
    play(m, 'spell 1', 'pay auto', 'target 1');
    expect(zone(m, 1, 'trash')).toEqual([C.caliburn]);
    expect(zone(m, 0, 'ener')).toEqual([C.iron]);
    play(m, 'pass', 'attack 1');
    expect(zone(m, 1, 'ener')).toEqual([C.kukri]); // banished in battle
    expect(zone(m, 0, 'ener')).toEqual([C.iron]);
  });

  it('in the opponent\'s turn it charges nothing', () => {
    const m = scenario({ active: 1, p1: { lrig: [IONA4], signi: [RIKABUTO], hand: [], deck: [C.iron] }, p2: { lrig: [IONA4], signi: [C.caliburn], hand: [TO_TRASH], ener: ENER4 } });
    play(m, 'spell 1', 'pay auto', 'target 1');
    expect(zone(m, 0, 'trash')).toEqual([RIKABUTO]);
    expect(zone(m, 1, 'ener')).toEqual([]);
    expect(zone(m, 0, 'ener')).toEqual([]);
  });

  it('Burst: -10000 to one SIGNI, and with a Poison Fang SIGNI -7000 to one more (either side)', () => {
    const m = scenario({ p1: { lrig: [C.tama4], signi: [Q2, SILVAN] }, p2: { signi: [EIN_GAS], life: [RIKABUTO] } });
    play(m, 'pass', 'attack 2', 'burst');
    expect(choices(m)).toEqual(['target 1', 'target 2', 'target own 1']);
    play(m, 'target 1');
    expect(choices(m)).toEqual(['target 1', 'target 2', 'target own 1']);
    play(m, 'target 2');
    expect(zone(m, 0, 'ener')).toEqual([Q2]);
    expect(signiPower(st(m), 0, 1)).toBe(3000);
    const lone = scenario({ p1: { lrig: [C.tama4], signi: [Q2, SILVAN] }, p2: { life: [RIKABUTO] } });
    play(lone, 'pass', 'attack 2', 'burst', 'target 1');
    expect(zone(lone, 0, 'ener')).toEqual([Q2]);
    expect(signiPower(st(lone), 0, 1)).toBe(10000);
  });
});
