/** Card effects of WD08 (Umr, black: the trash and <Ancient Weapon>). */
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';

export const U = {
  fyra: 'WD08-001', tre: 'WD08-002', digger: 'WD08-007', ancientReturn: 'WD08-008', nessie: 'WD08-009', assylen: 'WD08-011',
  cabrera: 'WD08-013', voyni: 'WD08-015', gravePain: 'WD08-018',
} as const;
const AW = { l1: 'WD07-015', l2: 'WD07-014', l3: 'WD07-013', l4: 'WD07-012' } as const;

describe('WD08 Umr', () => {
  it('Grave Pain: banish one of your SIGNI; if you did, mill 5', () => {
    const m = scenario({ p1: { lrig: [U.tre], hand: [U.gravePain], signi: [C.kooni, AW.l2], deck: Array(6).fill(C.succu) } });
    play(m, 'spell 1');
    expect(choices(m)).toEqual(['target own 1', 'target own 2']);
    play(m, 'target own 2');
    expect(zone(m, 0, 'ener')).toEqual([AW.l2]);
    expect(zone(m, 0, 'trash')).toEqual([...Array(5).fill(C.succu), U.gravePain]);
    const none = scenario({ p1: { lrig: [U.tre], hand: [U.gravePain], deck: Array(6).fill(C.succu) } });
    play(none, 'spell 1');
    expect(zone(none, 0, 'deck')).toHaveLength(6); // nothing banished: no mill
  });

  it('Voyni: down it: mill 3; draw 1 only if all 3 were <Ancient Weapon> SIGNI; Burst: draw 1', () => {
    const m = scenario({ p1: { lrig: [U.tre], signi: [U.voyni], deck: [AW.l1, AW.l3, AW.l2, C.kooni] } });
    play(m, 'act 1');
    expect(zone(m, 0, 'hand')).toEqual([C.kooni]);
    const two = scenario({ p1: { lrig: [U.tre], signi: [U.voyni], deck: [AW.l1, C.kooni, AW.l2, C.succu] } });
    play(two, 'act 1');
    expect(zone(two, 0, 'hand')).toEqual([]);
    const b = scenario({ p1: { signi: [C.kukri] }, p2: { life: [U.voyni], deck: [C.iron] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(zone(b, 1, 'hand')).toEqual([C.iron]);
  });

  it('Assylen: on play 4 <Ancient Weapon> of different levels from the trash to the deck bottom, in the order picked; then draw 1', () => {
    const m = scenario({ p1: { lrig: [U.tre], hand: [U.assylen], trash: [AW.l1, AW.l2, AW.l2, AW.l3, AW.l4, C.kooni], deck: [C.succu] } });
    play(m, 'summon 1 1');
    expect(choices(m)).toEqual(['pick wd07-015', 'pick wd07-014', 'pick wd07-013', 'pick wd07-012']);
    play(m, 'pick wd07-012', 'pick wd07-014');
    expect(choices(m)).toEqual(['pick wd07-015', 'pick wd07-013']);
    play(m, 'pick wd07-013', 'pick wd07-015');
    expect(zone(m, 0, 'hand')).toEqual([C.succu]);
    expect(zone(m, 0, 'deck')).toEqual([AW.l4, AW.l2, AW.l3, AW.l1]);
    expect(zone(m, 0, 'trash')).toEqual([AW.l2, C.kooni]);
    const short = scenario({ p1: { lrig: [U.tre], hand: [U.assylen], trash: [AW.l1, AW.l2, AW.l3, AW.l3], deck: [C.succu] } });
    play(short, 'summon 1 1');
    expect(zone(short, 0, 'trash')).toHaveLength(4); // no 4 different levels: nothing moves, no draw
    expect(zone(short, 0, 'hand')).toEqual([]);
  });
});

describe('WD08 Ancient Return', () => {
  it('mill 5; 3 sharing a class: choose that class (asked when several), then up to 2 SIGNI of it from the trash', () => {
    const m = scenario({ p1: { lrig: [U.tre], lrigDeck: [U.ancientReturn], ener: [C.kooni, C.kooni], trash: [AW.l4], deck: [AW.l1, AW.l2, AW.l3, C.kooni, C.succu, C.cosmo] } });
    play(m, 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['class 1', 'class 2']); // <Machine> and <Ancient Weapon>, 3 each; <Image> only 2
    play(m, 'class 2');
    expect(choices(m)).toEqual(['pick wd07-012', 'pick wd07-015', 'pick wd07-014', 'pick wd07-013', 'done']);
    play(m, 'pick wd07-012', 'pick wd07-013');
    expect(zone(m, 0, 'hand')).toEqual([AW.l4, AW.l3]);
    const no = scenario({ p1: { lrig: [U.tre], lrigDeck: [U.ancientReturn], ener: [C.kooni, C.kooni], trash: [AW.l4], deck: [AW.l1, AW.l2, C.kooni, C.sc, C.iron, C.cosmo] } });
    play(no, 'arts 1', 'pay auto');
    expect(zone(no, 0, 'hand')).toEqual([]); // no class shared by 3: nothing is taken
    expect(zone(no, 0, 'trash')).toHaveLength(8);
  });
});

describe('WD08 Cabrera', () => {
  it('power 8000 while your trash holds 3 or more <Ancient Weapon> SIGNI', () => {
    const m = scenario({ p1: { lrig: [U.tre], signi: [U.cabrera], trash: [AW.l1, AW.l2, AW.l3] } });
    expect(signiPower(st(m), 0, 0)).toBe(8000);
    const two = scenario({ p1: { lrig: [U.tre], signi: [U.cabrera], trash: [AW.l1, AW.l2, C.kooni] } });
    expect(signiPower(st(two), 0, 0)).toBe(5000);
  });
});

describe('WD08 Ancient Digger', () => {
  it('an <Ancient Weapon> SIGNI from your trash onto your field (it must fit the level rules)', () => {
    const m = scenario({ p1: { lrig: [U.tre], lrigDeck: [U.digger], ener: [C.kooni], trash: [AW.l4, AW.l2, C.kooni] } });
    play(m, 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['pick wd07-014']); // level 4 does not fit a level 3 LRIG
    play(m, 'pick wd07-014', 'zone 1');
    expect(zone(m, 0, 'signi')).toEqual([AW.l2, '-', '-']);
  });
});
