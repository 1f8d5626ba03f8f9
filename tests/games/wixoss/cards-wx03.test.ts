/** Card effects of WX03 Spread Selector (strict scripted scenarios; one `it` per card or ruling). */
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, decider, play, scenario, st, zone } from './helpers.js';

const power = (m: ReturnType<typeof scenario>, seat: number, z: number) => signiPower(st(m), seat, z);

export const X = {
  umr4: 'WX03-001', holyAct: 'WX03-002', hellfire: 'WX03-003', twoDust: 'WX03-004', bodySoul: 'WX03-005',
  umr3: 'WX03-011', umr2: 'WX03-012', umr1: 'WX03-013', deadSplash: 'WX03-014', colossao: 'WX03-015',
  rabiel: 'WX03-016', pencil: 'WX03-017', kareira: 'WX03-018', marigold: 'WX03-019', partheno: 'WX03-020', lostTech: 'WX03-021',
  samidare: 'WX03-022', kakumaru: 'WX03-023', getGrow: 'WX03-024', shizuku: 'WX03-025', ayabon: 'WX03-026', endEternity: 'WX03-027',
  rgn: 'WX03-028', cvy: 'WX03-029', pickUp: 'WX03-030', beiar: 'WX03-031', kano: 'WX03-032', superLoss: 'WX03-033', costaric: 'WX03-034',
  megatron: 'WX03-035', overflowing: 'WX03-036', archold: 'WX03-037', zantetsu: 'WX03-038', claymore: 'WX03-039', corundum: 'WX03-040',
  hiramena: 'WX03-041', key: 'WX03-042', iceBreak: 'WX03-043', glamis: 'WX03-044', komaris: 'WX03-045', strike: 'WX03-046',
  aztec: 'WX03-047', cryskull: 'WX03-048', selfSlash: 'WX03-049', livesGut: 'WX03-050',
} as const;

describe('WX03 spells and ARTS of the first batch', () => {
  it('Overflowing Knowledge: draw 3', () => {
    const m = scenario({ p1: { hand: [X.overflowing], ener: [C.kukri, C.iron, C.iron], deck: [C.iron, C.kukri, C.flamber, C.caliburn] } });
    play(m, 'spell 1', 'pay auto');
    expect(zone(m, 0, 'hand')).toEqual([C.iron, C.kukri, C.flamber]);
  });

  it('Super Loss: banishes every opposing SIGNI with power 12000 or more, powers read before any leaves; Burst: ener charge 2', () => {
    const m = scenario({ p1: { hand: [X.superLoss], ener: Array(4).fill(C.pandan) }, p2: { lrig: [C.tama4], signi: [C.romail, C.caliburn, C.kukri] } });
    expect(power(m, 1, 1)).toBe(13000); // Caliburn 10000, +2000 from Tama 4 while Romail is there, +1000 from Romail
    expect(power(m, 1, 2)).toBe(6000);
    play(m, 'spell 1', 'pay auto');
    expect(zone(m, 1, 'signi')).toEqual(['-', '-', C.kukri]);
    expect(zone(m, 1, 'ener')).toEqual([C.romail, C.caliburn]);
    const b = scenario({ p1: { signi: [C.kukri] }, p2: { life: [X.superLoss], deck: [C.iron, C.kukri, C.flamber] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(zone(b, 1, 'ener')).toEqual([C.iron, C.kukri, X.superLoss]);
  });

  it('Self Slash: the opponent picks which of their SIGNI is banished; Burst: the same', () => {
    const m = scenario({ p1: { hand: [X.selfSlash], ener: [C.kooni, C.kooni] }, p2: { signi: [C.iron, null, C.bronda] } });
    play(m, 'spell 1', 'pay auto');
    expect(decider(m)).toBe(1);
    expect(choices(m)).toEqual(['target own 1', 'target own 3']);
    play(m, 'target own 3');
    expect(zone(m, 1, 'ener')).toEqual([C.bronda]);
    const none = scenario({ p1: { hand: [X.selfSlash], ener: [C.kooni, C.kooni] } });
    play(none, 'spell 1', 'pay auto');
    expect(decider(none)).toBe(0); // nothing to banish: no question
    const b = scenario({ p1: { signi: [C.kukri, C.flamber] }, p2: { life: [X.selfSlash] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(decider(b)).toBe(0); // the burst's owner (Bob) made Ann banish: Ann picks
    expect(choices(b)).toEqual(['target own 1', 'target own 2']);
    play(b, 'target own 2');
    expect(zone(b, 0, 'ener')).toEqual([C.flamber]);
  });

  it('PICK UP: both hands are discarded, then each draws as many as the larger hand', () => {
    const m = scenario({
      p1: { lrig: [C.piruluk3], hand: [X.pickUp, C.rmn], ener: [C.sc, C.sc], deck: [C.drs, C.jv, C.smp, C.sc] },
      p2: { hand: [C.iron, C.kukri, C.flamber], deck: [C.bronda, C.silvan, C.garnet, C.iron] },
    });
    play(m, 'spell 1', 'pay auto');
    expect(zone(m, 0, 'trash')).toEqual([C.sc, C.sc, C.rmn, X.pickUp]);
    expect(zone(m, 1, 'trash')).toEqual([C.iron, C.kukri, C.flamber]);
    expect(zone(m, 0, 'hand')).toEqual([C.drs, C.jv, C.smp]);
    expect(zone(m, 1, 'hand')).toEqual([C.bronda, C.silvan, C.garnet]);
  });

  it('Lives Gut: 1 <Devil> SIGNI from the trash into hand; Burst: up to 2', () => {
    const m = scenario({ p1: { hand: [X.livesGut], ener: [C.kooni], trash: [C.iron, C.carry, C.kooni] } });
    play(m, 'spell 1', 'pay auto');
    expect(choices(m)).toEqual(['pick wd05-011', 'pick wd05-013']); // Iron is no Devil; the ener paid is a Devil too
    play(m, 'pick wd05-011');
    expect(zone(m, 0, 'hand')).toEqual([C.carry]);
    const b = scenario({ p1: { signi: [C.kukri] }, p2: { life: [X.livesGut], trash: [C.carry, C.kooni, C.succu] } });
    play(b, 'pass', 'attack 1', 'burst', 'pick wd05-013', 'pick wd05-014');
    expect(zone(b, 1, 'hand')).toEqual([C.kooni, C.succu]);
  });

  it('Death Colossao: trash all your SIGNI; 3 of different levels banish all opposing SIGNI, else nothing more', () => {
    const base = { lrig: [X.umr3], lrigDeck: [X.colossao], ener: [C.kooni, C.kooni, C.kooni] };
    const m = scenario({ p1: { ...base, signi: [C.kooni, C.cosmo, 'WD07-013'] }, p2: { signi: [C.iron, C.bronda, C.silvan] } });
    play(m, 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['use', 'skip']);
    play(m, 'use');
    expect(zone(m, 0, 'trash')).toEqual([C.kooni, C.kooni, C.kooni, C.kooni, C.cosmo, 'WD07-013']);
    expect(zone(m, 1, 'signi')).toEqual(['-', '-', '-']);
    const same = scenario({ p1: { ...base, signi: [C.kooni, 'WD07-015', 'WD07-013'] }, p2: { signi: [C.iron] } });
    play(same, 'arts 1', 'pay auto', 'use');
    expect(zone(same, 0, 'signi')).toEqual(['-', '-', '-']);
    expect(zone(same, 1, 'signi')).toEqual([C.iron, '-', '-']); // two level 1s: not 3 different levels
    const skip = scenario({ p1: { ...base, signi: [C.kooni, C.cosmo, 'WD07-013'] }, p2: { signi: [C.iron] } });
    play(skip, 'arts 1', 'pay auto', 'skip');
    expect(zone(skip, 0, 'signi')).toEqual([C.kooni, C.cosmo, 'WD07-013']);
    expect(zone(skip, 1, 'signi')).toEqual([C.iron, '-', '-']);
  });

  it('Lost Technology: trash all your SIGNI; exactly 3 <Ancient Weapon> crush 2 life cloth (bursts may trigger, no win)', () => {
    const aw = ['WD07-015', 'WD07-014', 'WD07-013'];
    const m = scenario({ p1: { lrig: [X.umr3], hand: [X.lostTech], ener: [C.kooni], signi: aw }, p2: { life: [C.iron, C.jetting, C.kukri] } });
    play(m, 'spell 1', 'pay auto', 'use');
    // Bob's top life cloth Iron, then Jetting Knowledge (a Life Burst: Bob is asked).
    expect(decider(m)).toBe(1);
    play(m, 'no burst');
    expect(zone(m, 1, 'life')).toEqual([C.kukri]);
    expect(zone(m, 1, 'ener').sort()).toEqual([C.iron, C.jetting].sort()); // (the ener zone is unordered)
    const two = scenario({ p1: { lrig: [X.umr3], hand: [X.lostTech], ener: [C.kooni], signi: ['WD07-015', 'WD07-014', C.kooni] }, p2: { life: [C.iron, C.kukri] } });
    play(two, 'spell 1', 'pay auto', 'use');
    expect(zone(two, 1, 'life')).toEqual([C.kukri, C.iron]); // (stored bottom first)
  });
});

describe('WX03 on-play abilities paid with an ARTS from the LRIG deck', () => {
  it('Rabiel: [White] and a white ARTS into the LRIG trash (paid before the target): an opposing SIGNI back to hand', () => {
    const m = scenario({ p1: { hand: [X.rabiel], lrigDeck: [C.rococo, C.firefly, C.avon], ener: [C.kukri] }, p2: { signi: [C.iron] } });
    play(m, 'summon 1 1');
    expect(choices(m)).toEqual(['use', 'skip']);
    play(m, 'use', 'pay auto');
    expect(choices(m)).toEqual(['pick wd01-006', 'pick wd01-007']); // white ARTS only
    play(m, 'pick wd01-007', 'target 1');
    expect(zone(m, 0, 'lrigTrash')).toEqual([C.avon]);
    expect(zone(m, 1, 'hand')).toEqual([C.iron]);
    const noArts = scenario({ p1: { hand: [X.rabiel], lrigDeck: [C.firefly], ener: [C.kukri] }, p2: { signi: [C.iron] } });
    play(noArts, 'summon 1 1');
    expect(zone(noArts, 1, 'signi')).toEqual([C.iron, '-', '-']); // no white ARTS: the cost cannot be paid, no question
    expect(choices(noArts)).not.toContain('use');
    const skip = scenario({ p1: { hand: [X.rabiel], lrigDeck: [C.rococo], ener: [C.kukri] }, p2: { signi: [C.iron] } });
    play(skip, 'summon 1 1', 'skip');
    expect(zone(skip, 0, 'lrigDeck')).toEqual([C.rococo]);
    expect(zone(skip, 0, 'ener')).toEqual([C.kukri]);
    expect(zone(skip, 1, 'signi')).toEqual([C.iron, '-', '-']);
  });

  it('Pencilrocket: [Red][Red] and a red ARTS: banish an opposing SIGNI with power 10000 or less', () => {
    const m = scenario({ p1: { lrig: [C.hanayo3], hand: [X.pencil], lrigDeck: [C.firefly], ener: [C.iron, C.iron] }, p2: { lrig: [C.hanayo4], signi: [C.volcano, C.silvan] } });
    play(m, 'summon 1 1', 'use', 'pay auto', 'pick wd02-006');
    expect(choices(m)).toEqual(['target 2']);
    play(m, 'target 2');
    expect(zone(m, 1, 'ener')).toEqual([C.silvan]);
    expect(zone(m, 0, 'lrigTrash')).toEqual([C.firefly]);
  });

  it('Kareira: [Blue] and a blue ARTS: draw 2', () => {
    const m = scenario({ p1: { lrig: [C.piruluk3], hand: [X.kareira], lrigDeck: [C.drawTwo], ener: [C.sc], deck: [C.iron, C.kukri] } });
    play(m, 'summon 1 1', 'use', 'pay auto', 'pick wd03-008');
    expect(zone(m, 0, 'hand')).toEqual([C.iron, C.kukri]);
  });

  it('Marigold: a green ARTS alone pays: ener charge 2', () => {
    const m = scenario({ p1: { lrig: [C.midori3], hand: [X.marigold], lrigDeck: [C.highSpirits], deck: [C.iron, C.kukri, C.flamber] } });
    play(m, 'summon 1 1', 'use', 'pick wd04-006');
    expect(zone(m, 0, 'ener')).toEqual([C.iron, C.kukri]);
  });

  it('Samidare / Shizuku: on play pay [Red] / [Green] to find a <Weapon> / <Plant> SIGNI', () => {
    const m = scenario({ p1: { lrig: [C.tama4], hand: [X.samidare], ener: [C.iron], deck: [C.kukri, X.claymore, X.pencil] } });
    play(m, 'summon 1 1', 'use', 'pay auto');
    expect(choices(m)).toEqual(['pick wx03-039', 'pick wx03-017', 'done']);
    play(m, 'pick wx03-017');
    expect(zone(m, 0, 'hand')).toEqual([X.pencil]);
    const g = scenario({ p1: { lrig: [C.hanayo4], hand: [X.shizuku], ener: [C.pandan], deck: [C.iron, X.glamis] } });
    play(g, 'summon 1 1', 'use', 'pay auto');
    expect(choices(g)).toEqual(['pick wx03-044', 'done']);
  });
});

describe('WX03 activated abilities', () => {
  it('Komaris: down it: your SIGNI get +5000 until end of turn; Burst: draw 1', () => {
    const m = scenario({ p1: { lrig: [C.midori3], signi: [X.komaris, C.iron] } });
    play(m, 'act 1');
    expect(power(m, 0, 0)).toBe(7000);
    expect(power(m, 0, 1)).toBe(8000);
    expect(choices(m)).not.toContain('act 1'); // downed
  });
});

describe('WX03 Umr LRIG: on play when grown into', () => {
  it('Umr=Ett: you may discard 1 to draw 1', () => {
    const m = scenario({ phase: 'grow', p1: { lrig: ['WD08-005'], lrigDeck: [X.umr1], hand: [C.kooni], deck: [C.succu, C.sc] } });
    play(m, 'grow 1', 'use', 'discard 1');
    expect(zone(m, 0, 'hand')).toEqual([C.succu]);
  });

  it('Umr=Två: you may pay [Black] to put any 1 card of your deck into the trash, then shuffle', () => {
    const m = scenario({ phase: 'grow', p1: { lrig: [X.umr1], lrigDeck: [X.umr2], ener: [C.kooni, C.kooni], deck: [C.succu, C.holeDark, C.sc] } });
    play(m, 'grow 1', 'pay auto');
    expect(choices(m)).toEqual(['use', 'skip']);
    play(m, 'use', 'pay auto');
    expect(choices(m)).toEqual(['pick wd05-014', 'pick wd05-017', 'pick wd03-013', 'done']);
    play(m, 'pick wd05-017');
    expect(zone(m, 0, 'trash')).toEqual([C.kooni, C.kooni, C.holeDark]);
  });
});
