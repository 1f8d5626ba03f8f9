/** Card effects of WD01 White Hope and WD02 Red Ambition (and the shared Servants / Jetting Knowledge). */
import { game } from '../../../src/games/wixoss/index.js';
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, decider, play, scenario, st, zone } from './helpers.js';

const power = (m: ReturnType<typeof scenario>, seat: number, z: number) => signiPower(st(m), seat, z);

describe('WD01 White Hope', () => {
  it('Tamayorihime, Full Moon: +2000 to your SIGNI while Romail is on your field', () => {
    const m = scenario({ p1: { lrig: [C.tama4], signi: [C.romail, C.kukri] } });
    expect(power(m, 0, 1)).toBe(5000);
    const m2 = scenario({ p1: { lrig: [C.tama4], signi: [C.caliburn, C.kukri] } });
    expect(power(m2, 0, 1)).toBe(3000);
  });

  it('Rococo Boundary: up to 2 opposing SIGNI back to hand', () => {
    const m = scenario({ p1: { lrig: [C.tama3], lrigDeck: [C.rococo], ener: Array(5).fill(C.kukri) }, p2: { signi: [C.iron, C.bronda, C.silvan] } });
    play(m, 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['target 1', 'target 2', 'target 3', 'done']);
    play(m, 'target 1', 'target 3');
    expect(zone(m, 1, 'hand')).toEqual([C.iron, C.silvan]);
    expect(zone(m, 0, 'lrigTrash')).toEqual([C.rococo]);
  });

  it('Avon: up to 2 white SIGNI from the deck into hand, then shuffle', () => {
    const m = scenario({ p1: { lrigDeck: [C.avon], ener: Array(3).fill(C.kukri), deck: [C.iron, C.kukri, C.servantO, C.flamber] } });
    play(m, 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['pick wd01-013', 'pick wd01-012', 'done']);
    play(m, 'pick wd01-012', 'pick wd01-013');
    expect(zone(m, 0, 'hand')).toEqual([C.flamber, C.kukri]);
    expect(zone(m, 0, 'deck').sort()).toEqual([C.iron, C.servantO].sort());
  });

  it("Baroque Defense: in the defender's ARTS step, an attacking SIGNI or the LRIG cannot attack", () => {
    const m = scenario({ p1: { signi: [C.kukri] }, p2: { lrigDeck: [C.baroque], ener: [C.kukri, C.kukri] } });
    play(m, 'pass');
    expect(decider(m)).toBe(1);
    play(m, 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['target lrig', 'target 1']);
    play(m, 'target 1');
    expect(choices(m)).toEqual(['attack lrig', 'pass']); // the SIGNI attack step had nobody left
    const m2 = scenario({ p1: { signi: [C.kukri] }, p2: { lrigDeck: [C.baroque], ener: [C.kukri, C.kukri], life: [C.iron] } });
    play(m2, 'pass', 'arts 1', 'pay auto', 'target lrig', 'attack 1');
    expect(st(m2).active).toBe(1); // no LRIG attack step
  });

  it("Romail: +1000 to your SIGNI during the opponent's turn; Burst sends an opposing SIGNI back to hand", () => {
    const m = scenario({ p2: { lrig: [C.tama4], signi: [C.romail, C.kukri] } });
    expect(power(m, 1, 1)).toBe(3000 + 2000 + 1000);
    expect(power(m, 1, 0)).toBe(12000 + 2000 + 1000);
    const m2 = scenario({ p1: { signi: [C.kukri, C.flamber] }, p2: { lrig: [C.tama3], life: [C.romail] } });
    play(m2, 'pass', 'attack 1', 'burst', 'target 2');
    expect(zone(m2, 0, 'hand')).toEqual([C.flamber]);
  });

  it('Trett: on play you may pay [White] to find a Romail; Burst draws 1', () => {
    const m = scenario({ p1: { lrig: [C.tama3], hand: [C.trett], ener: [C.kukri], deck: [C.iron, C.romail, C.kukri] } });
    play(m, 'summon 1 1');
    expect(choices(m)).toEqual(['use', 'skip']);
    play(m, 'use', 'pay auto', 'pick wd01-009');
    expect(zone(m, 0, 'hand')).toEqual([C.romail]);
    expect(zone(m, 0, 'ener')).toEqual([]);
    const skip = scenario({ p1: { lrig: [C.tama3], hand: [C.trett], ener: [C.kukri], deck: [C.romail] } });
    play(skip, 'summon 1 1', 'skip');
    expect(zone(skip, 0, 'hand')).toEqual([]);
    const broke = scenario({ p1: { lrig: [C.tama3], hand: [C.trett], ener: [C.iron], deck: [C.romail] } });
    play(broke, 'summon 1 1');
    expect(choices(broke)[0]).not.toBe('use'); // the cost cannot be paid: not asked
    const burst = scenario({ p1: { signi: [C.kukri] }, p2: { life: [C.trett], deck: [C.iron], hand: [] } });
    play(burst, 'pass', 'attack 1', 'burst');
    expect(zone(burst, 1, 'hand')).toEqual([C.iron]);
  });

  it('Bonya: look at the top 3 and put them back in any order', () => {
    const m = scenario({ p1: { lrig: [C.tama1], hand: [C.bonya], deck: [C.kukri, C.iron, C.flamber, C.caliburn] } });
    play(m, 'summon 1 1');
    // Choices name positions among the cards still to place, so the shared move line hides them.
    expect(choices(m)).toEqual(['top 1', 'top 2', 'top 3']);
    expect(st(m).events.some((e) => e.to === 0 && /Kukri/.test(e.text))).toBe(true);
    expect(st(m).events.some((e) => e.to === undefined && /Kukri/.test(e.text))).toBe(false);
    play(m, 'top 3', 'top 2'); // Flamber on top; then of [Kukri, Iron], Iron
    expect(game.describe(st(m), 'top 1')).not.toMatch(/Kukri/);
    expect(zone(m, 0, 'deck')).toEqual([C.flamber, C.iron, C.kukri, C.caliburn]);
  });

  it('Get Bible: up to 1 SIGNI from the deck into hand', () => {
    const m = scenario({ p1: { hand: [C.getBible], ener: [C.kukri], deck: [C.jetting, C.iron] } });
    play(m, 'spell 1', 'pay auto');
    expect(choices(m)).toEqual(['pick wd02-013', 'done']);
    play(m, 'pick wd02-013');
    expect(zone(m, 0, 'hand')).toEqual([C.iron]);
  });

  it('Servant D / Servant O / Servant Q2 / Servant O2: Guard icon, Multi Ener; Servant D and O Burst: ener charge 1', () => {
    const m = scenario({ p1: { signi: [C.kukri] }, p2: { life: [C.servantD], deck: [C.iron] } });
    play(m, 'pass', 'attack 1', 'burst');
    expect(zone(m, 1, 'ener')).toEqual([C.iron, C.servantD]);
    const g = scenario({ p2: { hand: [C.servantQ2, C.servantO2, C.servantD] } });
    play(g, 'pass', 'attack lrig');
    expect(choices(g)).toEqual(['guard 1', 'guard 2', 'guard 3', 'no guard']);
  });

  it('Jetting Knowledge: draw 1; Burst: ener charge 1', () => {
    const m = scenario({ p1: { hand: [C.jetting], deck: [C.iron, C.kukri] } });
    play(m, 'spell 1');
    expect(zone(m, 0, 'hand')).toEqual([C.iron]);
    const b = scenario({ p1: { signi: [C.kukri] }, p2: { life: [C.jetting], deck: [C.iron] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(zone(b, 1, 'ener')).toEqual([C.iron, C.jetting]);
  });
});

describe('WD02 Red Ambition', () => {
  it('Hanayo-Four: +2000 during your turn while Volcano is on your field', () => {
    const m = scenario({ p1: { lrig: [C.hanayo4], signi: [C.volcano, C.iron] } });
    expect(power(m, 0, 1)).toBe(5000);
    const opp = scenario({ p2: { lrig: [C.hanayo4], signi: [C.volcano, C.iron] } });
    expect(power(opp, 1, 1)).toBe(3000);
  });

  it('Firefly Sparks: banish an opposing SIGNI with power 15000 or less', () => {
    const m = scenario({ p1: { lrig: [C.hanayo3], lrigDeck: [C.firefly], ener: [C.iron, C.iron, C.iron] }, p2: { signi: [C.caliburn] } });
    play(m, 'arts 1', 'pay auto', 'target 1');
    expect(zone(m, 1, 'ener')).toEqual([C.caliburn]);
  });

  it('Back Against the Flame: discard 3, then banish every SIGNI; with fewer than 3 cards nothing happens (ruling)', () => {
    const m = scenario({ p1: { lrig: [C.hanayo3], lrigDeck: [C.backFlame], ener: [C.iron, C.iron], hand: [C.kukri, C.flamber, C.caliburn, C.iron], signi: [C.bronda] }, p2: { signi: [C.kukri, C.caliburn] } });
    play(m, 'arts 1', 'pay auto', 'discard 1', 'discard 1', 'discard 1');
    expect(zone(m, 0, 'hand')).toEqual([C.iron]);
    expect(zone(m, 0, 'signi')).toEqual(['-', '-', '-']);
    expect(zone(m, 1, 'signi')).toEqual(['-', '-', '-']);
    expect(zone(m, 1, 'ener')).toEqual([C.kukri, C.caliburn]);
    const few = scenario({ p1: { lrig: [C.hanayo3], lrigDeck: [C.backFlame], ener: [C.iron, C.iron], hand: [C.kukri, C.flamber] }, p2: { signi: [C.kukri] } });
    play(few, 'arts 1', 'pay auto');
    expect(zone(few, 0, 'hand')).toEqual([C.kukri, C.flamber]);
    expect(zone(few, 1, 'signi')).toEqual([C.kukri, '-', '-']);
  });

  it('Burning Stone Flame: banish an opposing SIGNI with power 7000 or less', () => {
    const m = scenario({ p1: { lrigDeck: [C.burningStone], ener: [C.iron, C.iron] }, p2: { signi: [C.caliburn, C.flamber] } });
    play(m, 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['target 2']);
    play(m, 'target 2');
    expect(zone(m, 1, 'ener')).toEqual([C.flamber]);
  });

  it('Volcano: on play you may pay [Red]x3 to banish a SIGNI with power 15000 or less; Burst banishes one of 7000 or less', () => {
    const m = scenario({ p1: { lrig: [C.hanayo4], hand: [C.volcano], ener: [C.iron, C.iron, C.servantO] }, p2: { signi: [C.caliburn] } });
    play(m, 'summon 1 1', 'use', 'pay auto', 'target 1');
    expect(zone(m, 1, 'ener')).toEqual([C.caliburn]);
    const b = scenario({ p1: { signi: [C.kukri, C.caliburn, C.flamber] }, p2: { life: [C.volcano] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(choices(b)).toEqual(['target 1', 'target 3']);
  });

  it('Garnet: on play its power becomes 15000 until end of turn; Burst draws 1', () => {
    const m = scenario({ p1: { lrig: [C.hanayo3], hand: [C.garnet] } });
    play(m, 'summon 1 1');
    expect(power(m, 0, 0)).toBe(15000);
    play(m, 'pass', 'pass', 'pass');
    expect(power(m, 0, 0)).toBe(7000);
    const b = scenario({ p1: { signi: [C.kukri] }, p2: { life: [C.garnet], deck: [C.iron], hand: [] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(zone(b, 1, 'hand')).toEqual([C.iron]);
  });

  it('Amethyst: on play you may banish an opposing SIGNI with power 1000 or less', () => {
    const m = scenario({ p1: { lrig: [C.hanayo1], hand: [C.amethyst] }, p2: { signi: [C.servantO2, C.iron] } });
    play(m, 'summon 1 1');
    expect(choices(m)).toEqual(['target 1', 'skip']);
    play(m, 'target 1');
    expect(zone(m, 1, 'ener')).toEqual([C.servantO2]);
    const skip = scenario({ p1: { lrig: [C.hanayo1], hand: [C.amethyst] }, p2: { signi: [C.servantO2] } });
    play(skip, 'summon 1 1', 'skip');
    expect(zone(skip, 1, 'signi')).toEqual([C.servantO2, '-', '-']);
  });

  it('Roaring Fire Pillar: banish an opposing SIGNI with power 5000 or less', () => {
    const m = scenario({ p1: { hand: [C.firePillar], ener: [C.iron] }, p2: { signi: [C.servantD, C.flamber] } });
    play(m, 'spell 1', 'pay auto');
    expect(choices(m)).toEqual(['target 1']);
  });
});
