/**
 * WX05 Diabride, Natural Pyroxene: "when this SIGNI has crushed 2 life cloth in all this turn, up it" (trigger
 * `lifeCrushed` `by: this` with `nthThisTurn`), "when one of your <Ore> or <Gem> SIGNI is affected by an effect of the
 * opponent's ARTS, deal damage to the opponent" (trigger `affectedByArts`, rules/arts-affected.ts; op `damageOpponent`), both
 * once per turn, and its Burst. Strict scripted scenarios.
 */
import { RULES } from '../../../src/games/wixoss/rules-text.js';
import { RULES_ZH } from '../../../src/games/wixoss/rules-text.zh.js';
import { CARD as C, choices, decider, play, scenario, st, zone } from './helpers.js';

const X = { diabride: 'WX05-020', hanayoFive: 'WX05-002', darkArts: 'WD05-006' } as const;

describe('Diabride: up again after crushing 2 life cloth this turn', () => {
  it('with Double Crush (Hanayo-Five) one attack crushes 2: it is up and may attack again, once a turn', () => {
    const m = scenario({ phase: 'signiAttack', p1: { lrig: [X.hanayoFive], signi: [null, X.diabride, null] }, p2: { signi: [null, null, null] } });
    play(m, 'attack 2');
    expect(zone(m, 1, 'life').length).toBe(5);
    expect(st(m).players[0]!.signiDown[1]).toBe(false);
    expect(choices(m)).toContain('attack 2');
    play(m, 'attack 2');
    expect(zone(m, 1, 'life').length).toBe(3);
    expect(st(m).players[0]!.signiDown[1]).toBe(true); // the second time is not its once a turn
  });

  it('one crush (the last life cloth) is not 2: it stays down', () => {
    const m = scenario({ phase: 'signiAttack', p1: { lrig: [X.hanayoFive], signi: [null, X.diabride, null] }, p2: { life: [C.kukri], signi: [null, null, null] } });
    play(m, 'attack 2');
    expect(zone(m, 1, 'life').length).toBe(0);
    expect(st(m).players[0]!.signiDown[1]).toBe(true);
  });

  it('crushes by another SIGNI of yours do not count', () => {
    const m = scenario({ phase: 'signiAttack', p1: { lrig: [X.hanayoFive], signi: [C.bronda, X.diabride, null], down: [false, true, false] }, p2: { signi: [null, null, null] } });
    play(m, 'attack 1');
    expect(zone(m, 1, 'life').length).toBe(5);
    expect(st(m).players[0]!.signiDown[1]).toBe(true);
  });
});

describe('Diabride: damage when the opponent\'s ARTS affects your <Ore> or <Gem> SIGNI', () => {
  const table = (ann: (string | null)[]) => scenario({
    active: 1,
    p1: { lrig: [X.hanayoFive], signi: ann },
    p2: { lrig: [C.ulith3], lrigDeck: [X.darkArts, X.darkArts], ener: [C.metsum, C.metsum, C.metsum, C.metsum] },
  });

  it('their ARTS gives your <Ore> SIGNI -7000: the opponent takes damage, once a turn', () => {
    const m = table([C.silvan, X.diabride, null]);
    play(m, 'arts 1', 'pay auto', 'target 1');
    expect(zone(m, 1, 'life').length).toBe(6);
    expect(zone(m, 1, 'ener').length).toBe(2 + 1); // the crushed card (no Life Burst) went to the ener zone
    play(m, 'arts 1', 'pay auto', 'target 2');
    expect(zone(m, 1, 'life').length).toBe(6);
  });

  it('a SIGNI of another class is not one of them; with no life cloth the damage wins', () => {
    const m = table([C.kukri, X.diabride, null]);
    play(m, 'arts 1', 'pay auto', 'target 1');
    expect(zone(m, 1, 'life').length).toBe(7);
    const bare = scenario({ active: 1, p1: { lrig: [X.hanayoFive], signi: [null, X.diabride, null] }, p2: { lrig: [C.ulith3], life: [], lrigDeck: [X.darkArts], ener: [C.metsum, C.metsum] } });
    play(bare, 'arts 1', 'pay auto', 'target 2');
    expect(decider(bare)).toBe(-1);
    expect(st(bare).winner).toBe(0);
  });
});

describe('Diabride\'s Burst', () => {
  it('banishes an opposing SIGNI of power 10000 or less, and crushes one more with 2 or fewer life cloth', () => {
    const burst = (life: string[]) => {
      const m = scenario({ active: 1, phase: 'signiAttack', p1: { life: [X.diabride, ...life], signi: [C.kukri, null, null] }, p2: { signi: [C.caliburn, C.bronda, null] } });
      play(m, 'attack 2', 'burst', 'target 1');
      return m;
    };
    const many = burst([C.kukri, C.kukri, C.kukri]);
    expect(zone(many, 1, 'signi')).toEqual(['-', C.bronda, '-']);
    expect(zone(many, 1, 'life').length).toBe(7);
    const few = burst([C.kukri]);
    expect(zone(few, 1, 'life').length).toBe(6);
  });

  it('its rulings are in `rules wixoss rulings` in English and Chinese', () => {
    const rulings = (topics: typeof RULES) => topics.find((topic) => topic.id === 'rulings')!.body;
    expect(rulings(RULES)).toContain('- Diabride');
    expect(rulings(RULES_ZH)).toContain('- 罗辉石 钻辉新娘');
  });
});
