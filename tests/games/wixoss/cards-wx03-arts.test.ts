/** WX03: the ARTS whose cost drops against one LRIG colour, Code Art RGN, freezing, and the Umr field abilities. */
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';
import { X } from './cards-wx03.test.js';

const AW = { l1: 'WD07-015', l2: 'WD07-014', l3: 'WD07-013', l4: 'WD07-012' } as const;

describe('WX03 ARTS cheaper against one LRIG colour', () => {
  it('Gorgeous Hellfire: [Red][Red] against a green LRIG, else the printed [Red][Red] + 3; banish power 15000 or less', () => {
    const green = scenario({ p1: { lrig: [C.hanayo3], lrigDeck: [X.hellfire], ener: [C.iron, C.iron] }, p2: { lrig: [C.midori4], signi: [C.seiryu] } });
    expect(choices(green)).toContain('arts 1');
    play(green, 'arts 1', 'pay auto', 'target 1');
    expect(zone(green, 1, 'ener')).toEqual([C.seiryu]);
    expect(zone(green, 0, 'ener')).toEqual([]);
    const white = scenario({ p1: { lrig: [C.hanayo3], lrigDeck: [X.hellfire], ener: [C.iron, C.iron] }, p2: { lrig: [C.tama3], signi: [C.kukri] } });
    expect(choices(white)).not.toContain('arts 1'); // 5 ener needed
  });

  it('Holy Act: [White][White] against a black LRIG; an opposing SIGNI that is no <Angel> goes to the trash', () => {
    const m = scenario({ p1: { lrig: [C.tama3], lrigDeck: [X.holyAct], ener: [C.kukri, C.kukri] }, p2: { lrig: [C.ulith3], signi: [X.rabiel, C.kooni] } });
    play(m, 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['target 2']); // Rabiel is an <Angel>
    play(m, 'target 2');
    expect(zone(m, 1, 'trash')).toEqual([C.kooni]);
  });

  it('Two Dust: [Blue] against a red LRIG; 2 random discards', () => {
    const m = scenario({ p1: { lrig: [C.piruluk3], lrigDeck: [X.twoDust], ener: [C.sc] }, p2: { lrig: [C.hanayo3], hand: [C.iron, C.kukri, C.flamber] } });
    play(m, 'arts 1', 'pay auto');
    expect(zone(m, 1, 'hand')).toHaveLength(1);
    expect(zone(m, 1, 'trash')).toHaveLength(2);
  });

  it('Body and Soul: [Green] against a blue LRIG; the top card of your deck onto your life cloth', () => {
    const m = scenario({ p1: { lrig: [C.midori3], lrigDeck: [X.bodySoul], ener: [C.pandan], deck: [C.iron, C.kukri], life: [C.sc] }, p2: { lrig: [C.piruluk3] } });
    play(m, 'arts 1', 'pay auto');
    expect(zone(m, 0, 'life')).toEqual([C.sc, C.iron]);
  });

  it('Dead Splash: [Black] against a white LRIG; a black SIGNI from your trash onto your field', () => {
    const m = scenario({ p1: { lrig: [C.ulith3], lrigDeck: [X.deadSplash], ener: [C.kooni], trash: [C.iron, C.belze], signi: [C.kooni, C.kooni] }, p2: { lrig: [C.tama3] } });
    play(m, 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['pick wd05-010', 'pick wd05-013']); // Iron is red; the Kooni paid is in the trash now
    play(m, 'pick wd05-010', 'zone 3');
    expect(zone(m, 0, 'signi')).toEqual([C.kooni, C.kooni, C.belze]);
  });
});

describe('WX03 Code Art RGN', () => {
  it('your blue ARTS cost [Colorless] less (never below the coloured part); 18000 while your LRIG deck is empty', () => {
    const m = scenario({ p1: { lrig: [C.piruluk4], lrigDeck: [X.twoDust], ener: [C.sc, C.sc, C.sc], signi: [X.rgn] }, p2: { lrig: [C.tama3], hand: [C.iron] } });
    expect(choices(m)).toContain('arts 1'); // [Blue] + 2 instead of + 3
    expect(signiPower(st(m), 0, 0)).toBe(10000);
    play(m, 'arts 1', 'pay auto');
    expect(zone(m, 0, 'ener')).toEqual([]);
    expect(signiPower(st(m), 0, 0)).toBe(18000);
    const two = scenario({ p1: { lrig: [C.piruluk4], lrigDeck: [X.twoDust], ener: [C.sc, C.sc], signi: [X.rgn, X.rgn] }, p2: { lrig: [C.tama3] } });
    expect(choices(two)).toContain('arts 1'); // two of them: 2 less
  });
});

describe('WX03 freeze', () => {
  it('Code Art KEY: down it: freeze an opposing SIGNI of level 2 or less; it stays down in its next up phase', () => {
    const m = scenario({ p1: { lrig: [C.piruluk3], signi: [X.key] }, p2: { signi: [C.iron, C.silvan], down: [true, false] } });
    play(m, 'act 1');
    expect(choices(m)).toEqual(['target 1']);
    play(m, 'target 1', 'pass', 'pass', 'pass');
    expect(st(m).active).toBe(1);
    expect(st(m).players[1]!.signiDown[0]).toBe(true);
  });

  it('ICE BREAK: banish a frozen opposing SIGNI only; Burst: down and freeze one', () => {
    const m = scenario({ p1: { lrig: [C.piruluk3], signi: [X.key], hand: [X.iceBreak], ener: [C.sc] }, p2: { signi: [C.iron, C.kukri] } });
    play(m, 'act 1', 'target 2', 'spell 1', 'pay auto');
    expect(choices(m)).toEqual(['target 2']);
    play(m, 'target 2');
    expect(zone(m, 1, 'ener')).toEqual([C.kukri]);
    const b = scenario({ p1: { signi: [C.kukri, C.iron] }, p2: { life: [X.iceBreak] } });
    play(b, 'pass', 'attack 1', 'burst', 'target 2');
    expect(st(b).players[0]!.signiDown[1]).toBe(true);
    expect(st(b).frozen).toHaveLength(1);
  });
});

describe('WX03 Umr and Code Anti on the field', () => {
  it('Umr=Tre: on play (grown into) pay [Black]: an <Ancient Weapon> SIGNI from your trash onto your field', () => {
    const m = scenario({ phase: 'grow', p1: { lrig: [X.umr2], lrigDeck: [X.umr3], ener: [C.kooni, C.kooni, C.kooni], trash: [C.kooni, AW.l2] } });
    play(m, 'grow 1', 'pay auto', 'use', 'pay auto');
    expect(choices(m)).toEqual(['pick wd07-014']);
    play(m, 'pick wd07-014', 'zone 2');
    expect(zone(m, 0, 'signi')).toEqual(['-', AW.l2, '-']);
  });

  it('Megatron: down it and trash another <Ancient Weapon>: banish an opposing SIGNI of level 3 or less; not usable without one', () => {
    const m = scenario({ p1: { lrig: [X.umr3], signi: [X.megatron, AW.l1] }, p2: { lrig: [C.hanayo4], signi: [C.volcano, C.silvan] } });
    play(m, 'act 1');
    expect(choices(m)).toEqual(['trash signi 2']); // the cost first: another <Ancient Weapon>
    play(m, 'trash signi 2');
    expect(choices(m)).toEqual(['target 2']);
    play(m, 'target 2');
    expect(zone(m, 0, 'trash')).toEqual([AW.l1]);
    expect(zone(m, 1, 'ener')).toEqual([C.silvan]);
    const alone = scenario({ p1: { lrig: [X.umr3], signi: [X.megatron, C.kooni] }, p2: { signi: [C.silvan] } });
    expect(choices(alone)).not.toContain('act 1');
  });

  it('Umr=Fyra: pay [Black][Black] and trash an <Ancient Weapon>: banish a SIGNI of the same level on either field', () => {
    const m = scenario({ p1: { lrig: [X.umr4], ener: [C.kooni, C.kooni], signi: [AW.l3, AW.l1, C.cosmo] }, p2: { signi: [C.silvan, C.iron, C.bronda] } });
    play(m, 'act lrig', 'pay auto');
    expect(choices(m)).toEqual(['target own 1', 'target own 2']); // your <Ancient Weapon> SIGNI (Cosmo is a Devil)
    play(m, 'target own 1');
    expect(choices(m)).toEqual(['target 1']); // level 3: Silvan (none of yours left)
    play(m, 'target 1');
    expect(zone(m, 1, 'ener')).toEqual([C.silvan]);
    const own = scenario({ p1: { lrig: [X.umr4], ener: [C.kooni, C.kooni], signi: [AW.l1, C.kooni] }, p2: { signi: [C.iron] } });
    play(own, 'act lrig', 'pay auto', 'target own 1');
    expect(choices(own)).toEqual(['target 1', 'target own 2']);
    play(own, 'target own 2');
    expect(zone(own, 0, 'ener')).toEqual([C.kooni]);
  });
});

describe('WX03 Strike Impact', () => {
  it('+5000 to a SIGNI of either field; Lancer only when that makes 15000 or more', () => {
    const m = scenario({ p1: { lrig: [C.midori4], hand: [X.strike], ener: [C.pandan], signi: [C.bigtatt, C.pandan] }, p2: { signi: [C.iron, C.iron], life: [C.kukri, C.kukri] } });
    play(m, 'spell 1', 'pay auto');
    expect(choices(m)).toEqual(['target 1', 'target 2', 'target own 1', 'target own 2']);
    play(m, 'target own 1');
    expect(signiPower(st(m), 0, 0)).toBe(13000); // Bigtatt 8000 + 5000: no Lancer
    const lance = scenario({ p1: { lrig: [C.midori4], hand: [X.strike], ener: [C.pandan], signi: [C.seiryu] }, p2: { signi: [C.iron], life: [C.kukri, C.kukri] } });
    play(lance, 'spell 1', 'pay auto', 'target own 1', 'pass', 'attack 1');
    expect(zone(lance, 1, 'life')).toEqual([C.kukri]); // Iron banished and a life cloth crushed (Lancer)
    expect(zone(m, 1, 'life')).toHaveLength(2);
    play(m, 'pass', 'attack 1');
    expect(zone(m, 1, 'life')).toHaveLength(2); // no Lancer: the banish only
  });
});

describe('WX03 Get Grow / End of Eternity', () => {
  it('Get Grow: grow for free into another LRIG of the same level (its on-play triggers as a grow)', () => {
    const m = scenario({ p1: { lrig: [C.tama4], hand: [X.getGrow], ener: [C.kukri], lrigDeck: ['WX03-006', C.tama3, C.tama4] } });
    play(m, 'spell 1', 'pay auto');
    expect(choices(m)).toEqual(['pick wx03-006']); // same level, another name
    play(m, 'pick wx03-006');
    expect(zone(m, 0, 'lrig')).toEqual([C.tama4, 'WX03-006']);
    expect(zone(m, 0, 'ener')).toEqual([]);
  });

  it('End of Eternity Burst: in your next turn grows cost nothing', () => {
    const m = scenario({ p1: { signi: [C.kukri] }, p2: { lrig: [C.hanayo2], lrigDeck: [C.hanayo3], life: [X.endEternity], deck: Array(8).fill(C.iron) } });
    play(m, 'pass', 'attack 1', 'burst');
    expect(st(m).players[1]!.freeGrowTurn).toBe(st(m).turn + 1); // Bob's next turn, not the turn after
    play(m, 'pass');
    expect(st(m).active).toBe(1);
    play(m, 'pass'); // ener phase
    expect(choices(m)).toEqual(['grow 1', 'pass']); // [Red][Red] would be due; the ener zone has only the crushed card
    play(m, 'grow 1');
    expect(zone(m, 1, 'lrig')).toEqual([C.hanayo2, C.hanayo3]);
    expect(zone(m, 1, 'ener')).toEqual([X.endEternity]);
  });
});
