/**
 * Issue 46, costs: "put this SIGNI from the field into the trash" as an [Action]'s cost and as "you may ...; if you
 * do", the opponent's ener into the trash (you pick, or they do), and conditions on your LRIG's colour and level
 * and on the middle SIGNI zone (strict scripted scenarios, one `it` per card).
 */
import { cardDef } from '../../../src/games/wixoss/cards/db.js';
import { hasDoubleCrush, signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, decider, play, scenario, st, zone } from './helpers.js';

const X = {
  tanza: 'WX04-066', turquo: 'WX04-069', chihuahuan: 'WX04-091', echidna: 'WX04-072', wyvern: 'WX04-068', yuzuki3: 'WX04-009',
  orochi: 'WX04-031', brionac: 'WX05-049', cyua: 'WX06-CB01', kayappa: 'WX06-CB03', komodo: 'WX05-056', actinium: 'WX05-063',
  pop: 'WX05-069', oss: 'WX06-029', kuronyan: 'WX06-032', cerberun: 'WX06-035', yuzuki2: 'WX02-008', yuzuki4: 'SP02-001',
  servantQ: 'WD06-016', servantO: 'WD06-017', spear: 'WX01-027',
} as const;

const power = (m: ReturnType<typeof scenario>, seat: number, z: number) => signiPower(st(m), seat, z);

describe('cost: put this SIGNI from the field into the trash', () => {
  it('Tanza: [Red][Red] and itself into the trash banish an opposing SIGNI of power 8000 or less (the ability resolves though Tanza is gone)', () => {
    const m = scenario({ p1: { lrig: [C.hanayo4], ener: [C.iron, C.iron], signi: [X.tanza, C.kukri] }, p2: { signi: [C.caliburn, C.iron] } });
    play(m, 'act 1');
    expect(zone(m, 0, 'trash')).toEqual([X.tanza]);
    expect(zone(m, 0, 'signi')).toEqual(['-', C.kukri, '-']);
    play(m, 'pay auto');
    expect(choices(m)).toEqual(['target 2']);
    play(m, 'target 2');
    expect(zone(m, 1, 'ener')).toEqual([C.iron]);
    expect(zone(m, 1, 'signi')).toEqual([C.caliburn, '-', '-']);
    // without the ener the ability is not offered
    const poor = scenario({ p1: { lrig: [C.hanayo4], ener: [C.iron], signi: [X.tanza] }, p2: { signi: [C.iron] } });
    expect(choices(poor)).not.toContain('act 1');
  });

  it('Tanza: Burst: draw 1', () => {
    const b = scenario({ p1: { signi: [C.kukri] }, p2: { life: [X.tanza], deck: [C.iron] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(zone(b, 1, 'hand')).toEqual([C.iron]);
  });

  it('Turquo: [Red][Red] and itself into the trash: one of your <Ore> or <Gem> SIGNI gets Double Crush (not other classes)', () => {
    const m = scenario({ p1: { lrig: [C.hanayo4], ener: [C.iron, C.iron], signi: [X.turquo, C.iron, C.kukri] } });
    play(m, 'act 1', 'pay auto');
    expect(zone(m, 0, 'trash')).toEqual([X.turquo, C.iron, C.iron]);
    expect(choices(m)).toEqual(['target own 2']);
    play(m, 'target own 2');
    expect(hasDoubleCrush(st(m), 0, 1)).toBe(true);
    expect(hasDoubleCrush(st(m), 0, 2)).toBe(false);
  });

  it('Chihuahuan: [Green][Green][Colorless] and itself: banish an opposing SIGNI of power 12000 or more only', () => {
    const m = scenario({ p1: { lrig: [C.midori4], ener: [C.hyakko, C.hyakko, C.kukri], signi: [X.chihuahuan] }, p2: { lrig: [C.hanayo4], signi: [C.caliburn, X.servantQ] } });
    play(m, 'act 1', 'pay auto');
    expect(choices(m)).toEqual(['target 2']);
    play(m, 'target 2');
    expect(zone(m, 1, 'ener')).toEqual([X.servantQ]);
    expect(zone(m, 0, 'trash')).toContain(X.chihuahuan);
  });

  it('Brionac, Medium Spear: [White][White][Colorless] and itself: find up to 2 <Arm> or <Weapon> SIGNI', () => {
    const m = scenario({ p1: { lrig: [C.tama4], ener: [C.kukri, C.kukri, C.kukri], signi: [X.brionac], deck: [C.iron, C.caliburn, C.kukri] } });
    play(m, 'act 1', 'pay auto');
    expect(choices(m)).toEqual(['pick wd01-010', 'pick wd01-013', 'done']);
    play(m, 'pick wd01-010', 'pick wd01-013');
    expect(zone(m, 0, 'hand').sort()).toEqual([C.caliburn, C.kukri]);
    expect(zone(m, 0, 'trash')).toContain(X.brionac);
  });

  it('Cyua: when it attacks you may trash it; if you do, banish an opposing SIGNI of power 3000 or less; skipped, it stays', () => {
    const m = scenario({ p1: { lrig: [C.hanayo4], signi: [X.cyua] }, p2: { signi: [C.iron, C.caliburn] }, phase: 'signiAttack' });
    play(m, 'attack 1');
    expect(choices(m)).toEqual(['use', 'skip']);
    play(m, 'use');
    expect(choices(m)).toEqual(['target 1']);
    play(m, 'target 1');
    expect(zone(m, 0, 'trash')).toEqual([X.cyua]);
    expect(zone(m, 1, 'ener')).toEqual([C.iron]);
    const kept = scenario({ p1: { lrig: [C.hanayo4], signi: [X.cyua] }, p2: { signi: [C.iron] }, phase: 'signiAttack' });
    play(kept, 'attack 1', 'skip');
    expect(zone(kept, 0, 'signi')[0]).toBe(X.cyua);
    expect(zone(kept, 1, 'signi')[0]).toBe(C.iron);
  });

  it('Kayappa: at the end of the opponent\'s turn you may trash it; if you do, your top 2 cards go to the ener zone (not at the end of yours)', () => {
    const m = scenario({ active: 1, phase: 'main', p1: { signi: [X.kayappa], deck: [C.iron, C.kukri, C.caliburn, C.kukri, C.kukri] } });
    play(m, 'pass', 'pass');
    expect(decider(m)).toBe(0);
    expect(choices(m)).toEqual(['use', 'skip']);
    play(m, 'use');
    expect(zone(m, 0, 'trash')).toEqual([X.kayappa]);
    expect(zone(m, 0, 'ener')).toEqual([C.iron, C.kukri]);
    const own = scenario({ active: 0, phase: 'main', p1: { signi: [X.kayappa] } });
    // pass main, attack phases: never a `use` question, and Bob's turn comes
    for (let k = 0; k < 5 && decider(own) === 0; k++) {
      expect(choices(own)).not.toContain('use');
      play(own, 'pass');
    }
    expect(decider(own)).toBe(1);
    expect(zone(own, 0, 'signi')[0]).toBe(X.kayappa);
  });
});

describe("the opponent's ener into the trash", () => {
  it('Echidna: itself into the trash: you pick a Multi Ener card of the opponent\'s ener zone for the trash (others are not offered)', () => {
    const m = scenario({ p1: { lrig: [C.hanayo4], signi: [X.echidna] }, p2: { ener: [C.iron, X.servantQ, X.servantO] } });
    play(m, 'act 1');
    expect(decider(m)).toBe(0);
    expect(choices(m)).toEqual(['pick wd06-016', 'pick wd06-017']);
    play(m, 'pick wd06-017');
    expect(zone(m, 1, 'ener')).toEqual([C.iron, X.servantQ]);
    expect(zone(m, 1, 'trash')).toEqual([X.servantO]);
    expect(zone(m, 0, 'trash')).toEqual([X.echidna]);
    // with Original Spear on their field every card of their ener zone has Multi Ener, so each may be picked
    const spear = scenario({ p1: { lrig: [C.hanayo4], signi: [X.echidna] }, p2: { lrig: [C.tama4], signi: [X.spear], ener: [C.iron, X.servantO] } });
    play(spear, 'act 1');
    expect(choices(spear)).toEqual(['pick wd02-013', 'pick wd06-017']);
  });

  it('Wyvern: on play you may discard a card to put a Multi Ener card of the opponent\'s ener into the trash', () => {
    const m = scenario({ p1: { lrig: [X.yuzuki4], hand: [X.wyvern, C.kukri] }, p2: { ener: [X.servantQ, C.iron] } });
    play(m, 'summon 1 1');
    expect(choices(m)).toEqual(['use', 'skip']);
    play(m, 'use', 'discard 1');
    expect(choices(m)).toEqual(['pick wd06-016']);
    play(m, 'pick wd06-016');
    expect(zone(m, 1, 'trash')).toEqual([X.servantQ]);
    expect(zone(m, 0, 'trash')).toEqual([C.kukri]);
  });

  it('Yuzuki-Three Armament: on grow the opponent picks one of their Multi Ener cards for the trash', () => {
    const m = scenario({ p1: { lrig: [X.yuzuki2], lrigDeck: [X.yuzuki3], ener: [C.iron, C.iron] }, p2: { ener: [X.servantQ, X.servantO, C.iron] }, phase: 'grow' });
    expect(choices(m)).toEqual(['grow 1', 'pass']);
    play(m, 'grow 1', 'pay auto');
    expect(decider(m)).toBe(1);
    expect(choices(m)).toEqual(['pick wd06-016', 'pick wd06-017']);
    play(m, 'pick wd06-016');
    expect(zone(m, 1, 'trash')).toEqual([X.servantQ]);
    expect(zone(m, 1, 'ener')).toEqual([X.servantO, C.iron]);
  });

  it('Orochi: Double Crush while the opponent has 4 ener or fewer; when it attacks, a card of their ener to the trash', () => {
    const five = scenario({ p1: { lrig: [X.yuzuki4], signi: [X.orochi] }, p2: { ener: [C.iron, C.iron, C.iron, C.kukri, C.kukri] }, phase: 'signiAttack' });
    expect(hasDoubleCrush(st(five), 0, 0)).toBe(false);
    play(five, 'attack 1');
    expect(choices(five)).toEqual(['pick wd02-013', 'pick wd01-013']);
    play(five, 'pick wd01-013');
    expect(zone(five, 1, 'trash')).toEqual([C.kukri]);
    // 4 ener left as the battle is fought: Double Crush, two life cloth crushed
    expect(zone(five, 1, 'life')).toHaveLength(5);
    const six = scenario({ p1: { lrig: [X.yuzuki4], signi: [X.orochi] }, p2: { ener: [C.iron, C.iron, C.iron, C.kukri, C.kukri, C.kukri] }, phase: 'signiAttack' });
    play(six, 'attack 1', 'pick wd01-013');
    expect(zone(six, 1, 'life')).toHaveLength(6);
    expect(hasDoubleCrush(st(scenario({ p1: { lrig: [X.yuzuki4], signi: [X.orochi] }, p2: { ener: [C.iron, C.iron, C.iron, C.iron] } })), 0, 0)).toBe(true);
  });

  it('Orochi: Burst: a Multi Ener card of the opponent\'s ener to the trash, then banish an opposing SIGNI of power 8000 or less', () => {
    const b = scenario({ p1: { signi: [C.kukri, C.iron], ener: [X.servantO, C.iron] }, p2: { life: [X.orochi] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(choices(b)).toEqual(['target 1', 'target 2']);
    play(b, 'target 2');
    expect(choices(b)).toEqual(['pick wd06-017']);
    play(b, 'pick wd06-017');
    expect(zone(b, 0, 'trash')).toEqual([X.servantO]);
    expect(zone(b, 0, 'ener')).toEqual([C.iron, C.iron]);
  });
});

describe("conditions on your LRIG's colour and level and the middle zone", () => {
  it('Komodo, Actinium, Pop: power 10000 while your LRIG is level 4 or more, printed power under a level 3 LRIG', () => {
    for (const id of [X.komodo, X.actinium, X.pop]) {
      expect(power(scenario({ p1: { lrig: [C.hanayo4], signi: [id] } }), 0, 0)).toBe(10000);
      expect(power(scenario({ p1: { lrig: [C.hanayo3], signi: [id] } }), 0, 0)).toBe(cardDef(id).power);
    }
  });

  it('Code Art OSS: in the middle zone under a blue LRIG, its attack makes the opponent discard; elsewhere or under another colour, nothing', () => {
    const m = scenario({ p1: { lrig: [C.piruluk4], signi: [null, X.oss] }, p2: { hand: [C.iron] }, phase: 'signiAttack' });
    play(m, 'attack 2');
    expect(decider(m)).toBe(1);
    play(m, 'discard 1');
    expect(zone(m, 1, 'trash')).toEqual([C.iron]);
    const side = scenario({ p1: { lrig: [C.piruluk4], signi: [X.oss] }, p2: { hand: [C.iron] }, phase: 'signiAttack' });
    play(side, 'attack 1');
    expect(zone(side, 1, 'hand')).toEqual([C.iron]);
    const red = scenario({ p1: { lrig: [C.hanayo4], signi: [null, X.oss] }, p2: { hand: [C.iron] }, phase: 'signiAttack' });
    play(red, 'attack 2');
    expect(zone(red, 1, 'hand')).toEqual([C.iron]);
  });

  it('Kuronyan: in the middle zone under a green LRIG, its attack charges your top card', () => {
    const m = scenario({ p1: { lrig: [C.midori4], signi: [null, X.kuronyan], deck: [C.iron] }, phase: 'signiAttack' });
    play(m, 'attack 2');
    expect(zone(m, 0, 'ener')).toEqual([C.iron]);
    const white = scenario({ p1: { lrig: [C.tama4], signi: [null, X.kuronyan], deck: [C.iron] }, phase: 'signiAttack' });
    play(white, 'attack 2');
    expect(zone(white, 0, 'ener')).toEqual([]);
  });

  it('Cerberun: in the middle zone under a black LRIG, its attack gives an opposing SIGNI -3000', () => {
    const m = scenario({ p1: { lrig: [C.ulith4], signi: [null, X.cerberun] }, p2: { signi: [C.caliburn] }, phase: 'signiAttack' });
    play(m, 'attack 2');
    expect(choices(m)).toEqual(['target 1']);
    play(m, 'target 1');
    expect(power(m, 1, 0)).toBe(7000);
    const left = scenario({ p1: { lrig: [C.ulith4], signi: [X.cerberun] }, p2: { signi: [C.caliburn] }, phase: 'signiAttack' });
    play(left, 'attack 1');
    expect(power(left, 1, 0)).toBe(10000);
  });
});

describe('power for each SIGNI or level counted', () => {
  const Y = { tokage: 'WX05-058', chromium: 'WX05-065', crayon: 'WX05-072', rafflele: 'WX06-020', hole: 'WX06-037', vierDio: 'WX06-021', stick: 'WX04-062', komodo: 'WX05-056', wyvern: 'WX04-068', actinium: 'WX05-063', thorium: 'WX05-061', pop: 'WX05-069', colla: 'WX05-068', glamis: 'WX03-044', baromet: 'WX01-049' } as const;

  it('Tokage, Chromium, Crayon: +1000 for each level of your other SIGNI of their class (a level 2 and a level 3: +5000), not of other classes', () => {
    // Komodo (level 2) and Wyvern (level 2) are <Dragon Beast>; Kukri is not
    const tokage = scenario({ p1: { lrig: ['SP02-001'], signi: [Y.tokage, Y.komodo, C.kukri] } });
    expect(power(tokage, 0, 0)).toBe(1000 + 2000);
    const chromium = scenario({ p1: { lrig: [C.piruluk4], signi: [Y.chromium, Y.actinium, Y.thorium] } });
    expect(power(chromium, 0, 0)).toBe(1000 + 5000);
    const crayon = scenario({ p1: { lrig: [C.midori3], signi: [Y.crayon, Y.pop, Y.colla] } });
    expect(power(crayon, 0, 0)).toBe(1000 + 5000);
    expect(power(scenario({ p1: { lrig: [C.midori3], signi: [Y.crayon] } }), 0, 0)).toBe(1000);
  });

  it('Rafflele: +4000 for each opposing SIGNI; on play one ener charge for each other <Plant> SIGNI of yours with a Life Burst', () => {
    // Glamis is a <Plant> with a Life Burst, Baromet one without: one charge
    const m = scenario({ p1: { lrig: [C.midori4], hand: [Y.rafflele], signi: [Y.glamis, null, Y.baromet], deck: [C.iron, C.kukri] }, p2: { lrig: [C.hanayo4], signi: [C.iron, C.kukri] } });
    play(m, 'summon 1 2');
    expect(zone(m, 0, 'ener')).toEqual([C.iron]);
    expect(power(scenario({ p1: { lrig: [C.midori4], signi: [Y.rafflele] }, p2: { lrig: [C.hanayo4], signi: [C.iron, C.kukri] } }), 0, 0)).toBe(3000 + 8000);
    expect(power(scenario({ p1: { lrig: [C.midori4], signi: [Y.rafflele] } }), 0, 0)).toBe(3000);
  });

  it('Inhaling Hole: an opposing SIGNI gets -3000 for each of its levels; Burst: -10000', () => {
    const m = scenario({ p1: { lrig: [C.ulith4], hand: [Y.hole], ener: [C.belze, C.belze] }, p2: { signi: [C.caliburn] } });
    play(m, 'spell 1', 'pay auto', 'target 1');
    // Caliburn is level 3: -9000 from 10000
    expect(power(m, 1, 0)).toBe(1000);
    const b = scenario({ p1: { lrig: [C.tama4], signi: [C.caliburn, C.kukri] }, p2: { life: [Y.hole] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(choices(b)).toEqual(['target 1', 'target 2']);
    play(b, 'target 1');
    // 10000 - 10000: power 0 is banished at rule processing
    expect(zone(b, 0, 'signi')).toEqual(['-', C.kukri, '-']);
    expect(zone(b, 0, 'ener')).toEqual([C.caliburn]);
  });

  it('Vier=Dio Princess: ups itself when another <Poison Fang> SIGNI of yours enters the field; [Down]: -3000; Burst: -3000 per level', () => {
    const m = scenario({ p1: { lrig: [C.ulith4], signi: [Y.vierDio], hand: ['WX04-101'] }, p2: { signi: [C.caliburn] } });
    play(m, 'act 1', 'target 1');
    expect(power(m, 1, 0)).toBe(7000);
    expect(st(m).players[0]!.signiDown[0]).toBe(true);
    play(m, 'summon 1 2');
    expect(st(m).players[0]!.signiDown[0]).toBe(false);
    // the Burst hits the attacking level 3 Caliburn: -9000
    const b = scenario({ p1: { lrig: [C.tama4], signi: [C.caliburn] }, p2: { life: [Y.vierDio] } });
    play(b, 'pass', 'attack 1', 'burst', 'target 1');
    expect(power(b, 0, 0)).toBe(10000 - 9000);
  });

  it('Stick: on play, up one of your downed <Arm> SIGNI (not another class)', () => {
    const m = scenario({ p1: { lrig: [C.tama4], hand: [Y.stick], signi: [C.caliburn, C.iron, null], down: [true, true, false] } });
    play(m, 'summon 1 3');
    expect(choices(m)).toEqual(['target own 1']);
    play(m, 'target own 1');
    expect(st(m).players[0]!.signiDown).toEqual([false, true, false]);
  });
});

describe('"choose one or both" spells whose second mode needs your LRIG colour and level 4', () => {
  const Z = { almandal: 'WX05-052', selection: 'WX05-059', rainy: 'WX05-066', howl: 'WX05-073', flare: 'WX05-081' } as const;

  it('Life-Extending Selection: both modes banish two SIGNI under a red level 4 LRIG; under a level 3 one the second asks no target and does nothing', () => {
    const m = scenario({ p1: { lrig: [C.hanayo4], hand: [Z.selection], ener: [C.iron] }, p2: { signi: [C.iron, C.caliburn] } });
    play(m, 'spell 1', 'pay auto');
    expect(choices(m)).toEqual(['mode 1', 'mode 2', 'mode 3']);
    play(m, 'mode 3');
    expect(choices(m)).toEqual(['target 1']);
    play(m, 'target 1');
    expect(choices(m)).toEqual(['target 1', 'target 2']);
    play(m, 'target 2');
    expect(zone(m, 1, 'ener')).toEqual([C.iron, C.caliburn]);
    const low = scenario({ p1: { lrig: [C.hanayo3], hand: [Z.selection], ener: [C.iron] }, p2: { signi: [C.iron, C.caliburn] } });
    play(low, 'spell 1', 'pay auto', 'mode 3', 'target 1');
    expect(zone(low, 1, 'signi')).toEqual(['-', C.caliburn, '-']);
    expect(decider(low)).toBe(0);
    expect(choices(low)).not.toContain('target 2');
  });

  it('Howl: mode 3 under a green level 4 LRIG gives +7000; a white LRIG gets only the +2000', () => {
    const m = scenario({ p1: { lrig: [C.midori4], hand: [Z.howl], ener: [C.hyakko], signi: [C.hyakko] } });
    play(m, 'spell 1', 'pay auto', 'mode 3');
    expect(power(m, 0, 0)).toBe(1000 + 7000);
    const white = scenario({ p1: { lrig: [C.tama4], hand: [Z.howl], ener: [C.hyakko], signi: [C.kukri] } });
    play(white, 'spell 1', 'pay auto', 'mode 3');
    expect(power(white, 0, 0)).toBe(3000 + 2000);
  });

  it('RAINY: mode 2 under a blue level 4 LRIG draws 3, then you discard 1', () => {
    const m = scenario({ p1: { lrig: [C.piruluk4], hand: [Z.rainy], ener: [C.rmn], deck: [C.iron, C.kukri, C.caliburn, C.iron] } });
    play(m, 'spell 1', 'pay auto', 'mode 2');
    expect(zone(m, 0, 'hand')).toEqual([C.iron, C.kukri, C.caliburn]);
    play(m, 'discard 2');
    expect(zone(m, 0, 'hand')).toEqual([C.iron, C.caliburn]);
    const one = scenario({ p1: { lrig: [C.piruluk4], hand: [Z.rainy], ener: [C.rmn] }, p2: { hand: [C.iron] } });
    play(one, 'spell 1', 'pay auto', 'mode 1');
    expect(decider(one)).toBe(1);
    play(one, 'discard 1');
    expect(zone(one, 1, 'trash')).toEqual([C.iron]);
  });

  it('Get Almandal: mode 3 under a white level 4 LRIG finds a low white SIGNI, then any SIGNI', () => {
    const m = scenario({ p1: { lrig: [C.tama4], hand: [Z.almandal], ener: [C.kukri], deck: [C.kukri, C.iron, C.hanayo4] } });
    play(m, 'spell 1', 'pay auto', 'mode 3');
    expect(choices(m)).toEqual(['pick wd01-013', 'done']);
    play(m, 'pick wd01-013');
    expect(choices(m)).toEqual(['pick wd02-013', 'done']);
    play(m, 'pick wd02-013');
    expect(zone(m, 0, 'hand').sort()).toEqual([C.kukri, C.iron].sort());
  });

  it('Revive Flare: mode 1 mills 3 and puts a black SIGNI of level 2 or less from the trash onto the field', () => {
    const m = scenario({ p1: { lrig: [C.ulith4], hand: [Z.flare], ener: [C.belze], deck: [C.kooni, C.belze, C.iron, C.iron] } });
    play(m, 'spell 1', 'pay auto', 'mode 1');
    expect(zone(m, 0, 'trash')).toEqual(expect.arrayContaining([C.kooni, C.belze, C.iron]));
    // Belze is level 3: only Kooni may come back
    expect(choices(m)).toEqual(['pick wd05-013']);
    play(m, 'pick wd05-013');
    expect(choices(m)[0]).toMatch(/^zone /);
    play(m, choices(m)[0]!);
    expect(zone(m, 0, 'signi')).toContain(C.kooni);
  });
});

describe('filters: a name containing, total cost, different levels, Spell Salvage, a filtered down-then-banish', () => {
  const F = { servantX: 'WX04-054', argon: 'WX06-030', attraction: 'WX04-084', lucky: 'WX06-025', lit: 'WX05-009', salvage: 'PR-104', salvage2: 'WX06-015', jetting: 'WD01-018', recalled: 'WD05-018', komodo: 'WX05-056' } as const;

  it('Servant X: your other SIGNI with <Servant> in the name get +3000 (not Kukri); [C][C][C]: find a <Servant> SIGNI', () => {
    const m = scenario({ p1: { lrig: [C.tama4], ener: [C.kukri, C.kukri, C.kukri], signi: [F.servantX, C.servantO, C.kukri], deck: [C.kukri, C.servantD, C.iron] } });
    expect([power(m, 0, 0), power(m, 0, 1), power(m, 0, 2)]).toEqual([13000, cardDef(C.servantO).power! + 3000, 3000]);
    play(m, 'act 1', 'pay auto');
    expect(choices(m)).toEqual(['pick wd01-016', 'done']);
    play(m, 'pick wd01-016');
    expect(zone(m, 0, 'hand')).toEqual([C.servantD]);
  });

  it('Argon: on play, a spell of total cost 0 from your trash (not one of cost 1)', () => {
    const m = scenario({ p1: { lrig: ['SP06-001'], hand: [F.argon], trash: [C.getBible, F.jetting, C.iron] } });
    play(m, 'summon 1 1');
    expect(choices(m)).toEqual(['pick wd01-018']);
    play(m, 'pick wd01-018');
    expect(zone(m, 0, 'hand')).toEqual([F.jetting]);
  });

  it('ATTRACTION: one spell of total cost 1, one of 2, one of 3', () => {
    const m = scenario({ p1: { lrig: [C.piruluk4], hand: [F.attraction], ener: [C.rmn, C.rmn, C.rmn, C.rmn], deck: [F.jetting, F.recalled, C.getBible, C.iron] } });
    play(m, 'spell 1', 'pay auto');
    expect(choices(m)).toEqual(['pick wd01-015', 'done']);
    play(m, 'pick wd01-015');
    expect(choices(m)).toEqual(['pick wd05-018', 'done']);
    play(m, 'pick wd05-018');
    expect(choices(m)).toEqual(['done']);
    play(m, 'done');
    expect(zone(m, 0, 'hand')).toEqual([C.getBible, F.recalled]);
  });

  it('Lucky Three: up to 3 SIGNI that are not colourless, each of another level', () => {
    const m = scenario({ p1: { lrig: [C.tama4], hand: [F.lucky], ener: [C.kukri, C.kukri, C.kukri], deck: [C.kukri, C.iron, C.caliburn, C.servantO] } });
    play(m, 'spell 1', 'pay auto');
    expect(choices(m)).toEqual(['pick wd01-013', 'pick wd02-013', 'pick wd01-010', 'done']);
    play(m, 'pick wd01-013');
    // Iron is level 1 like Kukri: no longer offered
    expect(choices(m)).toEqual(['pick wd01-010', 'done']);
    play(m, 'pick wd01-010');
    expect(zone(m, 0, 'hand')).toEqual([C.kukri, C.caliburn]);
  });

  it('Spell Salvage (and its reprint): a spell sharing your LRIG\'s colour from the trash, not a SIGNI or another colour', () => {
    for (const id of [F.salvage, F.salvage2]) {
      const m = scenario({ p1: { lrig: [C.tama4], lrigDeck: [id], ener: [C.kukri], trash: [C.kukri, C.firePillar, C.getBible] } });
      play(m, 'arts 1', 'pay auto');
      expect(choices(m)).toEqual(['pick wd01-015']);
      play(m, 'pick wd01-015');
      expect(zone(m, 0, 'hand')).toEqual([C.getBible]);
    }
  });

  it('Lit Situation: down one of your up <Dragon Beast> SIGNI (not Iron), then banish an opposing SIGNI of at most its power', () => {
    const m = scenario({ p1: { lrig: ['SP02-001'], lrigDeck: [F.lit], ener: [C.iron], signi: [C.iron, F.komodo] }, p2: { signi: [C.caliburn, C.iron] } });
    play(m, 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['target own 2']);
    play(m, 'target own 2');
    // Komodo is 10000 under a level 4 LRIG: both may go
    expect(choices(m)).toEqual(['target 1', 'target 2']);
    play(m, 'target 1');
    expect(zone(m, 1, 'ener')).toEqual([C.caliburn]);
  });
});

describe('reveal and take every match; power by your LRIG level', () => {
  it('Golden Opportunity: of the top 3, every <Beautiful Technique> SIGNI goes to hand, the rest to the trash', () => {
    const m = scenario({ p1: { lrig: ['SP07-001'], lrigDeck: ['WX04-020'], ener: [C.hyakko], deck: ['WX05-069', C.iron, 'WX05-072', C.kukri] } });
    play(m, 'arts 1', 'pay auto');
    expect(zone(m, 0, 'hand')).toEqual(['WX05-069', 'WX05-072']);
    // the ener paid, then Iron
    expect(zone(m, 0, 'trash')).toEqual([C.hyakko, C.iron]);
    expect(zone(m, 0, 'deck')[0]).toBe(C.kukri);
  });

  it('Ein=Dagger: itself into the trash: an opposing SIGNI gets -1000 for each level of your LRIG', () => {
    const m = scenario({ p1: { lrig: [C.ulith4], signi: ['WX04-101'] }, p2: { signi: [C.caliburn] } });
    play(m, 'act 1', 'target 1');
    expect(power(m, 1, 0)).toBe(10000 - 4000);
    expect(zone(m, 0, 'trash')).toEqual(['WX04-101']);
  });
});
