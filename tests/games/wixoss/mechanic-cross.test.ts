/** Cross (WD10, Tama's Cross deck): crossed pairs, Cross Constant power, Cross On-Play, Heaven, and the cards that look for Cross. */
import { setContentLang } from '../../../src/engine/i18n.js';
import { decisionOf } from '../../../src/engine/match.js';
import { game } from '../../../src/games/wixoss/index.js';
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { crossPairs } from '../../../src/games/wixoss/table/cross.js';
import { evaluateState } from '../../../src/games/wixoss/evaluate.js';
import { RULES } from '../../../src/games/wixoss/rules-text.js';
import { RULES_ZH } from '../../../src/games/wixoss/rules-text.zh.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';

const X = {
  tama4: 'WD10-001', tama3: 'WD10-002', crossroad: 'WD10-008', heckler: 'WD10-009', drasto: 'WD10-010', koch: 'WD10-011',
  stun: 'WD10-013', grenade: 'WD10-015', servantO: 'WD10-017', overlap: 'WD10-018',
} as const;

const power = (m: ReturnType<typeof scenario>, seat: number, z: number) => signiPower(st(m), seat, z);

describe('crossed pairs and Cross Constant power', () => {
  it('Stun just left of Grenade: both crossed, their powers become 8000 and 5000', () => {
    const m = scenario({ p1: { lrig: [X.tama3], signi: [X.stun, X.grenade, null] } });
    expect(crossPairs(st(m), 0)).toEqual([[0, 1]]);
    expect(power(m, 0, 0)).toBe(8000);
    expect(power(m, 0, 1)).toBe(5000);
  });

  it('the wrong side, or a zone between them, is no cross: printed powers', () => {
    const swapped = scenario({ p1: { lrig: [X.tama3], signi: [X.grenade, X.stun, null] } });
    expect(crossPairs(st(swapped), 0)).toEqual([]);
    expect([power(swapped, 0, 0), power(swapped, 0, 1)]).toEqual([2000, 5000]);
    const apart = scenario({ p1: { lrig: [X.tama3], signi: [X.stun, null, X.grenade] } });
    expect(crossPairs(st(apart), 0)).toEqual([]);
    expect([power(apart, 0, 0), power(apart, 0, 2)]).toEqual([5000, 2000]);
  });

  it('Tamayorihime Four: crossed SIGNI get +5000 during your turn only; an uncrossed one gets nothing', () => {
    const mine = scenario({ p1: { lrig: [X.tama4], signi: [X.heckler, X.koch, X.drasto] } });
    expect([power(mine, 0, 0), power(mine, 0, 1), power(mine, 0, 2)]).toEqual([20000, 13000, 10000]);
    const theirs = scenario({ active: 1, p1: { lrig: [X.tama4], signi: [X.heckler, X.koch, X.drasto] } });
    expect([power(theirs, 0, 0), power(theirs, 0, 1), power(theirs, 0, 2)]).toEqual([15000, 8000, 10000]);
  });
});

describe('the bots see Cross power', () => {
  it('a crossed pair scores higher than the same two SIGNI uncrossed', () => {
    const crossed = scenario({ p1: { lrig: [X.tama3], signi: [X.stun, X.grenade, null] } });
    const apart = scenario({ p1: { lrig: [X.tama3], signi: [X.grenade, X.stun, null] } });
    expect(evaluateState(st(crossed), 0)).toBeGreaterThan(evaluateState(st(apart), 0));
  });
});

describe('Cross On-Play (Koch)', () => {
  it('summoned just right of Heckler: it is crossed, so it banishes an opposing SIGNI of power 8000 or less', () => {
    const m = scenario({ p1: { lrig: [X.tama4], signi: [X.heckler, null, null], hand: [X.koch] }, p2: { signi: [C.caliburn, C.flamber, null] } });
    play(m, 'summon 1 2');
    expect(choices(m)).toEqual(['target 2']);
    play(m, 'target 2');
    expect(zone(m, 1, 'ener')).toEqual([C.flamber]);
  });

  it('summoned elsewhere: not crossed, the ability does not trigger', () => {
    const m = scenario({ p1: { lrig: [X.tama4], signi: [X.heckler, null, null], hand: [X.koch] }, p2: { signi: [C.caliburn, C.flamber, null] } });
    play(m, 'summon 1 3');
    expect(zone(m, 1, 'signi')).toEqual([C.caliburn, C.flamber, '-']);
    expect(choices(m)).toEqual(['trash signi 1', 'trash signi 3', 'pass']);
  });
});

describe('Heaven', () => {
  it('the first of the pair to attack does not heaven; the second does: Grenade banishes, Tamayorihime Four draws once', () => {
    const m = scenario({
      phase: 'signiAttack',
      p1: { lrig: [X.tama4], signi: [X.stun, X.grenade, null], deck: [C.iron, C.kukri] },
      p2: { signi: [null, null, X.servantO] },
    });
    play(m, 'attack 1');
    expect(zone(m, 0, 'hand')).toEqual([]);
    expect(choices(m)).toContain('attack 2');
    expect(choices(m)).not.toContain('attack 1');
    play(m, 'attack 2');
    expect(st(m).events.map((e) => (e as { text: string }).text)).toContain("Ann's crossed Stun, Explosive Gun and Grenade, Small Gun heaven");
    // Grenade's "when this SIGNI heavens" and the LRIG's "when your SIGNI heaven" trigger together (not once per SIGNI).
    expect(choices(m)).toEqual(['resolve 1', 'resolve 2']);
    play(m, 'resolve 1');
    expect(choices(m)).toEqual(['use', 'skip']);
    play(m, 'use');
    expect(zone(m, 0, 'hand')).toEqual([C.iron]);
    expect(choices(m)).toEqual(['target 3']);
    play(m, 'target 3');
    expect(zone(m, 1, 'signi')).toEqual(['-', '-', '-']);
  });

  it('Heckler heavens when Koch attacks second: pay [Red] to crush a life cloth', () => {
    const m = scenario({
      phase: 'signiAttack',
      p1: { lrig: [X.tama4], signi: [X.heckler, X.koch, null], ener: [C.iron] },
      p2: { life: [C.kukri, C.kukri, C.kukri] },
    });
    play(m, 'attack 1');
    expect(zone(m, 1, 'life')).toHaveLength(2);
    play(m, 'attack 2');
    // Tamayorihime Four's draw is the first of the two, Heckler's the second.
    expect(choices(m)).toEqual(['resolve 1', 'resolve 2']);
    play(m, 'resolve 2');
    expect(choices(m)).toEqual(['use', 'skip']);
    play(m, 'use', 'pay auto');
    expect(zone(m, 1, 'life')).toHaveLength(1);
    expect(zone(m, 0, 'ener')).toEqual([]);
    play(m, 'skip');
    expect(zone(m, 0, 'hand')).toEqual([]);
  });

  it('an uncrossed SIGNI attacking after another never heavens', () => {
    const m = scenario({ phase: 'signiAttack', p1: { lrig: [X.tama4], signi: [X.grenade, X.stun, null], deck: [C.iron] }, p2: { signi: [null, null, X.servantO] } });
    play(m, 'attack 1', 'attack 2');
    expect(zone(m, 0, 'hand')).toEqual([]);
    expect(zone(m, 1, 'signi')).toEqual(['-', '-', X.servantO]);
  });
});

describe('cards that look for Cross', () => {
  it('Crossroad finds only a SIGNI with a Cross icon', () => {
    const m = scenario({ p1: { lrig: [X.tama3], lrigDeck: [X.crossroad], ener: [C.kukri], deck: [X.drasto, X.koch, C.iron] } });
    play(m, 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['pick wd10-011', 'done']);
    play(m, 'pick wd10-011');
    expect(zone(m, 0, 'hand')).toEqual([X.koch]);
  });

  it('Overlap of Fate: power 3000 or less without a crossed SIGNI; 10000 or less instead with one', () => {
    const plain = scenario({ p1: { lrig: [X.tama3], hand: [X.overlap], ener: [C.iron], signi: [X.stun, null, null] }, p2: { signi: [C.caliburn, C.kukri, C.flamber] } });
    play(plain, 'spell 1', 'pay auto');
    expect(choices(plain)).toEqual(['target 2']);
    const crossed = scenario({ p1: { lrig: [X.tama3], hand: [X.overlap], ener: [C.iron], signi: [X.stun, X.grenade, null] }, p2: { signi: [C.caliburn, C.kukri, C.flamber] } });
    play(crossed, 'spell 1', 'pay auto');
    expect(choices(crossed)).toEqual(['target 1', 'target 2', 'target 3']);
    play(crossed, 'target 1');
    expect(zone(crossed, 1, 'ener')).toEqual([C.caliburn]);
  });
});

describe('Eternal Karma (discard up to 2 <Weapon> SIGNI, then banish that many)', () => {
  it('discards two <Weapon> SIGNI (a non-<Weapon> card is not offered) and banishes two opposing SIGNI', () => {
    const m = scenario({ p1: { lrig: [X.tama4], lrigDeck: ['WD10-007'], ener: [C.iron, C.iron], hand: [C.iron, X.koch, X.drasto] }, p2: { signi: [C.caliburn, C.kukri, C.flamber] } });
    play(m, 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['discard 2', 'discard 3', 'done']);
    play(m, 'discard 2');
    expect(choices(m)).toEqual(['discard 2', 'done']);
    play(m, 'discard 2');
    expect(zone(m, 0, 'hand')).toEqual([C.iron]);
    expect(zone(m, 0, 'trash')).toEqual(expect.arrayContaining([X.drasto, X.koch]));
    expect(choices(m)).toEqual(['target 1', 'target 2', 'target 3']);
    play(m, 'target 1', 'target 3');
    expect(zone(m, 1, 'signi')).toEqual(['-', C.kukri, '-']);
  });

  it('stopping after one banishes one; with no <Weapon> in hand only `done` is offered and nothing is banished', () => {
    const one = scenario({ p1: { lrig: [X.tama4], lrigDeck: ['WD10-007'], ener: [C.iron, C.iron], hand: [X.koch, X.drasto] }, p2: { signi: [C.caliburn, C.kukri, null] } });
    play(one, 'arts 1', 'pay auto', 'discard 1', 'done');
    expect(choices(one)).toEqual(['target 1', 'target 2']);
    play(one, 'target 2');
    expect(zone(one, 1, 'signi')).toEqual([C.caliburn, '-', '-']);
    expect(zone(one, 0, 'hand')).toEqual([X.drasto]);
    const none = scenario({ p1: { lrig: [X.tama4], lrigDeck: ['WD10-007'], ener: [C.iron, C.iron], hand: [C.iron] }, p2: { signi: [C.caliburn, null, null] } });
    play(none, 'arts 1', 'pay auto');
    expect(choices(none)).toEqual(['done']);
    play(none, 'done');
    expect(zone(none, 1, 'signi')).toEqual([C.caliburn, '-', '-']);
  });
});

describe('Dust-Free in All Directions (discard <Weapon> SIGNI to lower its cost)', () => {
  const dustFree = 'WD10-006';

  it('with 2 <Weapon> SIGNI in hand and no ener it is usable: both discards pay it all, then it banishes', () => {
    const m = scenario({ p1: { lrig: [X.tama4], lrigDeck: [dustFree], hand: [X.koch, C.iron, X.drasto] }, p2: { signi: [C.caliburn, null, null] } });
    expect(choices(m)).toContain('arts 1');
    play(m, 'arts 1');
    // `done` is not offered while the rest cannot be paid; the non-<Weapon> card is never offered.
    expect(choices(m)).toEqual(['discard 1', 'discard 3']);
    play(m, 'discard 1');
    expect(choices(m)).toEqual(['discard 2']);
    play(m, 'discard 2');
    expect(zone(m, 0, 'hand')).toEqual([C.iron]);
    expect(choices(m)).toEqual(['target 1']);
    play(m, 'target 1');
    expect(zone(m, 1, 'signi')).toEqual(['-', '-', '-']);
    expect(zone(m, 0, 'lrigTrash')).toEqual([dustFree]);
  });

  it('one discard leaves [Red][Red][Colorless] to pay; without enough ener and <Weapon> cards it is not offered', () => {
    const m = scenario({ p1: { lrig: [X.tama4], lrigDeck: [dustFree], hand: [X.koch], ener: [C.iron, C.iron, C.kukri] }, p2: { signi: [C.caliburn, null, null] } });
    play(m, 'arts 1');
    expect(choices(m)).toEqual(['discard 1']);
    play(m, 'discard 1');
    expect(st(m).tasks.at(-1)).toMatchObject({ kind: 'pay', cost: { red: 2, colorless: 1 } });
    play(m, 'pay auto', 'target 1');
    expect(zone(m, 0, 'ener')).toEqual([]);
    const short = scenario({ p1: { lrig: [X.tama4], lrigDeck: [dustFree], hand: [X.koch, C.iron], ener: [C.iron, C.iron] }, p2: { signi: [C.caliburn, null, null] } });
    expect(choices(short)).not.toContain('arts 1');
  });

  it('the ARTS step is asked alike whether or not the hidden hand holds <Weapon> SIGNI (`pass` alone, then)', () => {
    const without = scenario({ phase: 'artsTurn', p1: { lrig: [X.tama4], lrigDeck: [dustFree], hand: [C.iron, C.iron] } });
    expect(decisionOf(without)).toMatchObject({ seat: 0, choices: ['pass'], hiddenChoices: true });
    const withWeapons = scenario({ phase: 'artsTurn', p1: { lrig: [X.tama4], lrigDeck: [dustFree], hand: [X.koch, X.drasto] } });
    expect(choices(withWeapons)).toEqual(['arts 1', 'pass']);
  });

  it('with the full cost in ener, paying it all without discarding is offered too', () => {
    const m = scenario({ p1: { lrig: [X.tama4], lrigDeck: [dustFree], hand: [X.koch], ener: [C.iron, C.iron, C.iron, C.iron, C.kukri, C.kukri] }, p2: { signi: [C.caliburn, null, null] } });
    play(m, 'arts 1');
    expect(choices(m)).toEqual(['discard 1', 'done']);
    play(m, 'done', 'pay auto', 'target 1');
    expect(zone(m, 0, 'hand')).toEqual([X.koch]);
    expect(zone(m, 0, 'ener')).toEqual([]);
  });
});

describe('the board shows crossed SIGNI', () => {
  it('marks both SIGNI of a pair, in English and Chinese, and in the view data', () => {
    const m = scenario({ p1: { lrig: [X.tama3], signi: [X.stun, X.grenade, X.drasto] } });
    const view = game.view(st(m), 0) as { players: { signi: ({ crossed?: boolean } | null)[] }[] };
    expect(view.players[0]!.signi.map((c) => c?.crossed ?? false)).toEqual([true, true, false]);
    const board = () => JSON.stringify(game.render(game.view(st(m), 0)));
    // Each names the zone of the SIGNI it is crossed with (zone 1 = leftmost); a crowded line says "x2".
    expect(view.players[0]!.signi.map((c) => (c as { crossedWith?: number[] } | null)?.crossedWith)).toEqual([[2], [1], undefined]);
    expect(board()).toMatch(/Stun[^"]* crossed with zone 2/);
    expect(board()).toMatch(/Grenade[^"]* crossed with zone 1/);
    expect(board()).toMatch(/Stun[^"]* x2/);
    expect(board()).not.toMatch(/Drasto[^"]* (crossed|x\d)/);
    setContentLang('zh');
    expect(board()).toMatch(/筒状手榴弹[^"]* 与2号区交错/);
    setContentLang('en');
  });
});

describe('the Cross rulings', () => {
  it('are in `rules wixoss rulings` in English and Chinese', () => {
    const rulings = (topics: typeof RULES) => topics.find((topic) => topic.id === 'rulings')!.body;
    for (const words of ['- Cross:', '- Cross On-Play:', '- Heaven:', 'once per pair', 'Dust-Free in All Directions']) expect(rulings(RULES)).toContain(words);
    for (const words of ['交错（Cross）', '交错出场', '天堂（Heaven）', '每个组合只触发一次', '纵横无尘']) expect(rulings(RULES_ZH)).toContain(words);
  });
});
