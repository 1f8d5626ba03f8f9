/** WX04: the cards whose abilities the existing ops already express (auras, searches, banishes, ARTS and spells). */
import { decisionOf } from '../../../src/engine/match.js';
import { setContentLang } from '../../../src/engine/i18n.js';
import { catalogue } from '../../../src/games/wixoss/catalogue.js';
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';

export const X4 = {
  tama3: 'WX04-007', midori3: 'WX04-016', doping: 'WX04-027', banishing: 'WX04-028', obsidian: 'WX04-043', tyranno: 'WX04-044',
  drei: 'WX04-053', axe: 'WX04-056', mornin: 'WX04-059', lament: 'WX04-074', def: 'WX04-076', fluorine: 'WX04-079',
  chlorine: 'WX04-081', precious: 'WX04-083', tosa: 'WX04-086', surrelis: 'WX04-089', puri: 'WX04-092', endSlash: 'WX04-104',
  growing: 'WX04-105',
} as const;

/** Vanilla SIGNI of the classes these cards name. */
const V = {
  skyBeast1: 'WX01-094', skyBeast3: 'WX01-088', atom1: 'WX05-064', atom2: 'WX05-062', technique1: 'WX05-071', technique3: 'WX05-067',
  ore2: 'WD02-012', ore3: 'WD02-010', skyBeast4: 'WX01-086',
} as const;

/** LRIG without abilities, of the types the limited cards need. */
const L = { yuzuki3: 'SP02-002', iona3: 'WX04-022', mirurun3: 'WX04-012', anne3: 'WX04-017', piruluk4: 'WX03-008', midori4: 'WX03-009' } as const;

const power = (m: ReturnType<typeof scenario>, seat: number, z: number) => signiPower(st(m), seat, z);
const prompt = (m: ReturnType<typeof scenario>) => {
  const d = decisionOf(m);
  return d.over ? '' : d.prompt;
};

afterEach(() => setContentLang('en'));

describe('WX04 LRIG', () => {
  it('Tamayorihime, Sixteenth Night Miko: grown into, you may pay [Colorless] to find a white spell (only white spells offered)', () => {
    const m = scenario({ phase: 'grow', p1: { lrig: [C.tama2], lrigDeck: [X4.tama3], ener: [C.kukri, C.kukri, C.iron], deck: [C.iron, C.getBible, X4.endSlash, C.kukri] } });
    play(m, 'grow 1', 'pay auto');
    expect(choices(m)).toEqual(['use', 'skip']);
    play(m, 'use', 'pay auto');
    expect(choices(m)).toEqual(['pick wd01-015', 'done']); // End Slash is black, Iron and Kukri are SIGNI
    play(m, 'pick wd01-015');
    expect(zone(m, 0, 'hand')).toEqual([C.getBible]);
    expect(zone(m, 0, 'ener')).toEqual([]);
    expect(zone(m, 0, 'deck').sort()).toEqual([C.iron, X4.endSlash, C.kukri].sort());
  });

  it('Tamayorihime, Sixteenth Night Miko: skipping keeps the ener; the question reads in Chinese too', () => {
    const m = scenario({ phase: 'grow', p1: { lrig: [C.tama2], lrigDeck: [X4.tama3], ener: [C.kukri, C.kukri, C.iron], deck: [C.getBible] } });
    play(m, 'grow 1', 'pay auto');
    setContentLang('zh');
    expect(prompt(m)).toContain('可支付[无]：从卡组找1张白色魔法');
    play(m, 'skip');
    expect(zone(m, 0, 'hand')).toEqual([]);
    expect(zone(m, 0, 'ener')).toEqual([C.iron]);
  });

  it('Midoriko, Abundant Girl Type Three: its player skips the grow phase', () => {
    const m = scenario({ phase: 'end', active: 1, p1: { lrig: [X4.midori3], lrigDeck: [C.midori4], hand: [C.iron], ener: [C.pandan, C.pandan, C.pandan] } });
    expect(st(m).phase).toBe('ener');
    play(m, 'ener 1');
    expect(st(m).phase).toBe('main');
    const plain = scenario({ phase: 'end', active: 1, p1: { lrig: [C.midori3], lrigDeck: [C.midori4], hand: [C.iron], ener: [C.pandan, C.pandan, C.pandan] } });
    play(plain, 'ener 1');
    expect(choices(plain)).toEqual(['grow 1', 'pass']);
  });

  it('Midoriko, Abundant Girl Type Three: your <Sky Beast> and <Earth Beast> SIGNI get +2000, other SIGNI and the opponent\'s do not', () => {
    const m = scenario({ p1: { lrig: [X4.midori3], signi: [V.skyBeast1, C.hyakko, C.iron] }, p2: { signi: [V.skyBeast3] } });
    expect([power(m, 0, 0), power(m, 0, 1), power(m, 0, 2), power(m, 1, 0)]).toEqual([5000, 3000, 3000, 10000]);
  });
});

describe('WX04 ARTS', () => {
  it('Doping: 1 SIGNI of either player gets +3000 until end of turn, for no cost', () => {
    const m = scenario({ p1: { lrigDeck: [X4.doping], signi: [C.iron] }, p2: { signi: [C.kukri] } });
    play(m, 'arts 1');
    expect(choices(m)).toEqual(['target 1', 'target own 1']);
    play(m, 'target own 1');
    expect(power(m, 0, 0)).toBe(6000);
    expect(power(m, 1, 0)).toBe(3000);
    expect(zone(m, 0, 'lrigTrash')).toEqual([X4.doping]);
    play(m, 'pass', 'pass', 'pass'); // to the end of the turn
    expect(st(m).active).toBe(1);
    expect(power(m, 0, 0)).toBe(3000);
  });

  it('Doping: the opponent may answer a spell with it (Fire Pillar\'s target grows out of reach)', () => {
    const m = scenario({ p1: { hand: [C.firePillar], ener: [C.iron] }, p2: { lrigDeck: [X4.doping], signi: [C.kukri] } });
    play(m, 'spell 1', 'pay 1', 'target 1');
    expect(choices(m)).toEqual(['arts 1', 'pass']);
    play(m, 'arts 1', 'target own 1');
    expect(zone(m, 1, 'signi')).toEqual([C.kukri, '-', '-']); // 6000: above Fire Pillar's 5000
    expect(zone(m, 1, 'lrigTrash')).toEqual([X4.doping]);
  });

  it('Banishing: [Colorless]x4, banish 1 opposing SIGNI', () => {
    const m = scenario({ p1: { lrigDeck: [X4.banishing], ener: [C.iron, C.kukri, C.sc, C.kooni] }, p2: { signi: [C.kukri, C.caliburn] } });
    play(m, 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['target 1', 'target 2']);
    play(m, 'target 2');
    expect(zone(m, 1, 'ener')).toEqual([C.caliburn]);
    expect(zone(m, 0, 'ener')).toEqual([]);
    const poor = scenario({ p1: { lrigDeck: [X4.banishing], ener: [C.iron, C.kukri, C.sc] }, p2: { signi: [C.kukri] } });
    expect(choices(poor)).not.toContain('arts 1');
  });
});

describe('WX04 SIGNI auras', () => {
  it('Axe, Large Breaker: your other <Arm> SIGNI get +2000, itself and other classes do not', () => {
    const m = scenario({ p1: { signi: [X4.axe, C.caliburn, C.iron] }, p2: { signi: [C.flamber] } });
    expect([power(m, 0, 0), power(m, 0, 1), power(m, 0, 2), power(m, 1, 0)]).toEqual([7000, 12000, 3000, 7000]);
  });

  it('Axe, Large Breaker: Burst finds an <Arm> SIGNI', () => {
    const m = scenario({ p1: { signi: [C.kukri] }, p2: { life: [X4.axe], deck: [C.iron, C.flamber, C.getBible] } });
    play(m, 'pass', 'attack 1', 'burst');
    expect(choices(m)).toEqual(['pick wd01-012', 'done']);
    play(m, 'pick wd01-012');
    expect(zone(m, 1, 'hand')).toEqual([C.flamber]);
  });

  it('Mornin, Medium Breaker: your red SIGNI get +2000; with a red SIGNI on your field its own power is 8000', () => {
    const m = scenario({ p1: { signi: [X4.mornin, C.iron] }, p2: { signi: [C.iron] } });
    expect([power(m, 0, 0), power(m, 0, 1), power(m, 1, 0)]).toEqual([8000, 5000, 3000]);
    const alone = scenario({ p1: { signi: [X4.mornin, C.kukri] } });
    expect([power(alone, 0, 0), power(alone, 0, 1)]).toEqual([5000, 3000]);
  });

  it('Tosa, Phantom Beast: your other <Sky Beast> and <Earth Beast> SIGNI get +2000', () => {
    const m = scenario({ p1: { signi: [X4.tosa, V.skyBeast1, C.hyakko] }, p2: { signi: [V.skyBeast1] } });
    expect([power(m, 0, 0), power(m, 0, 1), power(m, 0, 2), power(m, 1, 0)]).toEqual([7000, 5000, 3000, 3000]);
    const other = scenario({ p1: { signi: [X4.tosa, C.iron] } });
    expect(power(other, 0, 1)).toBe(3000);
  });

  it('Tosa, Phantom Beast: Burst finds a <Sky Beast> or <Earth Beast> SIGNI', () => {
    const m = scenario({ p1: { signi: [C.kukri] }, p2: { life: [X4.tosa], deck: [C.iron, V.skyBeast3, C.hyakko] } });
    play(m, 'pass', 'attack 1', 'burst');
    expect(choices(m)).toEqual(['pick wx01-088', 'pick wd04-015', 'done']);
    play(m, 'pick wd04-015');
    expect(zone(m, 1, 'hand')).toEqual([C.hyakko]);
  });

  it('Fluorine, Natural Source: with 3 <Atom> SIGNI on your field (itself counted) your SIGNI get +2000; with 2 they do not', () => {
    const three = scenario({ p1: { signi: [X4.fluorine, V.atom1, V.atom2] }, p2: { signi: [V.atom1] } });
    expect([power(three, 0, 0), power(three, 0, 1), power(three, 0, 2), power(three, 1, 0)]).toEqual([7000, 5000, 9000, 3000]);
    const two = scenario({ p1: { signi: [X4.fluorine, V.atom1, C.iron] } });
    expect([power(two, 0, 0), power(two, 0, 1), power(two, 0, 2)]).toEqual([5000, 3000, 3000]);
  });

  it('Surrelis, Unresolved Deviation: with 3 <Beautiful Technique> SIGNI on your field your SIGNI get +2000', () => {
    const three = scenario({ p1: { signi: [X4.surrelis, V.technique1, V.technique3] } });
    expect([power(three, 0, 0), power(three, 0, 1), power(three, 0, 2)]).toEqual([7000, 5000, 12000]);
    const two = scenario({ p1: { signi: [X4.surrelis, V.technique1] } });
    expect([power(two, 0, 0), power(two, 0, 1)]).toEqual([5000, 3000]);
  });
});

describe('WX04 SIGNI abilities', () => {
  it('Obsidian, Natural Stone: pay [Red][Red] and trash 3 <Ore>/<Gem> SIGNI (itself among them): every SIGNI is banished', () => {
    const m = scenario({ p1: { lrig: [C.hanayo4], signi: [X4.obsidian, V.ore2, V.ore3], ener: [C.iron, C.iron] }, p2: { signi: [C.kukri, C.caliburn, C.flamber] } });
    play(m, 'act 1', 'pay auto');
    expect(choices(m)).toEqual(['trash signi 1', 'trash signi 2', 'trash signi 3']);
    play(m, 'trash signi 1', 'trash signi 2', 'trash signi 3');
    expect(zone(m, 0, 'trash').sort()).toEqual([X4.obsidian, V.ore2, V.ore3, C.iron, C.iron].sort()); // with the ener paid
    expect(zone(m, 1, 'signi')).toEqual(['-', '-', '-']);
    expect(zone(m, 1, 'ener').sort()).toEqual([C.kukri, C.caliburn, C.flamber].sort());
  });

  it('Obsidian, Natural Stone: not offered without 3 <Ore>/<Gem> SIGNI or without [Red][Red]; Burst banishes power 12000 or less', () => {
    const two = scenario({ p1: { lrig: [C.hanayo4], signi: [X4.obsidian, V.ore2, C.kukri], ener: [C.iron, C.iron] } });
    expect(choices(two)).not.toContain('act 1');
    const poor = scenario({ p1: { lrig: [C.hanayo4], signi: [X4.obsidian, V.ore2, V.ore3], ener: [C.iron, C.kukri] } });
    expect(choices(poor)).not.toContain('act 1');
    const b = scenario({ p1: { lrig: [L.midori4], signi: [C.kukri, V.skyBeast4, C.caliburn] }, p2: { life: [X4.obsidian] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(choices(b)).toEqual(['target 1', 'target 3']); // the 15000 <Sky Beast> is too strong
    play(b, 'target 3');
    expect(zone(b, 0, 'ener')).toEqual([C.caliburn]);
  });

  it('Tyranno, Phantom Dragon: down it to banish power 8000 or less, only while the opponent has 4 or fewer ener', () => {
    const m = scenario({ p1: { lrig: [L.yuzuki3], signi: [X4.tyranno] }, p2: { signi: [C.iron, C.caliburn, C.flamber], ener: [C.iron, C.iron, C.iron, C.iron] } });
    play(m, 'act 1');
    expect(choices(m)).toEqual(['target 1', 'target 3']);
    play(m, 'target 3');
    expect(zone(m, 1, 'ener')).toContain(C.flamber);
    expect(st(m).players[0]!.signiDown[0]).toBe(true);
    const five = scenario({ p1: { lrig: [L.yuzuki3], signi: [X4.tyranno] }, p2: { signi: [C.iron], ener: [C.iron, C.iron, C.iron, C.iron, C.iron] } });
    expect(choices(five)).not.toContain('act 1');
  });

  it('Drei=Capsule: down it: 1 opposing SIGNI gets -5000 until end of turn', () => {
    const m = scenario({ p1: { lrig: [L.iona3], signi: [X4.drei] }, p2: { signi: [C.caliburn, C.iron] } });
    play(m, 'act 1');
    expect(choices(m)).toEqual(['target 1', 'target 2']);
    play(m, 'target 1');
    expect(power(m, 1, 0)).toBe(5000);
    expect(st(m).players[0]!.signiDown[0]).toBe(true);
  });

  it('Code Art DEF: down it: banish a frozen SIGNI of level 3 or less, of either player', () => {
    const m = scenario({ p1: { lrig: [C.piruluk3], signi: [X4.def, C.iron] }, p2: { lrig: [L.piruluk4], signi: [C.iron, V.skyBeast4, C.caliburn] } });
    const s = st(m);
    s.frozen.push(s.players[1]!.signi[0]!, s.players[1]!.signi[1]!, s.players[0]!.signi[1]!); // the <Sky Beast> is level 4; Caliburn is not frozen
    play(m, 'act 1');
    expect(choices(m)).toEqual(['target 1', 'target own 2']);
    play(m, 'target 1');
    expect(zone(m, 1, 'ener')).toEqual([C.iron]);
    const none = scenario({ p1: { lrig: [C.piruluk3], signi: [X4.def] }, p2: { signi: [C.iron] } });
    play(none, 'act 1'); // usable with nothing to banish: the ability does nothing
    expect(zone(none, 1, 'signi')).toEqual([C.iron, '-', '-']);
  });

  it('Chlorine, Natural Source: banished, you may pay [Blue] to find Fluorine, Natural Source', () => {
    const m = scenario({ active: 1, phase: 'signiAttack', p1: { lrig: [L.mirurun3], signi: [X4.chlorine], ener: [C.sc], deck: [C.sc, X4.fluorine, V.atom2] }, p2: { signi: [C.iron] } });
    play(m, 'attack 1');
    expect(zone(m, 0, 'ener')).toContain(X4.chlorine);
    expect(choices(m)).toEqual(['use', 'skip']);
    play(m, 'use', 'pay auto');
    expect(choices(m)).toEqual(['pick wx04-079', 'done']);
    play(m, 'pick wx04-079');
    expect(zone(m, 0, 'hand')).toEqual([X4.fluorine]);
  });

  it('Puri, Innocuous Match: banished, you may pay [Green] to find Surrelis (reprints count: SP07-015); skipping keeps the ener', () => {
    const m = scenario({ active: 1, phase: 'signiAttack', p1: { lrig: [L.anne3], signi: [X4.puri], ener: [C.pandan], deck: ['SP07-015', V.technique1] }, p2: { signi: [C.iron] } });
    play(m, 'attack 1');
    play(m, 'use', 'pay auto');
    expect(choices(m)).toEqual(['pick sp07-015', 'done']);
    play(m, 'pick sp07-015');
    expect(zone(m, 0, 'hand')).toEqual(['SP07-015']);
    const skip = scenario({ active: 1, phase: 'signiAttack', p1: { lrig: [L.anne3], signi: [X4.puri], ener: [C.pandan], deck: [X4.surrelis] }, p2: { signi: [C.iron] } });
    play(skip, 'attack 1', 'skip');
    expect(zone(skip, 0, 'hand')).toEqual([]);
    expect(zone(skip, 0, 'ener')).toEqual([C.pandan, X4.puri]);
  });
});

describe('WX04 spells', () => {
  it('Doubting Lament: banish 1 opposing SIGNI of power 5000 or less and 1 of power 10000 or more', () => {
    const m = scenario({ p1: { hand: [X4.lament], ener: [C.iron, C.iron, C.pandan] }, p2: { signi: [C.iron, C.flamber, C.caliburn] } });
    play(m, 'spell 1', 'pay auto');
    expect(choices(m)).toEqual(['target 1']);
    play(m, 'target 1');
    expect(choices(m)).toEqual(['target 3']);
    play(m, 'target 3');
    expect(zone(m, 1, 'signi')).toEqual(['-', C.flamber, '-']);
    expect(zone(m, 1, 'ener').sort()).toEqual([C.iron, C.caliburn].sort());
  });

  it('Doubting Lament: Burst banishes power 5000 or less, then ener charge 1', () => {
    const m = scenario({ p1: { signi: [C.iron, C.flamber] }, p2: { life: [X4.lament], deck: [C.sc] } });
    play(m, 'pass', 'attack 1', 'burst');
    expect(choices(m)).toEqual(['target 1']);
    play(m, 'target 1');
    expect(zone(m, 0, 'ener')).toEqual([C.iron]);
    expect(zone(m, 1, 'ener')).toEqual([C.sc, X4.lament]); // the charge, then the crushed card
  });

  it('PRECIOUS: draw 5, then discard 2', () => {
    const m = scenario({ p1: { lrig: [C.piruluk3], hand: [X4.precious], ener: [C.sc, C.sc], deck: [C.iron, C.kukri, C.flamber, C.sc, C.rmn, C.caliburn] } });
    play(m, 'spell 1', 'pay auto');
    expect(zone(m, 0, 'hand')).toEqual([C.iron, C.kukri, C.flamber, C.sc, C.rmn]);
    expect(choices(m)).toEqual(['discard 1', 'discard 2', 'discard 3', 'discard 4', 'discard 5']);
    play(m, 'discard 1', 'discard 1');
    expect(zone(m, 0, 'hand')).toEqual([C.flamber, C.sc, C.rmn]);
    expect(zone(m, 0, 'trash')).toEqual([C.sc, C.sc, C.iron, C.kukri, X4.precious]); // ener paid, the discards, then the spell
    expect(zone(m, 0, 'deck')).toEqual([C.caliburn]);
  });

  it('End Slash: put 1 opposing SIGNI into the trash (not the ener zone); the Burst does the same', () => {
    const m = scenario({ p1: { hand: [X4.endSlash], ener: [C.kukri, C.kooni, C.kooni, C.iron] }, p2: { signi: [C.caliburn] } });
    play(m, 'spell 1', 'pay auto', 'target 1');
    expect(zone(m, 1, 'trash')).toEqual([C.caliburn]);
    expect(zone(m, 1, 'ener')).toEqual([]);
    const b = scenario({ p1: { signi: [C.kukri, C.caliburn] }, p2: { life: [X4.endSlash] } });
    play(b, 'pass', 'attack 1', 'burst', 'target 2');
    expect(zone(b, 0, 'trash')).toEqual([C.caliburn]);
  });

  it('Growing Future: costs nothing, puts your top card into your ener zone; Burst: ener charge 1', () => {
    const m = scenario({ p1: { hand: [X4.growing], deck: [C.iron, C.kukri] } });
    play(m, 'spell 1');
    expect(zone(m, 0, 'ener')).toEqual([C.iron]);
    expect(zone(m, 0, 'trash')).toEqual([X4.growing]);
    const b = scenario({ p1: { signi: [C.kukri] }, p2: { life: [X4.growing], deck: [C.sc] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(zone(b, 1, 'ener')).toEqual([C.sc, X4.growing]);
  });
});

describe('WX04 card texts', () => {
  it('are listed in Chinese when the content language is Chinese', () => {
    setContentLang('zh');
    const text = (id: string) => catalogue.rows().find((r) => r.id === id)!.fields.text;
    expect(text(X4.puri)).toContain('此精灵被驱逐时，可支付[绿]：从卡组找1张《未能解决的偏差 超现实》');
    expect(text(X4.obsidian)).toContain('驱逐双方场上所有精灵');
    expect(text(X4.def)).toContain('被冻结的精灵（任意一方）');
    setContentLang('en');
    expect(text(X4.precious)).toBe('Draw 5, then discard 2.');
  });
});
