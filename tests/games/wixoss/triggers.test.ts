/** Triggered abilities of the booster era: "when ... attacks / is banished / enters", order, costs, once per turn, gained abilities. */
import { addCards } from '../../../src/games/wixoss/cards/db.js';
import type { CardDef } from '../../../src/games/wixoss/cards/types.js';
import { CARD as C, choices, decider, play, scenario, st, zone } from './helpers.js';

const signi = (id: string, en: string, effects: CardDef['effects'], extra: Partial<CardDef> = {}): CardDef => ({
  id, name: { ja: en, en }, type: 'SIGNI', colors: ['white'], level: 1, power: 1000, text: { en: [en], zh: [] }, effects, ...extra,
});

beforeAll(() => {
  addCards([
    signi('TEST-TR-ATK', 'Test Hawk', { triggers: [{ when: 'attack', ops: [{ op: 'banish' }] }] }),
    signi('TEST-TR-WATCH', 'Test Watcher', { triggers: [{ when: 'attack', whose: 'own', filter: { color: 'red' }, ops: [{ op: 'power', on: 'subject', amount: 2000 }] }] }),
    signi('TEST-TR-OPP', 'Test Sentry', { triggers: [{ when: 'attack', whose: 'opponent', ops: [{ op: 'draw', n: 1 }] }] }),
    signi('TEST-TR-DIE', 'Test Moth', { triggers: [{ when: 'banished', ops: [{ op: 'draw', n: 1 }] }] }, { power: 3000 }),
    signi('TEST-TR-PAID', 'Test Heron', { triggers: [{ when: 'attack', cost: { white: 1 }, ops: [{ op: 'draw', n: 1 }] }] }),
    signi('TEST-TR-ONCE', 'Test Crane', { triggers: [{ when: 'attack', whose: 'own', oncePerTurn: true, ops: [{ op: 'draw', n: 1 }] }] }),
    signi('TEST-TR-DC', 'Test Ram', { constant: [{ doubleCrush: true }] }, { power: 5000 }),
    signi('TEST-TR-BURSTY', 'Test Spark', { burst: { ops: [{ op: 'draw', n: 1 }] } }, { lifeBurst: true }),
    signi('TEST-TR-BURSTY2', 'Test Ember', { burst: { ops: [{ op: 'enerCharge', n: 1 }] } }, { lifeBurst: true }),
    signi('TEST-TR-DCL', 'Test Lancer', { constant: [{ doubleCrush: true }, { lancer: true }] }, { power: 5000 }),
    {
      id: 'TEST-TR-CURSE', name: { ja: 'テスト', en: 'Test Curse' }, type: 'SPELL', colors: ['white'], level: 0, cost: {}, text: { en: ['1 of your SIGNI gains: when it is banished, draw 1.'], zh: [] },
      effects: { use: { ops: [{ op: 'gainOne', side: 'own', grant: 0 }] }, grants: [{ when: 'banished', ops: [{ op: 'draw', n: 1 }] }] },
    },
    {
      id: 'TEST-TR-SAC', name: { ja: 'テスト', en: 'Test Sacrifice' }, type: 'SPELL', colors: ['white'], level: 0, cost: {}, text: { en: ['Banish 1 of your SIGNI.'], zh: [] },
      effects: { use: { ops: [{ op: 'banish', side: 'own' }] } },
    },
    signi('TEST-TR-FROMTRASH', 'Test Ghoul', { triggers: [{ when: 'enterField', whose: 'own', from: 'trash', ops: [{ op: 'draw', n: 1 }] }] }),
    {
      id: 'TEST-TR-ARC', name: { ja: 'テスト', en: 'Test Aura' }, type: 'SPELL', colors: ['white'], level: 0, cost: {}, text: { en: ['Your LRIG gains: when it attacks, draw 1.'], zh: [] },
      effects: { use: { ops: [{ op: 'gain', grant: 0 }] }, grants: [{ when: 'attack', ops: [{ op: 'draw', n: 1 }] }] },
    },
    {
      id: 'TEST-TR-DCSPELL', name: { ja: 'テスト', en: 'Test Edge' }, type: 'SPELL', colors: ['white'], level: 0, cost: {}, text: { en: ['1 of your SIGNI gains Double Crush.'], zh: [] },
      effects: { use: { ops: [{ op: 'gainOne', side: 'own', keyword: 'doubleCrush' }] } },
    },
    {
      id: 'TEST-TR-LRIG', name: { ja: 'テスト', en: 'Test Eldora' }, type: 'LRIG', colors: ['white'], level: 3, limit: 8, lrigType: 'Tama', text: { en: ['Each time your life cloth is crushed, you may draw 1.'], zh: [] },
      effects: {
        triggers: [{ when: 'lifeCrushed', whose: 'own', optional: true, ops: [{ op: 'draw', n: 1 }] }],
        activated: [{ ops: [{ op: 'draw', n: 1 }], oncePerTurn: true }, { cost: { white: 1 }, ops: [{ op: 'enerCharge', n: 1 }] }],
      },
    },
  ]);
});

describe('"when this SIGNI attacks"', () => {
  it('resolves before the battle: banishing the blocker turns the attack into damage', () => {
    const m = scenario({ phase: 'signiAttack', p1: { signi: ['TEST-TR-ATK'] }, p2: { signi: [C.caliburn] } });
    play(m, 'attack 1');
    expect(choices(m)).toEqual(['target 1']);
    play(m, 'target 1');
    expect(zone(m, 1, 'ener')).toEqual([C.caliburn, C.kukri]);
    expect(zone(m, 1, 'life')).toHaveLength(6);
  });
});

describe('"when one of your / an opposing SIGNI attacks"', () => {
  it('fires for the attacker that matches the filter, and works on that SIGNI', () => {
    const m = scenario({ phase: 'signiAttack', p1: { signi: ['TEST-TR-WATCH', C.iron] }, p2: { signi: [null, C.amethyst] } });
    // The white watcher attacking: not red, nothing happens.
    play(m, 'attack 1');
    expect(st(m).mods).toEqual([]);
    // Iron (red, 3000) attacks Amethyst (1000) with +2000 first.
    play(m, 'attack 2');
    expect(st(m).mods).toEqual([{ inst: st(m).players[0]!.signi[1], add: 2000 }]);
    expect(zone(m, 1, 'ener')).toEqual([C.kukri, C.amethyst]);
  });

  it('the turn player\'s triggers resolve first, in the order picked; then the opponent\'s', () => {
    const m = scenario({
      phase: 'signiAttack', p1: { signi: ['TEST-TR-ATK', 'TEST-TR-ONCE'], deck: [C.iron, C.flamber] },
      p2: { signi: [C.caliburn, null, 'TEST-TR-OPP'], deck: [C.volcano] },
    });
    play(m, 'attack 1');
    expect(decider(m)).toBe(0);
    expect(choices(m)).toEqual(['resolve 1', 'resolve 2']);
    play(m, 'resolve 2'); // the Crane's draw first
    expect(zone(m, 0, 'hand')).toEqual([C.iron]);
    expect(zone(m, 1, 'hand')).toEqual([]);
    play(m, 'target 1'); // then the Hawk banishes Caliburn; only now the Sentry (seat 2) draws
    expect(zone(m, 1, 'hand')).toEqual([C.volcano]);
    expect(zone(m, 1, 'ener')).toEqual([C.caliburn, C.kukri]);
  });

  it('once per turn: the second attack does not trigger it', () => {
    const m = scenario({ phase: 'signiAttack', p1: { signi: ['TEST-TR-ONCE', C.kukri], deck: [C.iron, C.flamber] }, p2: { signi: [] } });
    play(m, 'attack 1', 'attack 2');
    expect(zone(m, 0, 'hand')).toEqual([C.iron]);
  });

  it('a paid trigger asks use / skip, only when payable, and takes the payment', () => {
    const m = scenario({ phase: 'signiAttack', p1: { signi: ['TEST-TR-PAID', 'TEST-TR-PAID'], ener: [C.kukri], deck: [C.iron, C.flamber] }, p2: { signi: [] } });
    play(m, 'attack 1');
    expect(choices(m)).toEqual(['use', 'skip']);
    play(m, 'use', 'pay auto');
    expect(zone(m, 0, 'hand')).toEqual([C.iron]);
    play(m, 'attack 2'); // no ener left: not asked
    expect(zone(m, 0, 'hand')).toEqual([C.iron]);
    expect(zone(m, 1, 'life')).toHaveLength(5);
  });
});

describe('"when this SIGNI is banished"', () => {
  it('resolves after the battle that banished it, for its owner, though it is in the ener zone by then', () => {
    const m = scenario({ phase: 'signiAttack', p1: { signi: [C.caliburn] }, p2: { signi: ['TEST-TR-DIE'], deck: [C.volcano] } });
    play(m, 'attack 1');
    expect(zone(m, 1, 'ener')).toEqual(['TEST-TR-DIE']);
    expect(zone(m, 1, 'hand')).toEqual([C.volcano]);
  });

  it('a SIGNI its owner trashes is not banished: nothing triggers', () => {
    const m = scenario({ p1: { signi: ['TEST-TR-DIE'], deck: [C.volcano] } });
    play(m, 'trash signi 1');
    expect(zone(m, 0, 'trash')).toEqual(['TEST-TR-DIE']);
    expect(zone(m, 0, 'hand')).toEqual([]);
  });
});

describe('"when a SIGNI enters the field from the trash"', () => {
  it('does not fire for a summon from hand', () => {
    const m = scenario({ p1: { signi: ['TEST-TR-FROMTRASH'], hand: [C.kukri], deck: [C.iron] } });
    play(m, 'summon 1 2');
    expect(zone(m, 0, 'hand')).toEqual([]);
  });
});

describe('[Double Crush]', () => {
  it('crushes two life cloth; their Life Bursts are used in the order their owner picks', () => {
    const m = scenario({ phase: 'signiAttack', p1: { signi: ['TEST-TR-DC'] }, p2: { life: ['TEST-TR-BURSTY', C.getBible, C.kukri], deck: [C.volcano, C.iron] } });
    play(m, 'attack 1');
    // WD01-015 (a spell) has no Life Burst in the starters: only one burst to answer.
    expect(decider(m)).toBe(1);
    expect(choices(m)).toEqual(['burst', 'no burst']);
    play(m, 'burst');
    expect(zone(m, 1, 'hand')).toEqual([C.volcano]);
    expect(zone(m, 1, 'life')).toEqual([C.kukri]);
    expect(zone(m, 1, 'ener').sort()).toEqual([C.getBible, 'TEST-TR-BURSTY'].sort());
  });

  it('two bursts at once: the defender picks which resolves first', () => {
    const m = scenario({ phase: 'signiAttack', p1: { signi: ['TEST-TR-DC'] }, p2: { life: ['TEST-TR-BURSTY', 'TEST-TR-BURSTY', C.kukri] } });
    play(m, 'attack 1');
    // Two copies of one burst: the order cannot matter, so no order question; each asks burst / no burst.
    expect(choices(m)).toEqual(['burst', 'no burst']);
    play(m, 'burst', 'no burst');
    expect(zone(m, 1, 'hand')).toHaveLength(1);
  });

  it('two different bursts at once: their owner picks the order', () => {
    const m = scenario({ phase: 'signiAttack', p1: { signi: ['TEST-TR-DC'] }, p2: { life: ['TEST-TR-BURSTY', 'TEST-TR-BURSTY2', C.kukri], deck: [C.volcano, C.iron] } });
    play(m, 'attack 1');
    expect(decider(m)).toBe(1);
    expect(choices(m)).toEqual(['resolve 1', 'resolve 2']);
    play(m, 'resolve 2', 'burst'); // the Ember first: Volcano to ener
    play(m, 'burst'); // then the Spark: draw Iron
    expect(zone(m, 1, 'hand')).toEqual([C.iron]);
    expect(zone(m, 1, 'ener')).toContain(C.volcano);
  });

  it('Lancer\'s crush stays one card even with Double Crush', () => {
    const m = scenario({ phase: 'signiAttack', p1: { signi: ['TEST-TR-DCL'] }, p2: { signi: [C.kukri], life: [C.kukri, C.kukri, C.kukri] } });
    play(m, 'attack 1');
    expect(zone(m, 1, 'life')).toHaveLength(2);
  });

  it('with one life cloth left only that one is crushed and the defender does not lose; with none, the hit wins', () => {
    const m = scenario({ phase: 'signiAttack', p1: { signi: ['TEST-TR-DC', 'TEST-TR-DC'] }, p2: { life: [C.kukri] } });
    play(m, 'attack 1');
    expect(zone(m, 1, 'life')).toEqual([]);
    expect(st(m).phase).not.toBe('over');
    play(m, 'attack 2');
    expect(st(m).phase).toBe('over');
    expect(st(m).winner).toBe(0);
  });

  it('can be gained until end of turn (gainOne with side own)', () => {
    const m = scenario({ p1: { signi: [C.kukri], hand: ['TEST-TR-DCSPELL'] }, p2: { life: [C.kukri, C.kukri, C.kukri] } });
    play(m, 'spell 1', 'target own 1', 'pass');
    play(m, 'attack 1');
    expect(zone(m, 1, 'life')).toEqual([C.kukri]);
  });
});

describe('abilities gained until end of turn', () => {
  it('a granted "when this LRIG attacks" fires on the LRIG attack and is gone next turn', () => {
    const m = scenario({ p1: { hand: ['TEST-TR-ARC'], deck: [C.iron, C.flamber, C.caliburn] }, p2: { hand: [] } });
    play(m, 'spell 1', 'pass', 'attack lrig');
    expect(zone(m, 0, 'hand')).toEqual([C.iron]);
    play(m, 'no guard');
    expect(st(m).mods).toEqual([]);
  });
});

describe('a SIGNI that left the field', () => {
  it('triggers with the abilities it had there, gained ones included, and they still resolve', () => {
    const m = scenario({ p1: { signi: [C.kukri], hand: ['TEST-TR-CURSE', 'TEST-TR-SAC'], deck: [C.iron, C.flamber] } });
    play(m, 'spell 1', 'target own 1', 'spell 1', 'target own 1');
    expect(zone(m, 0, 'ener')).toEqual([C.kukri]);
    expect(zone(m, 0, 'hand')).toEqual([C.iron]);
    expect(st(m).mods).toEqual([]);
  });
});

describe('LRIG triggers and several activated abilities', () => {
  it('"each time your life cloth is crushed, you may draw": asked per crush', () => {
    const m = scenario({ active: 1, phase: 'signiAttack', p1: { lrig: ['TEST-TR-LRIG'], deck: [C.iron, C.flamber] }, p2: { signi: ['TEST-TR-DC'] } });
    play(m, 'attack 1');
    expect(decider(m)).toBe(0);
    play(m, 'use', 'skip');
    expect(zone(m, 0, 'hand')).toEqual([C.iron]);
  });

  it('each activated ability has its own choice (`act lrig`, `act lrig 2`) and its own once-per-turn', () => {
    const m = scenario({ p1: { lrig: ['TEST-TR-LRIG'], ener: [C.kukri], deck: [C.iron, C.flamber] } });
    expect(choices(m)).toEqual(expect.arrayContaining(['act lrig', 'act lrig 2']));
    play(m, 'act lrig');
    expect(choices(m)).not.toContain('act lrig');
    play(m, 'act lrig 2', 'pay auto');
    expect(zone(m, 0, 'ener')).toEqual([C.flamber]);
  });
});
