/** WX01 Served Selector: the rare LRIGs, SIGNI and spells built on triggers, gains and the field ops. */
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';
import { W } from './cards-wx01-ids.js';

const power = (m: ReturnType<typeof scenario>, seat: number, z: number) => signiPower(st(m), seat, z);

describe('WX01 white rares', () => {
  it('Tamayorihime, Dawn Miko: +3000 to your SIGNI while you have a white and a red SIGNI', () => {
    const both = scenario({ p1: { lrig: [W.tama4Dawn], signi: [C.kukri, C.iron] } });
    expect([power(both, 0, 0), power(both, 0, 1)]).toEqual([6000, 6000]);
    const white = scenario({ p1: { lrig: [W.tama4Dawn], signi: [C.kukri, C.flamber] } });
    expect(power(white, 0, 0)).toBe(3000);
  });

  it('Tamayorihime, Dawn Miko: on growing, an opposing SIGNI of 10000 or less to the trash; Act [W][W][R] + down: any one', () => {
    const m = scenario({ p1: { lrig: [C.tama3], lrigDeck: [W.tama4Dawn], ener: [C.kukri, C.kukri, C.kukri, C.kukri, C.iron, C.iron, C.iron] }, p2: { lrig: [C.hanayo4], signi: [W.godEater, C.caliburn] }, phase: 'grow' });
    play(m, 'grow 1', 'pay auto');
    expect(choices(m)).toEqual(['target 2']);
    play(m, 'target 2');
    expect(zone(m, 1, 'trash')).toEqual([C.caliburn]);
    expect(zone(m, 1, 'ener')).toEqual([]);
    play(m, 'act lrig', 'pay auto', 'target 1');
    expect(zone(m, 1, 'trash')).toEqual([C.caliburn, W.godEater]);
    expect(st(m).players[0]!.lrigDown).toBe(true);
  });

  it('Catapaul / Sephiram: on play, the top card onto the field when it is a level 2 or less SIGNI and no other SIGNI of yours is there', () => {
    const m = scenario({ p1: { lrig: [C.tama3], hand: [W.sephiram], deck: [C.flamber, C.iron] } });
    play(m, 'summon 1 2');
    expect(choices(m)).toEqual(['zone 1', 'zone 3', 'skip']);
    play(m, 'zone 3');
    expect(zone(m, 0, 'signi')).toEqual(['-', W.sephiram, C.flamber]);
    const other = scenario({ p1: { lrig: [C.tama3], hand: [W.catapaul], signi: [C.kukri], deck: [C.flamber] } });
    play(other, 'summon 1 2');
    expect(zone(other, 0, 'deck')).toEqual([C.flamber]); // another SIGNI is on the field: nothing
    const big = scenario({ p1: { lrig: [C.tama3], hand: [W.catapaul], deck: [C.caliburn] } });
    play(big, 'summon 1 1');
    expect(choices(big)).toEqual(['skip']); // level 3: asked all the same, so the question tells the opponent nothing
    play(big, 'skip');
    expect(zone(big, 0, 'deck')).toEqual([C.caliburn]);
    const skip = scenario({ p1: { lrig: [C.tama3], hand: [W.catapaul], deck: [C.flamber] } });
    play(skip, 'summon 1 1', 'skip');
    expect(zone(skip, 0, 'deck')).toEqual([C.flamber]);
  });

  it('Bow, Shooting Bow: only a level 1 SIGNI, whose own on-play then triggers; Burst: draw 1', () => {
    const m = scenario({ p1: { lrig: [C.tama3], hand: [W.bow], deck: [C.bonya, C.kukri, C.iron, C.flamber] } });
    play(m, 'summon 1 1', 'zone 2');
    expect(zone(m, 0, 'signi')).toEqual([W.bow, C.bonya, '-']);
    expect(choices(m)).toEqual(['top 1', 'top 2', 'top 3']); // Bonya's on play: reorder the top 3
    const lvl2 = scenario({ p1: { lrig: [C.tama3], hand: [W.bow], deck: [C.flamber] } });
    play(lvl2, 'summon 1 1', 'skip');
    expect(zone(lvl2, 0, 'deck')).toEqual([C.flamber]);
    const b = scenario({ p1: { signi: [C.kukri] }, p2: { life: [W.bow], deck: [C.iron], hand: [] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(zone(b, 1, 'hand')).toEqual([C.iron]);
  });

  it('Arc Aura: the LRIG may trash a SIGNI when it attacks to up and attack again; Burst: down the opposing LRIG and SIGNI', () => {
    const ener = Array(5).fill(C.kukri);
    const m = scenario({ p1: { lrig: [C.tama3], hand: [W.arcAura], ener, signi: [C.kukri] }, p2: { life: [C.iron, C.iron, C.iron] } });
    play(m, 'spell 1', 'pay auto', 'pass', 'pass', 'attack lrig');
    expect(choices(m)).toEqual(['use', 'skip']);
    play(m, 'use', 'trash signi 1'); // the trash is the cost of the gained ability
    expect(zone(m, 0, 'trash')).toContain(C.kukri);
    expect(zone(m, 0, 'signi')).toEqual(['-', '-', '-']);
    play(m, 'no guard');
    expect(zone(m, 1, 'life')).toHaveLength(2);
    expect(choices(m)).toEqual(['attack lrig', 'pass']); // up again
    play(m, 'attack lrig');
    expect(st(m).players[0]!.lrigDown).toBe(true); // no SIGNI left to trash: no question
    const b = scenario({ p1: { signi: [C.kukri, C.iron] }, p2: { lrig: [C.tama3], life: [W.arcAura] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(st(b).players[0]!.signiDown).toEqual([true, true, false]);
    expect(st(b).players[0]!.lrigDown).toBe(true);
  });
});

describe('WX01 Energe, Original Spear', () => {
  it('every card in your ener zone has Multi Ener while Energe is on your field', () => {
    const m = scenario({ p1: { lrig: [C.tama4], signi: [W.energe], hand: [C.firePillar], ener: [C.kukri] }, p2: { signi: [C.kukri] } });
    expect(choices(m)).toContain('spell 1'); // a white card pays [Red]
    play(m, 'spell 1', 'pay auto', 'target 1');
    expect(zone(m, 1, 'ener')).toEqual([C.kukri]);
    const without = scenario({ p1: { lrig: [C.tama4], hand: [C.firePillar], ener: [C.kukri] } });
    expect(choices(without)).not.toContain('spell 1');
    const theirs = scenario({ p1: { lrig: [C.tama4], hand: [C.firePillar], ener: [C.kukri] }, p2: { lrig: [C.tama4], signi: [W.energe] } });
    expect(choices(theirs)).not.toContain('spell 1'); // only its owner's ener zone
  });

  it('on play you may pay [White] to up 1 of your SIGNI; Act [W][W]: opposing SIGNI banished this turn go to the trash', () => {
    const m = scenario({ p1: { lrig: [C.tama4], hand: [W.energe], signi: [null, C.kukri], down: [false, true], ener: [C.kukri, C.kukri, C.kukri] }, p2: { signi: [C.iron, C.kukri] } });
    play(m, 'summon 1 1', 'use', 'pay auto');
    expect(choices(m)).toEqual(['target own 2']);
    play(m, 'target own 2');
    expect(st(m).players[0]!.signiDown[1]).toBe(false);
    play(m, 'act 1', 'pay auto', 'pass', 'attack 1');
    expect(zone(m, 1, 'trash')).toEqual([C.iron]);
    expect(zone(m, 1, 'ener')).toEqual([]);
    const b = scenario({ p1: { signi: [C.kukri] }, p2: { life: [W.energe], deck: [C.iron, C.jetting, C.kukri] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(choices(b)).toEqual(['pick wd01-013', 'done']); // the white card only (Jetting Knowledge is colourless)
  });
});

describe('WX01 red rares', () => {
  it('Adamasphere: each red SIGNI of yours gets +2000 when it attacks; Act [R][R]: Double Crush', () => {
    const m = scenario({ p1: { lrig: [C.hanayo4], signi: [W.adamasphere, C.iron, C.kukri], ener: [C.iron, C.iron] }, p2: { life: [C.kukri, C.kukri, C.kukri, C.kukri] } });
    play(m, 'act 1', 'pay auto', 'pass', 'attack 2');
    expect(power(m, 0, 1)).toBe(5000);
    play(m, 'attack 3');
    expect(power(m, 0, 2)).toBe(3000); // Kukri is white
    play(m, 'attack 1');
    expect(zone(m, 1, 'life')).toHaveLength(0); // 1 + 1 + 2 (Double Crush)
  });

  it('Adamasphere: on play you may pay [Red] to banish 7000 or less; Burst: 10000 or less', () => {
    const m = scenario({ p1: { lrig: [C.hanayo4], hand: [W.adamasphere], ener: [C.iron] }, p2: { signi: [C.flamber] } });
    play(m, 'summon 1 1', 'use', 'pay auto', 'target 1');
    expect(zone(m, 1, 'ener')).toEqual([C.flamber]);
    const b = scenario({ p1: { signi: [C.kukri, C.caliburn] }, p2: { life: [W.adamasphere] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(choices(b)).toEqual(['target 1', 'target 2']);
  });

  it('Fires of Atonement: banish 12000 or less and your LRIG gets Double Crush; Burst: one of your life cloth (your pick) for one of theirs', () => {
    const m = scenario({ p1: { lrig: [C.hanayo3], hand: [W.atonement], ener: [C.iron, C.iron, C.iron] }, p2: { lrig: [C.hanayo4], signi: [W.emeralda], life: [C.kukri, C.kukri, C.kukri] } });
    play(m, 'spell 1', 'pay auto', 'target 1', 'pass', 'attack lrig', 'no guard');
    expect(zone(m, 1, 'life')).toHaveLength(1);
    const b = scenario({ p1: { signi: [C.kukri], life: [C.iron, C.flamber] }, p2: { life: [W.atonement, C.caliburn] } });
    play(b, 'pass', 'attack 1', 'burst');
    // 「あなたのライフクロス1枚」: Bob picks which by position (issue 41); he has only one left.
    expect(choices(b)).toEqual(['life 1']);
    play(b, 'life 1');
    expect(zone(b, 1, 'trash')).toEqual([C.caliburn]); // Bob's life cloth goes to his trash
    expect(zone(b, 0, 'life')).toEqual([C.flamber]); // and Ann's top one (Iron) is crushed
    expect(zone(b, 0, 'ener')).toEqual([C.iron]);
    const empty = scenario({ p1: { signi: [C.kukri], life: [C.iron] }, p2: { life: [W.atonement] } });
    play(empty, 'pass', 'attack 1', 'burst');
    expect(zone(empty, 0, 'life')).toEqual([C.iron]); // no life cloth of his own to give: nothing is crushed
    const pick = scenario({ p1: { signi: [C.kukri], life: [C.iron, C.flamber] }, p2: { life: [W.atonement, C.caliburn, C.bonya, C.romail] } });
    play(pick, 'pass', 'attack 1', 'burst');
    expect(choices(pick)).toEqual(['life 1', 'life 2', 'life 3']);
    play(pick, 'life 3');
    expect(zone(pick, 1, 'trash')).toEqual([C.romail]); // the bottom one, as picked
    expect(zone(pick, 0, 'ener')).toEqual([C.iron]);
  });
});

describe('WX01 green rares', () => {
  it('Osaki: each green spell you use charges 1 ener; Act [G][G]: the green cards of the trash into the deck', () => {
    const m = scenario({ p1: { lrig: [C.midori4], signi: [W.osaki], hand: [W.germinate, C.jetting], ener: [W.swallow, W.swallow, W.swallow], deck: [C.iron, C.kukri, C.flamber, C.caliburn], trash: [W.swallow, C.iron] } });
    play(m, 'spell 1', 'pay auto');
    expect(zone(m, 0, 'ener')).toEqual([W.swallow, W.swallow, C.iron, C.kukri, C.flamber]);
    play(m, 'spell 1'); // Jetting Knowledge is colourless: no charge
    expect(zone(m, 0, 'ener')).toHaveLength(5);
    play(m, 'act 1', 'pay auto');
    expect(zone(m, 0, 'trash').filter((id) => id === W.swallow || id === W.germinate)).toEqual([]);
    expect(zone(m, 0, 'deck')).toContain(W.germinate);
  });

  it('Osaki: on play you may pay [Green] to take a card from the ener zone; Burst: ener charge 2', () => {
    const m = scenario({ p1: { lrig: [C.midori4], hand: [W.osaki], ener: [W.swallow, C.iron] } });
    play(m, 'summon 1 1', 'use', 'pay 1');
    expect(choices(m)).toEqual(['pick wd02-013']);
    play(m, 'pick wd02-013');
    expect(zone(m, 0, 'hand')).toEqual([C.iron]);
    const b = scenario({ p1: { signi: [C.kukri] }, p2: { life: [W.osaki], deck: [C.iron, C.kukri, C.flamber] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(zone(b, 1, 'ener')).toEqual([C.iron, C.kukri, W.osaki]);
  });
});

describe('WX01 Catapaul Burst', () => {
  it('Catapaul Burst: find a level 4 white SIGNI', () => {
    const b = scenario({ p1: { signi: [C.kukri] }, p2: { life: [W.catapaul], deck: [C.caliburn, W.godEater, C.volcano] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(choices(b)).toEqual(['pick wx01-053', 'done']); // Volcano is red, Caliburn level 3
  });
});
