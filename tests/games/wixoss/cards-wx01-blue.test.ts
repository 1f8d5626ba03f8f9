/** WX01 Served Selector: the blue cards (Piruluk LRIGs, ARTS, SIGNI and spells). */
import { addCards } from '../../../src/games/wixoss/cards/db.js';
import { game } from '../../../src/games/wixoss/index.js';
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';
import { W } from './cards-wx01-ids.js';

const power = (m: ReturnType<typeof scenario>, seat: number, z: number) => signiPower(st(m), seat, z);

beforeAll(() => {
  addCards([{ id: 'TEST-BLUE3', name: { ja: 'テスト', en: 'Test Blue Three' }, type: 'SPELL', colors: ['blue'], level: 0, cost: { blue: 1, colorless: 2 }, text: { en: ['Draw 1.'], zh: [] },
    effects: { use: { ops: [{ op: 'draw', n: 1 }] } } }]);
});

describe('WX01 blue spells', () => {
  it('SNATCHER: the opponent discards 2; then, if their hand is empty, draw 1; Burst: a random discard', () => {
    const m = scenario({ p1: { lrig: [C.piruluk3], hand: [W.snatcher], ener: [C.rmn, C.rmn, C.kukri], deck: [C.iron, C.iron] }, p2: { hand: [C.iron, C.kukri] } });
    play(m, 'spell 1', 'pay auto');
    expect(choices(m)).toEqual(['discard 1', 'discard 2']);
    expect(st(m).tasks.length).toBeGreaterThan(0);
    play(m, 'discard 1', 'discard 1');
    expect(zone(m, 0, 'hand')).toEqual([C.iron]);
    const three = scenario({ p1: { lrig: [C.piruluk3], hand: [W.snatcher], ener: [C.rmn, C.rmn, C.kukri], deck: [C.iron, C.iron] }, p2: { hand: [C.iron, C.kukri, C.flamber] } });
    play(three, 'spell 1', 'pay auto', 'discard 1', 'discard 1');
    expect(zone(three, 0, 'hand')).toEqual([]); // one card left: no draw
    const b = scenario({ p1: { signi: [C.kukri], hand: [C.iron, C.kukri] }, p2: { life: [W.snatcher] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(zone(b, 0, 'hand')).toHaveLength(1);
  });

  it('SNATCHER\'s Burst discarding the only hand card shows it to the burster: the move cannot be taken back', () => {
    const b = scenario({ p1: { signi: [C.kukri], hand: [C.iron] }, p2: { life: [W.snatcher] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(zone(b, 0, 'hand')).toEqual([]);
    expect(zone(b, 0, 'trash')).toEqual([C.iron]);
    expect(b.moves[b.moves.length - 1]!.locked).toBe(true);
  });

  it('BAD CONDITION: usable only while the opponent has no cards in hand; banish 1 opposing SIGNI', () => {
    const m = scenario({ p1: { lrig: [C.piruluk3], hand: [W.badCondition], ener: [C.rmn] }, p2: { lrig: [C.hanayo4], hand: [], signi: [W.godEater] } });
    play(m, 'spell 1', 'pay auto', 'target 1');
    expect(zone(m, 1, 'ener')).toEqual([W.godEater]);
    const held = scenario({ p1: { lrig: [C.piruluk3], hand: [W.badCondition], ener: [C.rmn] }, p2: { hand: [C.iron], signi: [C.iron] } });
    expect(choices(held)).not.toContain('spell 1');
    expect(game.explain!(st(held), 'spell 1')).toMatch(/condition/);
  });

  it('spells with a limiting condition (SNATCHER, BAD CONDITION) need an LRIG of that type (ruling)', () => {
    const m = scenario({ p1: { lrig: [C.tama3], hand: [W.badCondition], ener: [C.rmn] }, p2: { hand: [], signi: [C.iron] } });
    expect(choices(m)).not.toContain('spell 1');
    expect(game.explain!(st(m), 'spell 1')).toMatch(/Piruluk/);
  });

  it('THREE OUT: draw 3, then discard 1', () => {
    const m = scenario({ p1: { hand: [W.threeOut], ener: [C.rmn], deck: [C.iron, C.kukri, C.flamber, C.caliburn] } });
    play(m, 'spell 1', 'pay auto');
    expect(zone(m, 0, 'hand')).toEqual([C.iron, C.kukri, C.flamber]);
    expect(choices(m)).toEqual(['discard 1', 'discard 2', 'discard 3']);
    play(m, 'discard 1');
    expect(zone(m, 0, 'hand')).toEqual([C.kukri, C.flamber]);
    expect(zone(m, 0, 'trash')).toEqual([C.rmn, C.iron, W.threeOut]);
  });
});

describe('WX01 blue freezes', () => {
  it("Code Art PZL: on play freeze an opposing SIGNI of level 3 or less: it stays down in its owner's next up phase", () => {
    const m = scenario({ p1: { lrig: [C.piruluk3], hand: [W.pzl] }, p2: { lrig: [C.hanayo4], signi: [C.silvan, W.godEater], down: [true, true], hand: [C.iron] } });
    play(m, 'summon 1 1');
    expect(choices(m)).toEqual(['target 1']); // God Eater is level 4
    play(m, 'target 1', 'pass', 'pass', 'pass');
    expect(st(m).active).toBe(1);
    expect(st(m).players[1]!.signiDown).toEqual([true, false, false]); // Silvan stayed down, God Eater is up
  });

  it('Code Art PZL Burst: discard 1, then the opponent discards 1', () => {
    const b = scenario({ p1: { signi: [C.kukri], hand: [C.iron, C.kukri] }, p2: { life: [W.pzl], hand: [C.flamber, C.iron] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(choices(b)).toEqual(['discard 1', 'discard 2']);
    play(b, 'discard 1');
    expect(choices(b)).toEqual(['discard 1', 'discard 2']);
    play(b, 'discard 2');
    expect(zone(b, 1, 'hand')).toEqual([C.iron]);
    expect(zone(b, 0, 'hand')).toEqual([C.iron]);
  });

  it('Code Art WTC / TV: freeze an opposing SIGNI of level 2 or less / of level 1; Burst: draw 1', () => {
    const m = scenario({ p1: { lrig: [C.piruluk3], hand: [W.wtc, W.tv] }, p2: { signi: [C.kukri, C.flamber, C.silvan] } });
    play(m, 'summon 1 1');
    expect(choices(m)).toEqual(['target 1', 'target 2']);
    play(m, 'target 2', 'summon 1 2');
    expect(choices(m)).toEqual(['target 1']);
    play(m, 'target 1');
    expect(st(m).frozen.length).toBe(2);
  });

  it('FREEZE: down and freeze every opposing SIGNI; Burst: up to 2 of them', () => {
    const m = scenario({ p1: { hand: [W.freeze], ener: [C.rmn] }, p2: { lrig: [C.hanayo4], signi: [C.kukri, W.godEater] } });
    play(m, 'spell 1', 'pay auto');
    expect(st(m).players[1]!.signiDown).toEqual([true, true, false]);
    expect(st(m).frozen.length).toBe(2);
    const b = scenario({ p1: { signi: [C.kukri, C.flamber, C.iron] }, p2: { life: [W.freeze] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(choices(b)).toEqual(['target 1', 'target 2', 'target 3', 'done']); // a downed SIGNI may be frozen too
    play(b, 'target 1', 'target 2');
    expect(st(b).players[0]!.signiDown).toEqual([true, true, false]);
    expect(st(b).frozen.length).toBe(2);
  });
});

describe('WX01 blue ARTS', () => {
  it("Anti-Spell: cut in to cancel the spell's effect; the spell still goes to the trash and the window closes", () => {
    const m = scenario({ p1: { hand: [C.firePillar], ener: [C.iron] }, p2: { lrigDeck: [W.antiSpell, W.antiSpell], ener: [C.rmn, C.kukri, C.rmn, C.kukri], signi: [C.kukri] } });
    play(m, 'spell 1', 'pay auto', 'target 1');
    expect(choices(m)).toEqual(['arts 1', 'arts 2', 'pass']);
    play(m, 'arts 1', 'pay auto');
    expect(zone(m, 1, 'signi')).toEqual([C.kukri, '-', '-']);
    expect(zone(m, 0, 'trash')).toEqual([C.iron, C.firePillar]);
    expect(zone(m, 1, 'lrigTrash')).toEqual([W.antiSpell]);
    expect(zone(m, 1, 'lrigDeck')).toEqual([W.antiSpell]); // not asked again: the cancelled spell's window is over
    expect(choices(m)).toContain('pass');
    expect(st(m).active).toBe(0);
    expect(st(m).events.some((e) => /cancelled/.test(e.text))).toBe(true);
  });

  it('Anti-Spell is not offered in the main phase, only as a spell cut-in', () => {
    const m = scenario({ p1: { lrigDeck: [W.antiSpell], ener: [C.rmn, C.kukri] } });
    expect(choices(m)).not.toContain('arts 1');
  });
});

describe('WX01 blue SIGNI', () => {
  it('Code Art IDOL / ADB / STG / FAN: their set power while you hold enough more cards than the opponent', () => {
    const hand = (n: number) => Array(n).fill(C.kukri);
    const m = scenario({ p1: { lrig: [C.piruluk4], signi: [W.idol, W.adb, W.stg], hand: hand(5) }, p2: { hand: hand(2) } });
    expect([0, 1, 2].map((z) => power(m, 0, z))).toEqual([18000, 12000, 8000]); // 3 more
    const two = scenario({ p1: { lrig: [C.piruluk4], signi: [W.idol, W.adb, W.stg], hand: hand(4) }, p2: { hand: hand(2) } });
    expect([0, 1, 2].map((z) => power(two, 0, z))).toEqual([12000, 12000, 8000]); // 2 more: IDOL keeps its printed 12000
    const one = scenario({ p1: { lrig: [C.piruluk4], signi: [W.fan, W.adb], hand: hand(3) }, p2: { hand: hand(2) } });
    expect([power(one, 0, 0), power(one, 0, 1)]).toEqual([5000, 8000]);
    const even = scenario({ p1: { signi: [W.fan] }, p2: { hand: [] } });
    expect(power(even, 0, 0)).toBe(2000); // 0 against 0 is not more
  });

  it('Code Art FAN: the power follows the hands as they change (discarding switches it off)', () => {
    const m = scenario({ p1: { lrig: [C.piruluk3], signi: [W.fan, C.rfr], hand: [C.kukri, C.iron] }, p2: { hand: [C.iron] } });
    expect(power(m, 0, 0)).toBe(5000);
    st(m).players[0]!.hand.pop(); // (set-up: one card fewer)
    expect(power(m, 0, 0)).toBe(2000);
  });

  it("Code Heart VAC: your blue spells cost [Colorless] less per VAC, never below their coloured part; other spells are not cheaper", () => {
    const m = scenario({ p1: { lrig: [C.piruluk4], signi: [W.vac], hand: ['TEST-BLUE3', C.firePillar], ener: [C.rmn, C.kukri], deck: [C.iron, C.iron] } });
    expect(choices(m)).toContain('spell 1'); // [Blue] + 1 instead of [Blue] + 2
    play(m, 'spell 1', 'pay auto');
    expect(zone(m, 0, 'ener')).toEqual([]);
    expect(zone(m, 0, 'trash')).toEqual([C.rmn, C.kukri, 'TEST-BLUE3']);
    const none = scenario({ p1: { lrig: [C.piruluk4], hand: ['TEST-BLUE3'], ener: [C.rmn, C.kukri] } });
    expect(choices(none)).not.toContain('spell 1');
    const two = scenario({ p1: { lrig: [C.piruluk4], signi: [W.vac, null, W.vac], hand: ['TEST-BLUE3', C.tooBad], ener: [C.rmn] }, p2: { hand: [C.iron] } });
    expect(choices(two)).toContain('spell 1'); // [Blue] alone
    const red = scenario({ p1: { lrig: [C.piruluk4], signi: [W.vac], hand: [C.firePillar], ener: [C.iron] } });
    expect(choices(red)).toContain('spell 1'); // Roaring Fire Pillar costs its [Red] as printed
    const coloured = scenario({ p1: { lrig: [C.piruluk4], signi: [W.vac, null, W.vac], hand: [C.tooBad], ener: [] }, p2: { hand: [C.iron] } });
    expect(choices(coloured)).not.toContain('spell 1'); // TOO BAD's [Blue] is not reduced
  });

  it('Code Heart VAC: on play you may pay [Blue] for a discard; Act [Blue][Blue]: a spell from the trash; Burst: the opponent discards 1', () => {
    const m = scenario({ p1: { lrig: [C.piruluk4], hand: [W.vac], ener: [C.rmn, C.rmn, C.rmn], trash: [C.iron, C.tooBad] }, p2: { hand: [C.iron, C.kukri] } });
    play(m, 'summon 1 1', 'use', 'pay auto');
    expect(choices(m)).toEqual(['discard 1', 'discard 2']);
    expect(st(m).tasks.length).toBeGreaterThan(0);
    play(m, 'discard 2');
    expect(zone(m, 1, 'hand')).toEqual([C.iron]);
    play(m, 'act 1', 'pay auto');
    expect(choices(m)).toEqual(['pick wd03-015']);
    play(m, 'pick wd03-015');
    expect(zone(m, 0, 'hand')).toEqual([C.tooBad]);
    const b = scenario({ p1: { signi: [C.kukri], hand: [C.iron, C.kukri] }, p2: { life: [W.vac] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(choices(b)).toEqual(['discard 1', 'discard 2']);
  });

  it('Araial: [Blue], down this: draw 2', () => {
    const m = scenario({ p1: { lrig: [C.piruluk4], signi: [W.araial], ener: [C.rmn], deck: [C.iron, C.kukri, C.flamber] } });
    play(m, 'act 1', 'pay auto');
    expect(zone(m, 0, 'hand')).toEqual([C.iron, C.kukri]);
    expect(st(m).players[0]!.signiDown[0]).toBe(true);
    const broke = scenario({ p1: { lrig: [C.piruluk4], signi: [W.araial], ener: [C.iron] } });
    expect(choices(broke)).not.toContain('act 1');
  });

  it('Shark Lance: down this: draw 1', () => {
    const m = scenario({ p1: { lrig: [C.piruluk3], signi: [null, null, W.sharkLance], deck: [C.iron, C.kukri] } });
    play(m, 'act 3');
    expect(zone(m, 0, 'hand')).toEqual([C.iron]);
    expect(choices(m)).not.toContain('act 3');
  });
});
