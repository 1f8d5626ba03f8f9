/** Card effects of WD07 (Iona, black and white). */
import { game } from '../../../src/games/wixoss/index.js';
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';

export const I = {
  iona4: 'WD07-001', iona3: 'WD07-002', iona2: 'WD07-003', iona1: 'WD07-004', iona0: 'WD07-005',
  graveNight: 'WD07-006', blackCrisis: 'WD07-007', deathBeam: 'WD07-008', pyramid: 'WD07-009', babel: 'WD07-010', triumph: 'WD07-011',
  vimana: 'WD07-012', ironMaiden: 'WD07-013', moa: 'WD07-014', clay: 'WD07-015', slashMiracle: 'WD07-018',
} as const;

describe('WD07 Iona ARTS', () => {
  it('Death Beam: banish an opposing SIGNI', () => {
    const m = scenario({ p1: { lrig: [I.iona3], lrigDeck: [I.deathBeam], ener: [C.kukri, C.kukri, C.kooni, C.kooni] }, p2: { signi: [C.iron] } });
    play(m, 'arts 1', 'pay auto', 'target 1');
    expect(zone(m, 1, 'ener')).toEqual([C.iron]);
  });

  it('Grave Night: up to 3 SIGNI of different levels from the deck into the trash, then shuffle', () => {
    const m = scenario({ p1: { lrig: [I.iona3], lrigDeck: [I.graveNight], ener: [C.kooni], deck: [C.kooni, C.succu, C.cosmo, C.belze, C.holeDark] } });
    play(m, 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['pick wd05-013', 'pick wd05-014', 'pick wd05-012', 'pick wd05-010', 'done']);
    play(m, 'pick wd05-013');
    expect(choices(m)).toEqual(['pick wd05-012', 'pick wd05-010', 'done']); // another level 1 is not offered
    play(m, 'pick wd05-010', 'done');
    expect(zone(m, 0, 'trash')).toEqual([C.kooni, C.kooni, C.belze]);
    expect(zone(m, 0, 'deck').sort()).toEqual([C.succu, C.cosmo, C.holeDark].sort());
  });

  it('Black Crisis: mill 4; a black card among them returns a black SIGNI from the trash, a white one finds a white SIGNI', () => {
    const both = scenario({ p1: { lrig: [I.iona3], lrigDeck: [I.blackCrisis], ener: [C.kukri, C.kooni], trash: [C.belze], deck: [C.servantO, C.kooni, C.kukri, C.iron, C.flamber] } });
    play(both, 'arts 1', 'pay auto');
    expect(choices(both)).toEqual(['pick wd05-010', 'pick wd05-013']); // black SIGNI in the trash (a must)
    play(both, 'pick wd05-010');
    expect(choices(both)).toEqual(['pick wd01-012', 'done']);
    play(both, 'pick wd01-012');
    expect(zone(both, 0, 'hand')).toEqual([C.belze, C.flamber]);
    const none = scenario({ p1: { lrig: [I.iona3], lrigDeck: [I.blackCrisis], ener: [C.kukri, C.kooni], trash: [C.belze], deck: [C.servantO, C.iron, C.iron, C.iron, C.flamber] } });
    play(none, 'arts 1', 'pay auto');
    expect(zone(none, 0, 'hand')).toEqual([]); // neither colour milled: nothing more
    expect(zone(none, 0, 'deck')).toEqual([C.flamber]);
  });
});

describe('WD07 Code Maze', () => {
  it('Pyramid: the opponent must summon in front of it while that zone is free (ruling: any free zone once it is taken)', () => {
    const m = scenario({ active: 1, p1: { signi: [null, I.pyramid, null] }, p2: { hand: [C.iron] } });
    expect(choices(m).filter((c) => c.startsWith('summon'))).toEqual(['summon 1 2']);
    expect(game.explain!(st(m), 'summon 1 1')).toMatch(/zone 2/);
    const taken = scenario({ active: 1, p1: { signi: [null, I.pyramid, null] }, p2: { hand: [C.iron], signi: [null, C.bronda, null] } });
    expect(choices(taken).filter((c) => c.startsWith('summon'))).toEqual(['summon 1 1', 'summon 1 3']);
    const mine = scenario({ p1: { hand: [C.kooni], signi: [null, I.pyramid, null] } });
    expect(choices(mine).filter((c) => c.startsWith('summon'))).toEqual(['summon 1 1', 'summon 1 3']); // its owner is free
  });

  it('Pyramid: down it: look at the top 3, take a white or black SIGNI, put the other 2 back in any order', () => {
    const m = scenario({ p1: { lrig: [I.iona3], signi: [I.pyramid], deck: [C.iron, C.kooni, C.kukri, C.sc] } });
    play(m, 'act 1');
    expect(choices(m)).toEqual(['pick wd05-013', 'pick wd01-013', 'done']);
    play(m, 'pick wd05-013');
    expect(zone(m, 0, 'hand')).toEqual([C.kooni]);
    expect(choices(m)).toEqual(['top 1', 'top 2']);
    play(m, 'top 2');
    expect(zone(m, 0, 'deck')).toEqual([C.kukri, C.iron, C.sc]);
  });
});

describe('WD07 Iona LRIG', () => {
  it('Iona Crescent: the opposing SIGNI attack step offers no pass while a SIGNI can attack', () => {
    const m = scenario({ active: 1, turn: 4, phase: 'main', p1: { lrig: [I.iona1] }, p2: { signi: [C.iron, null, C.bronda] } });
    play(m, 'pass');
    expect(choices(m)).toEqual(['attack 1', 'attack 3']);
    expect(game.explain!(st(m), 'pass')).toMatch(/attack/);
    play(m, 'attack 3');
    expect(choices(m)).toEqual(['attack 1']);
    play(m, 'attack 1');
    expect(choices(m)).toEqual(['attack lrig', 'pass']); // the LRIG is not forced
    const free = scenario({ p1: { lrig: [I.iona1], signi: [C.kooni] } });
    play(free, 'pass');
    expect(choices(free)).toEqual(['attack 1', 'pass']); // Iona's own SIGNI are free
  });

  it('Iona Pale: forced attacks; on play (grown into) pay [Black]: opposing SIGNI -2000 until end of turn', () => {
    const m = scenario({ phase: 'grow', p1: { lrig: [I.iona2], lrigDeck: [I.iona3], ener: [C.kukri, C.kooni, C.kooni] }, p2: { signi: [C.servantO, C.bronda] } });
    play(m, 'grow 1', 'pay auto', 'use', 'pay auto');
    expect(zone(m, 1, 'signi')).toEqual(['-', C.bronda, '-']); // Servant O 2000 - 2000 = 0: banished
    expect(signiPower(st(m), 1, 1)).toBe(5000);
    expect(zone(m, 1, 'ener')).toEqual([C.servantO]);
  });
});

describe('WD07 Code Anti', () => {
  it('Iron / Moa / Clay: 12000 / 8000 / 5000 while another <Ancient Weapon> is on your field', () => {
    const m = scenario({ p1: { lrig: [I.iona3], signi: [I.ironMaiden, I.moa, I.clay] } });
    expect([0, 1, 2].map((z) => signiPower(st(m), 0, z))).toEqual([12000, 8000, 5000]);
    const alone = scenario({ p1: { lrig: [I.iona3], signi: [I.ironMaiden, C.kooni] } });
    expect(signiPower(st(alone), 0, 0)).toBe(8000);
  });
});

describe('WD07 Code Maze Babel / Triumph', () => {
  it('Babel: down it and discard 1: find a black SIGNI of level 3 or less; not usable with an empty hand', () => {
    const m = scenario({ p1: { lrig: [I.iona3], signi: [I.babel], hand: [C.iron], deck: [C.belze, C.cosmo, C.metsum] } });
    play(m, 'act 1', 'discard 1');
    expect(choices(m)).toEqual(['pick wd05-010', 'pick wd05-012', 'done']); // Metsum is level 4
    play(m, 'pick wd05-012');
    expect(zone(m, 0, 'hand')).toEqual([C.cosmo]);
    expect(zone(m, 0, 'trash')).toEqual([C.iron]);
    const empty = scenario({ p1: { lrig: [I.iona3], signi: [I.babel], hand: [] } });
    expect(choices(empty)).not.toContain('act 1');
  });

  it('Triumph: the same for level 2 or less; both force the opponent to place in front of them', () => {
    const m = scenario({ p1: { lrig: [I.iona3], signi: [I.triumph], hand: [C.iron], deck: [C.belze, C.cosmo] } });
    play(m, 'act 1', 'discard 1');
    expect(choices(m)).toEqual(['pick wd05-012', 'done']);
    const place = scenario({ active: 1, p1: { signi: [I.triumph, null, I.babel] }, p2: { hand: [C.iron] } });
    expect(choices(place).filter((c) => c.startsWith('summon'))).toEqual(['summon 1 1', 'summon 1 3']);
  });
});
