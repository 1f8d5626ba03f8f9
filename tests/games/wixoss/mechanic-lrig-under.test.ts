/** Issue 46: cards from under your LRIG into the LRIG trash as an effect, "if you do" (op lrigUnderToTrash; WX05 Last Select). */
import { CARD as C, choices, play, scenario, zone } from './helpers.js';

const LAST_SELECT = 'WX05-007';
const IONA = ['WD07-005', 'WD07-004', 'WD07-003', 'WD07-002', 'WD07-001'];

describe('lrigUnderToTrash', () => {
  it('Last Select: four of the five cards under the LRIG (picked) go to the LRIG trash, then an opposing SIGNI goes to the trash', () => {
    const m = scenario({
      p1: { lrig: [C.tama0, C.tama1, C.tama2, C.tama3, C.tama4, 'WX04-001'], lrigDeck: [LAST_SELECT], ener: [C.kukri, C.metsum] },
      p2: { signi: [C.iron, C.silvan] },
    });
    play(m, 'arts 1', 'pay auto');
    // the target is chosen as it is used
    expect(choices(m)).toEqual(['target 1', 'target 2']);
    play(m, 'target 2');
    expect(choices(m)).toEqual(['pick wd01-005', 'pick wd01-004', 'pick wd01-003', 'pick wd01-002', 'pick wd01-001']);
    play(m, 'pick wd01-003', 'pick wd01-005', 'pick wd01-001');
    expect(choices(m)).toEqual(['pick wd01-004', 'pick wd01-002']);
    play(m, 'pick wd01-002');
    expect(zone(m, 0, 'lrig')).toEqual([C.tama1, 'WX04-001']);
    expect(zone(m, 0, 'lrigTrash')).toEqual([C.tama2, C.tama0, C.tama4, C.tama3, LAST_SELECT]);
    expect(zone(m, 1, 'signi')).toEqual([C.iron, '-', '-']);
    expect(zone(m, 1, 'trash')).toEqual([C.silvan]);
  });

  it('Last Select: with exactly four under, all go without a question; with three, they go but no SIGNI is trashed; Iona may use it too', () => {
    const four = scenario({ p1: { lrig: IONA, lrigDeck: [LAST_SELECT], ener: [C.kukri, C.metsum] }, p2: { signi: [C.iron] } });
    play(four, 'arts 1', 'pay auto', 'target 1');
    expect(zone(four, 0, 'lrig')).toEqual([IONA[4]]);
    expect(zone(four, 1, 'trash')).toEqual([C.iron]);
    const three = scenario({ p1: { lrig: [C.tama1, C.tama2, C.tama3, C.tama4], lrigDeck: [LAST_SELECT], ener: [C.kukri, C.metsum] }, p2: { signi: [C.iron] } });
    play(three, 'arts 1', 'pay auto', 'target 1');
    expect(zone(three, 0, 'lrig')).toEqual([C.tama4]);
    expect(zone(three, 0, 'lrigTrash')).toEqual([C.tama1, C.tama2, C.tama3, LAST_SELECT]);
    expect(zone(three, 1, 'signi')).toEqual([C.iron, '-', '-']);
    // its limiting condition names Tama and Iona: Hanayo may not use it
    const hanayo = scenario({ p1: { lrig: [C.hanayo0, C.hanayo1, C.hanayo2, C.hanayo3, C.hanayo4], lrigDeck: [LAST_SELECT], ener: [C.kukri, C.metsum] }, p2: { signi: [C.iron] } });
    expect(choices(hanayo)).not.toContain('arts 1');
  });
});
