/** WX03 / WD06-WD08 triggered abilities (enter from the trash, crushes, bursts, life added, attacks) and Iona's auras. */
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, decider, play, scenario, st, zone } from './helpers.js';
import { X } from './cards-wx03.test.js';

const AW = { l1: 'WD07-015', l2: 'WD07-014', l3: 'WD07-013', l4: 'WD07-012' } as const;
const UMR3 = 'WD08-002';
const DIGGER = 'WD08-007';
const NESSIE = 'WD08-009';

describe('WX03 triggers', () => {
  it('Beiar: on play +5000 to your SIGNI; each time your SIGNI crushes a life cloth, ener charge 1 (not an LRIG attack)', () => {
    const m = scenario({ p1: { lrig: [C.midori4], hand: [X.beiar], signi: [C.pandan], deck: [C.iron, C.kukri, C.flamber] }, p2: { lrig: [C.tama4], life: [C.kukri, C.kukri, C.kukri] } });
    play(m, 'summon 1 2');
    expect(signiPower(st(m), 0, 0)).toBe(7000);
    play(m, 'pass', 'attack 1');
    expect(zone(m, 0, 'ener')).toEqual([C.iron]);
    play(m, 'attack 2');
    expect(zone(m, 0, 'ener')).toEqual([C.iron, C.kukri]);
    play(m, 'attack lrig', 'no guard');
    expect(zone(m, 0, 'ener')).toEqual([C.iron, C.kukri]); // the LRIG's crush gives nothing
    expect(zone(m, 1, 'life')).toEqual([]);
  });

  it('Code Anti Cryskull: 5000 until end of turn when it comes from the trash; summoned from hand it stays 2000', () => {
    const m = scenario({ p1: { lrig: [UMR3], lrigDeck: [DIGGER], ener: [C.kooni], trash: [X.cryskull] } });
    play(m, 'arts 1', 'pay auto', 'pick wx03-048', 'zone 1');
    expect(signiPower(st(m), 0, 0)).toBe(5000);
    const hand = scenario({ p1: { lrig: [UMR3], hand: [X.cryskull] } });
    play(hand, 'summon 1 1');
    expect(signiPower(st(hand), 0, 0)).toBe(2000);
  });

  it('Code Anti Costaric: from the trash, 1 opposing SIGNI -5000; Burst: discard an <Ancient Weapon> to draw 2', () => {
    const m = scenario({ p1: { lrig: [UMR3], lrigDeck: [DIGGER], ener: [C.kooni], trash: [X.costaric] }, p2: { signi: [C.bronda] } });
    play(m, 'arts 1', 'pay auto', 'pick wx03-034', 'zone 1', 'target 1');
    expect(signiPower(st(m), 1, 0)).toBe(2000);
    const b = scenario({ p1: { signi: [C.kukri] }, p2: { life: [X.costaric], hand: [C.kooni, AW.l2], deck: [C.iron, C.kukri] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(choices(b)).toEqual(['discard 2']);
    play(b, 'discard 2');
    expect(zone(b, 1, 'hand')).toEqual([C.kooni, C.iron, C.kukri]);
    const none = scenario({ p1: { signi: [C.kukri] }, p2: { life: [X.costaric], hand: [C.kooni], deck: [C.iron, C.kukri] } });
    play(none, 'pass', 'attack 1', 'burst');
    expect(choices(none)).toEqual(['done']); // none to discard: asked all the same (issue 41), and no draw
    play(none, 'done');
    expect(zone(none, 1, 'hand')).toEqual([C.kooni]);
  });
});

describe('WD06 Eldora=Mark IV', () => {
  it('each of your Life Bursts draws 1; each card added to your life cloth may pay [Blue]x3 to banish', () => {
    const m = scenario({ p1: { signi: [C.kukri, C.iron] }, p2: { lrig: ['WD06-001'], life: [C.jetting], deck: [C.sc, C.drs] } });
    play(m, 'pass', 'attack 1', 'burst');
    expect(zone(m, 1, 'ener')).toEqual([C.sc, C.jetting]); // the burst's ener charge, then the draw
    expect(zone(m, 1, 'hand')).toEqual([C.drs]);
    const add = scenario({ p1: { lrig: ['WD06-001'], lrigDeck: [X.bodySoul], ener: [C.sc, C.sc, C.sc, C.pandan], deck: [C.iron, C.kukri] }, p2: { lrig: [C.piruluk4], signi: [C.rmn] } });
    play(add, 'arts 1', 'pay auto');
    expect(choices(add)).toEqual(['use', 'skip']);
    play(add, 'use', 'pay auto', 'target 1');
    expect(zone(add, 1, 'ener')).toEqual([C.rmn]);
  });
});

describe('WD07 Iona Half / Full and Vimana', () => {
  it('Iona Half: +1000 to your SIGNI only while you have a black and a white SIGNI', () => {
    const m = scenario({ p1: { lrig: ['WD07-003'], signi: [C.kooni, C.kukri] } });
    expect(signiPower(st(m), 0, 0)).toBe(4000);
    const one = scenario({ p1: { lrig: ['WD07-003'], signi: [C.kooni, C.cosmo] } });
    expect(signiPower(st(one), 0, 0)).toBe(3000);
  });

  it('Iona Full: -2000 to opposing SIGNI with black and white; [Black] + discard a black and a white SIGNI: trash an opposing SIGNI', () => {
    const m = scenario({ p1: { lrig: ['WD07-001'], signi: [C.kooni, C.kukri], hand: [C.cosmo, C.flamber, C.iron], ener: [C.kooni] }, p2: { signi: [C.bronda, C.silvan] } });
    expect(signiPower(st(m), 1, 0)).toBe(5000);
    play(m, 'act lrig', 'pay auto', 'target 2');
    expect(choices(m)).toEqual(['discard 1']);
    play(m, 'discard 1');
    expect(choices(m)).toEqual(['discard 1']); // Flamber, now first
    play(m, 'discard 1');
    expect(zone(m, 1, 'trash')).toEqual([C.silvan]);
    expect(zone(m, 0, 'hand')).toEqual([C.iron]);
    const noWhite = scenario({ p1: { lrig: ['WD07-001'], hand: [C.cosmo, C.iron], ener: [C.kooni] }, p2: { signi: [C.bronda] } });
    expect(choices(noWhite)).not.toContain('act lrig');
  });

  it('Vimana: an opposing SIGNI attacking into a stronger SIGNI of yours is banished before the battle', () => {
    const m = scenario({ active: 1, p1: { lrig: ['WD07-001'], signi: [AW.l4, C.kooni] }, p2: { lrig: [C.hanayo4], signi: [C.silvan, C.iron] } });
    play(m, 'pass', 'attack 1');
    expect(zone(m, 1, 'ener')).toEqual([C.silvan]);
    expect(zone(m, 0, 'signi')).toEqual([AW.l4, C.kooni, '-']);
    play(m, 'attack 2');
    expect(zone(m, 0, 'ener')).toEqual([C.kooni]); // Iron 3000 vs Kooni 3000: not lower, the battle happens
  });

  it('Vimana: on play pay [Black] and return 4 <Ancient Weapon> of different levels: 1 opposing SIGNI -10000', () => {
    const m = scenario({ p1: { lrig: ['WD07-001'], hand: [AW.l4], ener: [C.kooni], trash: [AW.l1, AW.l2, AW.l3, 'WD08-009'] }, p2: { lrig: [C.hanayo4], signi: [C.volcano] } });
    play(m, 'summon 1 1', 'use', 'pay auto', 'target 1', 'pick wd07-015', 'pick wd07-014', 'pick wd07-013', 'pick wd08-009');
    expect(signiPower(st(m), 1, 0)).toBe(2000);
    expect(zone(m, 0, 'deck').slice(-4)).toEqual([AW.l1, AW.l2, AW.l3, 'WD08-009']);
  });
});

describe('WD08 Nessie', () => {
  it('each SIGNI of yours put onto the field from the trash may pay [Black][Black] to banish; from the trash: -8000 and to the deck bottom', () => {
    const m = scenario({ p1: { lrig: ['WD08-001'], lrigDeck: [DIGGER], signi: [NESSIE], ener: [C.kooni, C.kooni, C.kooni], trash: [AW.l1] }, p2: { signi: [C.iron] } });
    play(m, 'arts 1', 'pay auto', 'pick wd07-015', 'zone 2');
    expect(choices(m)).toEqual(['use', 'skip']);
    play(m, 'use', 'pay auto', 'target 1');
    expect(zone(m, 1, 'ener')).toEqual([C.iron]);
    const t = scenario({ p1: { lrig: ['WD08-001'], trash: [NESSIE], ener: [C.kooni, C.kooni, C.kooni], deck: [C.kooni] }, p2: { signi: [C.silvan] } });
    expect(choices(t)).toContain('act trash 1');
    play(t, 'act trash 1', 'pay auto', 'target 1');
    expect(signiPower(st(t), 1, 0)).toBe(2000);
    expect(zone(t, 0, 'deck')).toEqual([C.kooni, NESSIE]);
    expect(decider(t)).toBe(0);
  });
});

describe('choose-one cards: Partheno and Slash Miracle', () => {
  it('Partheno: on play [Black][Black] a SIGNI from the trash; each SIGNI from the trash gives your SIGNI +2000', () => {
    const m = scenario({ p1: { lrig: ['WD08-001'], hand: [X.partheno], ener: [C.kooni, C.kooni], trash: [C.cosmo] } });
    play(m, 'summon 1 1', 'use', 'pay auto', 'pick wd05-012', 'zone 2');
    expect(signiPower(st(m), 0, 0)).toBe(14000);
    expect(signiPower(st(m), 0, 1)).toBe(9000);
  });

  it('Partheno Burst: mode 2 banishes a level 2 or less SIGNI (no question for mode 1); mode 1 asks no target', () => {
    const m = scenario({ p1: { signi: [C.kukri, C.flamber, C.caliburn] }, p2: { lrig: ['WD08-001'], life: [X.partheno], trash: [AW.l2] } });
    play(m, 'pass', 'attack 1', 'burst');
    expect(choices(m)).toEqual(['mode 1', 'mode 2']);
    play(m, 'mode 2');
    expect(choices(m)).toEqual(['target 1', 'target 2']); // Caliburn is level 3
    play(m, 'target 2');
    expect(zone(m, 0, 'ener')).toEqual([C.flamber]);
    expect(zone(m, 1, 'trash')).toEqual([AW.l2]);
    const one = scenario({ p1: { signi: [C.kukri, C.flamber] }, p2: { lrig: ['WD08-001'], life: [X.partheno], trash: [AW.l2] } });
    play(one, 'pass', 'attack 1', 'burst', 'mode 1');
    expect(choices(one)).toEqual(['pick wd07-014']);
    play(one, 'pick wd07-014', 'zone 2');
    expect(zone(one, 1, 'signi')).toEqual(['-', AW.l2, '-']);
    expect(zone(one, 0, 'signi')).toEqual([C.kukri, C.flamber, '-']); // mode 1 banishes nothing
  });

  it('Slash Miracle: mode 1 searches a SIGNI; mode 2 gives -8000 (the mode is chosen before the target)', () => {
    const m = scenario({ p1: { lrig: ['WD07-002'], hand: ['WD07-018'], ener: [C.kukri, C.kooni], deck: [C.holeDark, C.cosmo] }, p2: { signi: [C.silvan] } });
    play(m, 'spell 1', 'pay auto', 'mode 1');
    expect(choices(m)).toEqual(['pick wd05-012', 'done']);
    const two = scenario({ p1: { lrig: ['WD07-002'], hand: ['WD07-018'], ener: [C.kukri, C.kooni] }, p2: { signi: [C.silvan] } });
    play(two, 'spell 1', 'pay auto', 'mode 2', 'target 1');
    expect(signiPower(st(two), 1, 0)).toBe(2000);
  });

  it('Slash Miracle Burst: a white SIGNI from the deck or a black one from the trash onto the field', () => {
    const m = scenario({ p1: { signi: [C.kukri] }, p2: { lrig: ['WD07-002'], life: ['WD07-018'], deck: [C.iron, C.flamber], trash: [C.cosmo] } });
    play(m, 'pass', 'attack 1', 'burst', 'mode 1');
    expect(choices(m)).toEqual(['pick wd01-012', 'done']);
    play(m, 'pick wd01-012', 'zone 1');
    expect(zone(m, 1, 'signi')).toEqual([C.flamber, '-', '-']);
    const b = scenario({ p1: { signi: [C.kukri] }, p2: { lrig: ['WD07-002'], life: ['WD07-018'], trash: [C.cosmo] } });
    play(b, 'pass', 'attack 1', 'burst', 'mode 2', 'pick wd05-012', 'zone 3');
    expect(zone(b, 1, 'signi')).toEqual(['-', '-', C.cosmo]);
  });
});

describe('WX03 Code Anti Aztec (and its reprint WD08-012)', () => {
  it('on play a level 1 <Ancient Weapon> from the trash onto the field; at the end of the turn it goes to the trash', () => {
    const m = scenario({ p1: { lrig: [UMR3], hand: ['WD08-012'], trash: [AW.l1, AW.l2, C.kooni] } });
    play(m, 'summon 1 1');
    expect(choices(m)).toEqual(['pick wd07-015']);
    play(m, 'pick wd07-015', 'zone 3');
    expect(zone(m, 0, 'signi')).toEqual(['WD08-012', '-', AW.l1]);
    expect(signiPower(st(m), 0, 2)).toBe(5000); // Clay with another <Ancient Weapon>
    play(m, 'pass', 'pass', 'pass');
    expect(zone(m, 0, 'signi')).toEqual(['WD08-012', '-', '-']);
    expect(zone(m, 0, 'trash')).toEqual([AW.l2, C.kooni, AW.l1]);
  });
});
