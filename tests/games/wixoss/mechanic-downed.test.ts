/**
 * "When one of your up SIGNI is downed" (trigger `downed`, rules/downed.ts): WX05 Sakura, Natural Plant counts only
 * downs by an effect (`byEffect`), never a cost or an attack; WX05 Increasing Force counts every down of your up
 * <Plant> SIGNI this turn and acts on the third (`nthThisTurn`), during your main phase. Strict scripted scenarios.
 */
import { RULES } from '../../../src/games/wixoss/rules-text.js';
import { RULES_ZH } from '../../../src/games/wixoss/rules-text.zh.js';
import { CARD as C, choices, play, scenario, zone } from './helpers.js';

const X = {
  sakura: 'WX05-040', force: 'WX05-042', ansur: 'WX01-049', charger: 'WX01-047', dontMove: 'WD03-007', plantDowner: 'WX02-024',
} as const;

describe('Sakura, Natural Plant', () => {
  it('during your main phase each opposing SIGNI banished puts your top card into your ener zone', () => {
    const m = scenario({
      p1: { lrig: [C.midori4], signi: [X.sakura, null, null], hand: [C.firePillar], ener: [C.iron], deck: [C.bonya, C.kukri] },
      p2: { signi: [C.kukri, null, null] },
    });
    play(m, 'spell 1', 'pay auto', 'target 1');
    expect(zone(m, 1, 'signi')).toEqual(['-', '-', '-']);
    expect(zone(m, 0, 'ener')).toEqual([C.bonya]);
  });

  it('a banish in battle (the attack phase) puts nothing into the ener zone', () => {
    const m = scenario({ phase: 'signiAttack', p1: { lrig: [C.midori4], signi: [X.sakura, null, null], deck: [C.bonya, C.kukri] }, p2: { signi: [C.kukri, null, null] } });
    play(m, 'attack 1');
    expect(zone(m, 1, 'signi')).toEqual(['-', '-', '-']);
    expect(zone(m, 0, 'ener')).toEqual([]);
  });

  it('each of your up SIGNI downed by an effect (here the opponent\'s ARTS) puts your top card into your ener zone', () => {
    const m = scenario({
      active: 1, phase: 'artsTurn',
      p1: { lrig: [C.midori4], signi: [X.sakura, X.ansur, null], down: [false, false, false], deck: [C.bonya, C.kukri, C.iron] },
      p2: { lrig: [C.piruluk3], lrigDeck: [X.dontMove], ener: [C.rmn, C.drs, C.smp] },
    });
    play(m, 'arts 1', 'pay auto', 'target 1', 'target 2');
    expect(zone(m, 0, 'ener')).toEqual([C.bonya, C.kukri]);
  });

  it('a down paid as a cost or by attacking is no effect: nothing more goes into the ener zone', () => {
    const m = scenario({ p1: { lrig: [C.midori4], signi: [X.sakura, X.ansur, null], deck: [C.bonya, C.kukri, C.iron] }, p2: { signi: [null, null, null] } });
    play(m, 'act 2');
    expect(zone(m, 0, 'ener')).toEqual([C.bonya]); // the ability's own charge only
    play(m, 'pass', 'attack 1');
    expect(zone(m, 0, 'ener')).toEqual([C.bonya]);
  });
});

describe('Increasing Force', () => {
  const field = { lrig: [C.midori4], signi: [X.charger, X.ansur, X.plantDowner], deck: [C.bonya, C.kukri, C.iron, C.rmn] };

  it('the third down of your up <Plant> SIGNI this turn banishes, takes an ener card and draws; costs count', () => {
    const m = scenario({ p1: { ...field, hand: [X.force], ener: [C.pandan, C.koalan] }, p2: { signi: [C.kukri, null, null] } });
    play(m, 'spell 1', 'pay auto');
    play(m, 'act 2'); // 1st: Ansur downs itself, ener charge (Bonya)
    play(m, 'act 1', 'pick wd01-014'); // 2nd: the ener card back into hand
    expect(zone(m, 1, 'signi')).toEqual([C.kukri, '-', '-']);
    play(m, 'act 3', 'target own 3'); // 3rd: downed to pay its cost
    expect(choices(m)).toEqual(['target 1']);
    play(m, 'target 1');
    expect(zone(m, 1, 'signi')).toEqual(['-', '-', '-']);
    expect(choices(m)).toEqual(['pick wd01-013']); // Kukri, charged by the third SIGNI's own ability, which resolved first
    play(m, 'pick wd01-013');
    expect(zone(m, 0, 'hand')).toEqual([C.bonya, C.kukri, C.iron]);
    expect(zone(m, 0, 'ener')).toEqual([]);
  });

  it('downs before the spell count too: one before it, two after it make the third', () => {
    const m = scenario({ p1: { ...field, hand: [X.force], ener: [C.pandan, C.koalan, C.seiryu] }, p2: { signi: [C.kukri, null, null] } });
    play(m, 'act 2'); // 1st, before the spell: ener charge (Bonya)
    play(m, 'spell 1', 'pay 1', 'pay 2');
    expect(zone(m, 0, 'ener')).toEqual([C.seiryu, C.bonya]);
    play(m, 'act 1', 'pick wd04-009'); // 2nd
    expect(zone(m, 1, 'signi')).toEqual([C.kukri, '-', '-']);
    play(m, 'act 3', 'target own 3', 'target 1', 'pick wd01-014'); // 3rd
    expect(zone(m, 1, 'signi')).toEqual(['-', '-', '-']);
    expect(zone(m, 0, 'hand')).toEqual([C.seiryu, C.bonya, C.iron]);
  });

  it('outside your main phase the third down does nothing', () => {
    const m = scenario({ p1: { ...field, hand: [X.force], ener: [C.pandan, C.koalan] }, p2: { signi: [null, null, null] } });
    play(m, 'spell 1', 'pay auto', 'act 2', 'act 1', 'pick wd01-014', 'pass');
    play(m, 'attack 3'); // the third down, by attacking in the attack phase
    expect(zone(m, 1, 'life').length).toBe(6);
    expect(zone(m, 0, 'hand')).toEqual([C.bonya]);
  });

  it('Burst: ener charge 1, and 1 more while the ener zone holds 4 or fewer', () => {
    const burst = (ener: string[]) => {
      const m = scenario({ active: 1, phase: 'signiAttack', p1: { life: [X.force], ener, deck: [C.bonya, C.kukri, C.iron] }, p2: { signi: [C.caliburn, null, null] } });
      play(m, 'attack 1', 'burst');
      return zone(m, 0, 'ener').length - ener.length;
    };
    expect(burst([C.iron, C.iron, C.iron])).toBe(2 + 1); // the crushed spell itself goes to the ener zone too
    expect(burst([C.iron, C.iron, C.iron, C.iron])).toBe(1 + 1);
  });
});

describe('rulings', () => {
  it('the downed rulings are in `rules wixoss rulings` in English and Chinese', () => {
    const rulings = (topics: typeof RULES) => topics.find((topic) => topic.id === 'rulings')!.body;
    expect(rulings(RULES)).toContain('- Sakura, Natural Plant');
    expect(rulings(RULES_ZH)).toContain('- 罗植 樱');
  });
});
