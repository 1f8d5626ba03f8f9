/**
 * Issue 46, use conditions: an ARTS that "can only be used when ..." is not offered (and `explain` says why) while
 * the condition fails (Rekindling Effort: the opponent's ener zone holds 4 or more cards). Strict scripted scenarios.
 */
import { game } from '../../../src/games/wixoss/index.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';

const X = { rekindling: 'WX04-010' } as const;

describe('Rekindling Effort', () => {
  it('is offered only while the opponent has 4 or more ener; then up to 2 of them go to the trash', () => {
    const few = scenario({ p1: { lrig: [C.hanayo4], lrigDeck: [X.rekindling], ener: [C.iron, C.iron] }, p2: { ener: [C.kukri, C.kukri, C.caliburn] } });
    expect(choices(few)).not.toContain('arts 1');
    expect(game.explain!(st(few), 'arts 1')).toMatch(/condition/);
    const m = scenario({ p1: { lrig: [C.hanayo4], lrigDeck: [X.rekindling], ener: [C.iron, C.iron] }, p2: { ener: [C.kukri, C.kukri, C.caliburn, C.servantO] } });
    expect(choices(m)).toContain('arts 1');
    play(m, 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['pick wd01-013', 'pick wd01-010', 'pick wd01-017', 'done']);
    play(m, 'pick wd01-010', 'pick wd01-013');
    expect(zone(m, 1, 'ener')).toEqual([C.kukri, C.servantO]);
    expect(zone(m, 1, 'trash')).toEqual([C.caliburn, C.kukri]);
  });

  it('may stop at one card (up to 2), and needs a Hanayo or Yuzuki LRIG', () => {
    const m = scenario({ p1: { lrig: [C.hanayo4], lrigDeck: [X.rekindling], ener: [C.iron, C.iron] }, p2: { ener: [C.kukri, C.kukri, C.caliburn, C.servantO] } });
    play(m, 'arts 1', 'pay auto', 'pick wd01-017', 'done');
    expect(zone(m, 1, 'trash')).toEqual([C.servantO]);
    const tama = scenario({ p1: { lrig: [C.tama4], lrigDeck: [X.rekindling], ener: [C.iron, C.iron] }, p2: { ener: [C.kukri, C.kukri, C.caliburn, C.servantO] } });
    expect(choices(tama)).not.toContain('arts 1');
  });
});
