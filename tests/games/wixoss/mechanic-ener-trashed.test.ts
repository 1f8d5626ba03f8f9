/**
 * WX05 Mušḫuššu, Phantom Dragon Princess: "each time your effect puts a card of the opponent's ener zone into the
 * trash" (trigger `enerTrashed` with `byYourEffect`), +4000 until end of turn; at 20000 or more it has Double Crush
 * and "when this SIGNI attacks, banish 1 opposing SIGNI"; its Burst. Strict scripted scenarios.
 */
import { hasDoubleCrush, signiPower } from '../../../src/games/wixoss/table/power.js';
import { RULES } from '../../../src/games/wixoss/rules-text.js';
import { RULES_ZH } from '../../../src/games/wixoss/rules-text.zh.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';

const X = {
  mushu: 'WX05-021', yuzuki3: 'SP02-002', yuzuki4: 'SP02-001', yuzukiFive: 'WX05-008', midoriType4: 'WX03-009', midoriFive: 'WX05-004', wyvern: 'WX04-068',
} as const;

describe('Mušḫuššu, Phantom Dragon Princess', () => {
  it('+4000 for each opposing ener card your effect trashes; at 20000 it has Double Crush and banishes as it attacks', () => {
    const m = scenario({
      phase: 'grow',
      p1: { lrig: [X.yuzuki3, X.yuzuki4], lrigDeck: [X.yuzukiFive], ener: [C.iron, C.iron, C.iron], signi: [null, X.mushu, null] },
      p2: { ener: [C.kukri, C.metsum, C.caliburn], signi: [C.caliburn, C.iron, null] },
    });
    expect(hasDoubleCrush(st(m), 0, 1)).toBe(false);
    play(m, 'grow 1', 'pay auto', 'pick wd01-013', 'pick wd05-009', 'pick wd01-010'); // Yuzuki-Five's on play: 3 of theirs
    expect(signiPower(st(m), 0, 1)).toBe(24000);
    expect(hasDoubleCrush(st(m), 0, 1)).toBe(true);
    play(m, 'pass', 'attack 2');
    expect(choices(m)).toEqual(['target 1', 'target 2']);
    play(m, 'target 1');
    expect(zone(m, 1, 'signi')).toEqual(['-', '-', '-']); // Caliburn banished as it attacked, Iron in the battle
  });

  it('below 20000 it has neither: one card trashed makes 16000, and its attack banishes nothing before the battle', () => {
    const m = scenario({ p1: { lrig: [X.yuzuki3, X.yuzuki4, X.yuzukiFive], signi: [null, X.mushu, null] }, p2: { ener: [C.kukri], signi: [C.caliburn, C.iron, null] } });
    play(m, 'act lrig', 'pick sp02-001', 'pick wd01-013');
    expect(signiPower(st(m), 0, 1)).toBe(16000);
    expect(hasDoubleCrush(st(m), 0, 1)).toBe(false);
    play(m, 'pass', 'attack 2');
    expect(zone(m, 1, 'signi')).toEqual([C.caliburn, '-', '-']);
  });

  it('the opponent\'s own effect trashing ener does not count, nor your own ener', () => {
    const m = scenario({
      active: 1,
      p1: { lrig: [X.yuzuki4], signi: [null, X.mushu, null], ener: [C.iron] },
      p2: { lrig: [C.midori0, C.midori1, C.midori2, C.midori3, X.midoriType4, X.midoriFive], ener: [C.pandan, C.caliburn] },
    });
    play(m, 'act lrig', 'pick wd04-005', 'pick wd04-004', 'pick wd04-003', 'pick wd04-002', 'pick wx03-009');
    expect(zone(m, 1, 'trash')).toEqual([C.pandan, C.caliburn]);
    expect(zone(m, 0, 'trash')).toEqual([C.iron]);
    expect(signiPower(st(m), 0, 1)).toBe(12000);
  });

  it('[Red][Red][Red]: banish an opposing SIGNI with power 12000 or less', () => {
    const m = scenario({ p1: { lrig: [X.yuzuki4], signi: [null, X.mushu, null], ener: [C.iron, C.iron, C.iron] }, p2: { signi: [C.caliburn, null, null] } });
    play(m, 'act 2', 'pay auto', 'target 1');
    expect(zone(m, 1, 'signi')).toEqual(['-', '-', '-']);
  });

  it('Burst: a <Dragon Beast> SIGNI on top means 2 cards drawn, anything else 1', () => {
    const burst = (top: string) => {
      const m = scenario({ active: 1, phase: 'signiAttack', p1: { life: [X.mushu], deck: [top, C.kukri, C.iron] }, p2: { signi: [C.caliburn, null, null] } });
      play(m, 'attack 1', 'burst');
      return zone(m, 0, 'hand');
    };
    expect(burst(X.wyvern)).toEqual([X.wyvern, C.kukri]);
    expect(burst(C.bonya)).toEqual([C.bonya]);
  });

  it('its rulings are in `rules wixoss rulings` in English and Chinese', () => {
    const rulings = (topics: typeof RULES) => topics.find((topic) => topic.id === 'rulings')!.body;
    expect(rulings(RULES)).toContain('- Mušḫuššu');
    expect(rulings(RULES_ZH)).toContain('- 幻龙姬 怒蛇');
  });
});
