/** WX01 Served Selector: the green cards (Midoriko LRIGs, ARTS, SIGNI and spells). */
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { game } from '../../../src/games/wixoss/index.js';
import { CARD as C, choices, decider, play, scenario, st, zone } from './helpers.js';
import { W } from './cards-wx01-ids.js';

const power = (m: ReturnType<typeof scenario>, seat: number, z: number) => signiPower(st(m), seat, z);

describe('WX01 green LRIGs', () => {
  it('Midoriko, Shining Empress Girl Type Four: your SIGNI get +1000, the opposing ones do not', () => {
    const m = scenario({ p1: { lrig: [W.midori4s], signi: [W.swallow, W.eagle] }, p2: { signi: [W.swallow] } });
    expect([power(m, 0, 0), power(m, 0, 1), power(m, 1, 0)]).toEqual([3000 + 1000, 15000 + 1000, 3000]);
    const opp = scenario({ p2: { lrig: [W.midori4s], signi: [W.swallow] } });
    expect(power(opp, 1, 0)).toBe(4000); // on either player's turn
  });
});

describe('WX01 green ARTS', () => {
  it("Late Bloomer: the opponent's whole ener zone and every opposing SIGNI go to the trash (not banished)", () => {
    const ener = [...Array(5).fill(W.swallow), ...Array(7).fill(C.kukri)];
    const m = scenario({ p1: { lrig: [C.midori4], lrigDeck: [W.lateBloomer], ener, signi: [W.swallow] }, p2: { ener: [C.iron, C.kukri], signi: [C.iron, null, C.bronda] } });
    play(m, 'arts 1', 'pay auto');
    expect(zone(m, 1, 'signi')).toEqual(['-', '-', '-']);
    expect(zone(m, 1, 'ener')).toEqual([]);
    expect(zone(m, 1, 'trash')).toEqual([C.iron, C.kukri, C.iron, C.bronda]);
    expect(zone(m, 0, 'signi')).toEqual([W.swallow, '-', '-']); // your own SIGNI stay
    expect(zone(m, 0, 'ener')).toEqual([]);
    const short = scenario({ p1: { lrigDeck: [W.lateBloomer], ener: [...Array(4).fill(W.swallow), ...Array(8).fill(C.kukri)] } });
    expect(choices(short)).not.toContain('arts 1'); // 5 green are needed
  });
});

describe('WX01 Fantastic', () => {
  it("Fantastic: free, +5000 to 1 SIGNI of either side, in the main phase, the attack phase or as a spell cut-in", () => {
    const m = scenario({ p1: { lrig: [C.midori3], lrigDeck: [W.fantastic], signi: [W.swallow] }, p2: { signi: [null, C.iron] } });
    play(m, 'arts 1');
    expect(choices(m)).toEqual(['target 2', 'target own 1']);
    expect(game.describe(st(m), 'target own 1')).toMatch(/Swallow/);
    expect(game.describe(st(m), 'target 2')).toMatch(/Iron/);
    play(m, 'target 2');
    expect(power(m, 1, 1)).toBe(8000);
    const cut = scenario({ p1: { hand: [C.firePillar], ener: [C.iron] }, p2: { lrig: [C.midori3], lrigDeck: [W.fantastic], signi: [W.swallow] } });
    play(cut, 'spell 1', 'pay auto', 'target 1');
    expect(decider(cut)).toBe(1);
    play(cut, 'arts 1', 'target own 1'); // its own Swallow: 8000, out of Roaring Fire Pillar's reach
    expect(zone(cut, 1, 'signi')).toEqual([W.swallow, '-', '-']);
    const other = scenario({ p1: { lrig: [C.tama3], lrigDeck: [W.fantastic], signi: [C.kukri] } });
    expect(choices(other)).not.toContain('arts 1'); // Midoriko only
  });
});

describe('WX01 green spells', () => {
  it('Enlarge: your SIGNI get +5000 until end of turn', () => {
    const m = scenario({ p1: { lrig: [C.midori3], hand: [W.enlarge], ener: [W.swallow], signi: [W.swallow, C.pandan] }, p2: { signi: [W.swallow] } });
    play(m, 'spell 1', 'pay auto');
    expect([power(m, 0, 0), power(m, 0, 1), power(m, 1, 0)]).toEqual([8000, 7000, 3000]);
    play(m, 'pass', 'pass', 'pass'); // main, attack step of each SIGNI
    expect(st(m).active).toBe(1);
    expect(power(m, 0, 0)).toBe(3000);
  });

  it('Germinate: your top 2 cards to the ener zone', () => {
    const m = scenario({ p1: { hand: [W.germinate], ener: [W.swallow], deck: [C.iron, C.kukri, C.flamber] } });
    play(m, 'spell 1', 'pay auto');
    expect(zone(m, 0, 'ener')).toEqual([C.iron, C.kukri]);
    expect(zone(m, 0, 'deck')).toEqual([C.flamber]);
  });
});

describe('WX01 green life and ener spells', () => {
  it('Repair: your top card onto your life cloth; with 10+ ener after paying one more, always (the text has no "may"); Burst: one card', () => {
    const m = scenario({ p1: { lrig: [C.midori3], hand: [W.repair], ener: Array(3).fill(W.swallow), deck: [C.iron, C.kukri], life: [C.flamber] } });
    play(m, 'spell 1', 'pay auto');
    expect(zone(m, 0, 'life')).toEqual([C.flamber, C.iron]);
    expect(zone(m, 0, 'deck')).toEqual([C.kukri]); // 0 ener left: no second card
    const rich = scenario({ p1: { lrig: [C.midori3], hand: [W.repair], ener: Array(13).fill(W.swallow), deck: [C.iron, C.kukri, C.flamber], life: [] } });
    play(rich, 'spell 1', 'pay auto');
    expect(zone(rich, 0, 'life')).toEqual([C.iron, C.kukri]); // no question: 「追加で…加える」 is not optional (issue 41)
    expect(choices(rich)).not.toContain('skip');
    const b = scenario({ p1: { signi: [C.kukri] }, p2: { life: [W.repair], deck: [C.iron, C.kukri] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(zone(b, 1, 'life')).toEqual([C.iron]);
  });

  it('Reverse Summon: a SIGNI from your ener zone onto the field (it must fit your LRIG); Burst: a card from ener to hand', () => {
    const m = scenario({ p1: { lrig: [C.midori3], hand: [W.reverseSummon], ener: [W.swallow, W.eagle, C.kukri, C.jetting] } });
    play(m, 'spell 1', 'pay 1');
    expect(choices(m)).toEqual(['pick wd01-013']); // Eagle is level 4 (above the LRIG), Jetting Knowledge a spell
    play(m, 'pick wd01-013');
    expect(choices(m)).toEqual(['zone 1', 'zone 2', 'zone 3']);
    play(m, 'zone 2');
    expect(zone(m, 0, 'signi')).toEqual(['-', C.kukri, '-']);
    expect(zone(m, 0, 'ener')).toEqual([W.eagle, C.jetting]);
    const b = scenario({ p1: { signi: [C.kukri] }, p2: { life: [W.reverseSummon], ener: [C.iron, C.kukri] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(choices(b)).toEqual(['pick wd02-013', 'pick wd01-013']);
  });
});

describe('WX01 green SIGNI', () => {
  it('Cait Sith / Kuro / Shiro / Mi-Ke: their set power while your ener zone holds enough more cards than the opponent', () => {
    const ener = (n: number) => Array(n).fill(C.kukri);
    const m = scenario({ p1: { lrig: [C.midori4], signi: [W.caitSith, W.kuro, W.shiro], ener: ener(6) }, p2: { ener: ener(1) } });
    expect([0, 1, 2].map((z) => power(m, 0, z))).toEqual([18000, 12000, 8000]); // 5 more
    const four = scenario({ p1: { lrig: [C.midori4], signi: [W.caitSith, W.kuro, W.shiro], ener: ener(4) } });
    expect([0, 1, 2].map((z) => power(four, 0, z))).toEqual([12000, 12000, 8000]);
    const two = scenario({ p1: { lrig: [C.midori4], signi: [W.mike, W.shiro], ener: ener(3) }, p2: { ener: ener(1) } });
    expect([power(two, 0, 0), power(two, 0, 1)]).toEqual([5000, 5000]);
  });

  it('Mandore: down this: 1 card from your ener zone into hand (it must take one)', () => {
    const m = scenario({ p1: { lrig: [C.midori4], signi: [W.mandore], ener: [C.iron, C.kukri] } });
    play(m, 'act 1');
    expect(choices(m)).toEqual(['pick wd02-013', 'pick wd01-013']); // no "done": it must take one
    play(m, 'pick wd01-013');
    expect(zone(m, 0, 'hand')).toEqual([C.kukri]);
    expect(zone(m, 0, 'ener')).toEqual([C.iron]);
  });

  it('Baromet: down this: your top card to the ener zone', () => {
    const m = scenario({ p1: { lrig: [C.midori3], signi: [W.baromet], deck: [C.iron, C.kukri] } });
    play(m, 'act 1');
    expect(zone(m, 0, 'ener')).toEqual([C.iron]);
    expect(st(m).players[0]!.signiDown[0]).toBe(true);
  });

  it('Bigtatt: on play your SIGNI get +2000 until end of turn; Burst: ener charge 1', () => {
    const m = scenario({ p1: { lrig: [C.midori3], hand: [W.bigtatt], signi: [null, W.swallow] } });
    play(m, 'summon 1 1');
    expect([power(m, 0, 0), power(m, 0, 1)]).toEqual([10000, 5000]);
    const b = scenario({ p1: { signi: [C.kukri] }, p2: { life: [W.bigtatt], deck: [C.iron] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(zone(b, 1, 'ener')).toEqual([C.iron, W.bigtatt]);
  });

  it('Koalan and Pandan: on play 1 of your SIGNI gets +3000 / +2000; Burst: draw 1', () => {
    const m = scenario({ p1: { lrig: [C.midori3], hand: [W.koalan], signi: [null, W.swallow] }, p2: { signi: [W.swallow] } });
    play(m, 'summon 1 1');
    expect(choices(m)).toEqual(['target own 1', 'target own 2']); // only your own SIGNI
    play(m, 'target own 2');
    expect(power(m, 0, 1)).toBe(6000);
    const p = scenario({ p1: { lrig: [C.midori3], hand: [W.pandan] } });
    play(p, 'summon 1 1', 'target own 1');
    expect(power(p, 0, 0)).toBe(4000);
    for (const id of [W.koalan, W.pandan]) {
      const b = scenario({ p1: { signi: [C.kukri] }, p2: { life: [id], deck: [C.iron], hand: [] } });
      play(b, 'pass', 'attack 1', 'burst');
      expect(zone(b, 1, 'hand')).toEqual([C.iron]);
    }
  });
});
