/** WX01 Served Selector: the red cards (Hanayo LRIGs, ARTS, SIGNI and spells). */
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { game } from '../../../src/games/wixoss/index.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';
import { W } from './cards-wx01-ids.js';

const power = (m: ReturnType<typeof scenario>, seat: number, z: number) => signiPower(st(m), seat, z);

describe('WX01 red ARTS and spells', () => {
  it('Dominating Fury: banish an opposing SIGNI with power 10000 or less, in the main or the attack phase', () => {
    const m = scenario({ p1: { lrig: [C.hanayo3], lrigDeck: [W.fury], ener: [C.iron, C.iron, C.iron] }, p2: { lrig: [C.hanayo4], signi: [C.caliburn, W.godEater] } });
    play(m, 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['target 1']);
    play(m, 'target 1');
    expect(zone(m, 1, 'ener')).toEqual([C.caliburn]);
    const attack = scenario({ p1: { lrig: [C.hanayo3], lrigDeck: [W.fury], ener: [C.iron, C.iron, C.iron] }, p2: { signi: [C.caliburn] } });
    play(attack, 'pass');
    expect(choices(attack)).toEqual(['arts 1', 'pass']);
    play(attack, 'arts 1', 'pay auto', 'target 1');
    expect(zone(attack, 1, 'ener')).toEqual([C.caliburn]);
  });

  it('Flame Ball, Falling Star: banish 15000 or less; Burst: 10000 or less', () => {
    const m = scenario({ p1: { hand: [W.flameBall], ener: [C.iron, C.iron, C.iron] }, p2: { lrig: [C.hanayo4], signi: [W.godEater, W.metallica, C.kukri] } });
    play(m, 'spell 1', 'pay auto');
    expect(choices(m)).toEqual(['target 1', 'target 2', 'target 3']);
    play(m, 'target 2');
    expect(zone(m, 1, 'ener')).toEqual([W.metallica]);
    const b = scenario({ p1: { lrig: [C.tama4], signi: [C.kukri, C.caliburn, W.godEater] }, p2: { life: [W.flameBall] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(choices(b)).toEqual(['target 1', 'target 2']);
    play(b, 'target 2');
    expect(zone(b, 0, 'ener')).toEqual([C.caliburn]);
  });

  it('Prismatic Fire Pillar: banish 10000 or less, paid with [White][Red]', () => {
    const m = scenario({ p1: { hand: [W.prismatic], ener: [C.iron, C.kukri] }, p2: { lrig: [C.hanayo4], signi: [W.godEater, C.caliburn] } });
    play(m, 'spell 1', 'pay auto');
    expect(choices(m)).toEqual(['target 2']);
    play(m, 'target 2');
    expect(zone(m, 1, 'ener')).toEqual([C.caliburn]);
    const broke = scenario({ p1: { hand: [W.prismatic], ener: [C.iron, C.iron] } });
    expect(choices(broke)).not.toContain('spell 1');
  });
});

describe('WX01 red LRIGs', () => {
  it('Hanayo-Two Remodeled: its player skips the grow phase', () => {
    // Bob's turn ends at once; Ann's turn begins with her ener phase.
    const m = scenario({ p1: { lrig: [W.hanayo2r], lrigDeck: [C.hanayo3], hand: [C.iron], ener: [C.iron, C.iron] }, phase: 'end', active: 1 });
    expect(st(m).phase).toBe('ener');
    play(m, 'ener 1');
    expect(st(m).phase).toBe('main'); // no grow question
    const plain = scenario({ p1: { lrig: [W.hanayo2], lrigDeck: [C.hanayo3], hand: [C.iron], ener: [C.iron, C.iron] }, phase: 'end', active: 1 });
    play(plain, 'ener 1');
    expect(choices(plain)).toEqual(['grow 1', 'pass']); // another level 2 Hanayo does grow
  });

  it('Hanayo-Two Remodeled: during your turn your SIGNI get +5000', () => {
    const m = scenario({ p1: { lrig: [W.hanayo2r], signi: [C.iron] }, p2: { lrig: [W.hanayo2r], signi: [C.iron] } });
    expect([power(m, 0, 0), power(m, 1, 0)]).toEqual([8000, 3000]);
  });

  it("Hanayo-Two Remodeled: Act [Red]x3: this turn the opponent cannot guard with level 2 or lower SIGNI", () => {
    const m = scenario({ p1: { lrig: [W.hanayo2r], ener: [C.iron, C.iron, C.iron] }, p2: { hand: [W.servantO, W.servantD, W.servantT] } });
    play(m, 'act lrig', 'pay auto', 'pass', 'attack lrig');
    expect(choices(m)).toEqual(['guard 3', 'no guard']); // only the level 3 Servant T
    expect(game.explain!(st(m), 'guard 1')).toMatch(/level/);
    play(m, 'guard 3');
    expect(zone(m, 1, 'life')).toHaveLength(7);
    const next = scenario({ p1: { lrig: [W.hanayo2r], ener: [C.iron, C.iron] }, p2: { hand: [W.servantO] } });
    expect(choices(next)).not.toContain('act lrig'); // [Red]x3 cannot be paid
  });
});

describe('WX01 Fissure of Condemnation', () => {
  it("Fissure of Condemnation: crush 1 of the opponent's life cloth (its Life Burst may be used)", () => {
    const m = scenario({ p1: { lrig: [C.hanayo3], hand: [W.fissure], ener: [C.iron, C.iron, C.iron] }, p2: { life: [W.servantO, C.kukri], deck: [C.iron] } });
    play(m, 'spell 1', 'pay auto');
    expect(choices(m)).toEqual(['burst', 'no burst']);
    play(m, 'burst');
    expect(zone(m, 1, 'life')).toEqual([C.kukri]);
    expect(zone(m, 1, 'ener')).toEqual([C.iron, W.servantO]);
    const last = scenario({ p1: { lrig: [C.hanayo3], hand: [W.fissure], ener: [C.iron, C.iron, C.iron] }, p2: { life: [] } });
    play(last, 'spell 1', 'pay auto');
    expect(st(last).phase).not.toBe('over'); // a crush by an effect never wins
  });
});

describe('WX01 red SIGNI', () => {
  it('Cannon, Ballista: [Red], down this: banish 10000 or less', () => {
    const m = scenario({ p1: { lrig: [C.hanayo4], signi: [W.cannon], ener: [C.iron] }, p2: { lrig: [C.hanayo4], signi: [W.godEater, C.caliburn] } });
    play(m, 'act 1', 'pay auto');
    expect(choices(m)).toEqual(['target 2']);
    play(m, 'target 2');
    expect(zone(m, 1, 'ener')).toEqual([C.caliburn]);
    expect(st(m).players[0]!.signiDown[0]).toBe(true);
    const down = scenario({ p1: { lrig: [C.hanayo4], signi: [W.cannon], down: [true], ener: [C.iron] } });
    expect(choices(down)).not.toContain('act 1');
  });

  it('Ordnance, Roaring Gun: down this: banish 7000 or less, no ener needed', () => {
    const m = scenario({ p1: { lrig: [C.hanayo3], signi: [null, W.ordnance] }, p2: { signi: [C.caliburn, C.flamber] } });
    play(m, 'act 2');
    expect(choices(m)).toEqual(['target 2']);
    play(m, 'target 2');
    expect(zone(m, 1, 'ener')).toEqual([C.flamber]);
  });

  it('Orichalc: on play banish 3000 or less; Burst: 5000 or less', () => {
    const m = scenario({ p1: { lrig: [C.hanayo3], hand: [W.orichalc] }, p2: { signi: [C.kukri, C.servantD] } });
    play(m, 'summon 1 1');
    expect(choices(m)).toEqual(['target 1']);
    play(m, 'target 1');
    expect(zone(m, 1, 'ener')).toEqual([C.kukri]);
    const b = scenario({ p1: { signi: [C.kukri, C.servantD, C.flamber] }, p2: { life: [W.orichalc] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(choices(b)).toEqual(['target 1', 'target 2']);
  });

  it('Rin and Macury: on play discard 1; Burst: draw 1', () => {
    for (const id of [W.rin, W.macury]) {
      const m = scenario({ p1: { lrig: [C.hanayo3], hand: [id, C.iron, C.kukri] } });
      play(m, 'summon 1 1');
      expect(choices(m)).toEqual(['discard 1', 'discard 2']);
      play(m, 'discard 2');
      expect(zone(m, 0, 'hand')).toEqual([C.iron]);
      expect(zone(m, 0, 'trash')).toEqual([C.kukri]);
      const b = scenario({ p1: { signi: [C.kukri] }, p2: { life: [id], deck: [C.iron], hand: [] } });
      play(b, 'pass', 'attack 1', 'burst');
      expect(zone(b, 1, 'hand')).toEqual([C.iron]);
    }
  });

  it('Emeralda, Rubyl, Kohaku, Sapphi: their set power during your own turn only', () => {
    const mine = scenario({ p1: { signi: [W.emeralda, W.rubyl, W.kohaku] }, p2: { signi: [W.emeralda, W.rubyl, W.kohaku] } });
    expect([0, 1, 2].map((z) => power(mine, 0, z))).toEqual([18000, 12000, 8000]);
    expect([0, 1, 2].map((z) => power(mine, 1, z))).toEqual([12000, 8000, 5000]);
    const sapphi = scenario({ p1: { signi: [W.sapphi] }, p2: { signi: [W.sapphi] } });
    expect([power(sapphi, 0, 0), power(sapphi, 1, 0)]).toEqual([5000, 2000]);
  });
});
