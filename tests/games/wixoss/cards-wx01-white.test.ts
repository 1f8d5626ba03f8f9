/** WX01 Served Selector: the white cards (Tamayorihime LRIGs, ARTS, SIGNI and spells). */
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';
import { W } from './cards-wx01-ids.js';

const power = (m: ReturnType<typeof scenario>, seat: number, z: number) => signiPower(st(m), seat, z);

describe('WX01 white ARTS and spells', () => {
  it('Xenogate: find 1 white SIGNI in the deck, take it, shuffle', () => {
    const m = scenario({ p1: { lrigDeck: [W.xenogate], ener: [C.kukri], deck: [C.iron, C.caliburn, C.kukri] } });
    play(m, 'arts 1', 'pay auto');
    expect(choices(m)).toEqual(['pick wd01-010', 'pick wd01-013', 'done']); // Iron (red) is not offered
    play(m, 'pick wd01-010');
    expect(zone(m, 0, 'hand')).toEqual([C.caliburn]);
    expect(zone(m, 0, 'deck').sort()).toEqual([C.iron, C.kukri].sort());
    expect(zone(m, 0, 'lrigTrash')).toEqual([W.xenogate]);
  });

  it('Get Dantalian: a white SIGNI and then a red SIGNI from the deck', () => {
    const m = scenario({ p1: { hand: [W.dantalian], ener: [C.kukri, C.iron], deck: [C.iron, C.caliburn, C.jetting, C.flamber] } });
    const hanayo = scenario({ p1: { lrig: [C.hanayo3], hand: [W.dantalian], ener: [C.kukri, C.iron] } });
    expect(choices(hanayo)).not.toContain('spell 1'); // Tama only
    play(m, 'spell 1', 'pay auto');
    expect(choices(m)).toEqual(['pick wd01-010', 'pick wd01-012', 'done']);
    play(m, 'pick wd01-012');
    expect(choices(m)).toEqual(['pick wd02-013', 'done']);
    play(m, 'pick wd02-013');
    expect(zone(m, 0, 'hand')).toEqual([C.flamber, C.iron]);
    expect(zone(m, 0, 'trash')).toContain(W.dantalian);
  });
});

describe('WX01 white spells on WX01 ops', () => {
  it('Get Open: look at the top 5, trash any of them, put the rest back in any order', () => {
    const m = scenario({ p1: { hand: [W.getOpen], ener: [C.kukri], deck: [C.iron, C.kukri, C.flamber, C.caliburn, C.jetting, C.servantO] } });
    play(m, 'spell 1', 'pay auto');
    expect(st(m).events.some((e) => e.to === 0 && /Caliburn/.test(e.text))).toBe(true); // shown to its owner only
    expect(st(m).events.some((e) => e.to === undefined && /Caliburn/.test(e.text))).toBe(false);
    expect(choices(m)).toEqual(['pick wd02-013', 'pick wd01-013', 'pick wd01-012', 'pick wd01-010', 'pick wd01-018', 'done']);
    play(m, 'pick wd02-013', 'pick wd01-012');
    expect(choices(m)).toEqual(['pick wd01-013', 'pick wd01-010', 'pick wd01-018', 'done']); // Servant O (6th) was never looked at
    play(m, 'done');
    expect(choices(m)).toEqual(['top 1', 'top 2', 'top 3']);
    play(m, 'top 3', 'top 1');
    expect(zone(m, 0, 'deck')).toEqual([C.jetting, C.kukri, C.caliburn, C.servantO]);
    expect(zone(m, 0, 'trash')).toEqual([C.kukri, C.iron, C.flamber, W.getOpen]);
  });

  it('Get Open: trashing all five leaves nothing to reorder', () => {
    const m = scenario({ p1: { hand: [W.getOpen], ener: [C.kukri], deck: [C.iron, C.iron, C.iron, C.iron, C.iron, C.flamber] } });
    play(m, 'spell 1', 'pay auto', 'pick wd02-013', 'pick wd02-013', 'pick wd02-013', 'pick wd02-013', 'pick wd02-013');
    expect(zone(m, 0, 'deck')).toEqual([C.flamber]);
    expect(choices(m)).toContain('pass'); // back in the main phase
  });

  it('Get Ready: up all of your SIGNI; Burst: find 1 SIGNI', () => {
    const m = scenario({ p1: { hand: [W.getReady], ener: [C.kukri], signi: [C.kukri, C.flamber], down: [true, true] }, p2: { signi: [C.iron], down: [true] } });
    play(m, 'spell 1', 'pay auto');
    expect(st(m).players[0]!.signiDown).toEqual([false, false, false]);
    expect(st(m).players[1]!.signiDown[0]).toBe(true);
    const b = scenario({ p1: { signi: [C.kukri] }, p2: { life: [W.getReady], deck: [C.jetting, C.iron] } });
    play(b, 'pass', 'attack 1', 'burst');
    expect(choices(b)).toEqual(['pick wd02-013', 'done']);
    play(b, 'pick wd02-013');
    expect(zone(b, 1, 'hand')).toEqual([C.iron]);
  });
});

describe('WX01 white SIGNI', () => {
  it('Athena: [White], down this: an opposing SIGNI back to hand', () => {
    const m = scenario({ p1: { lrig: [C.tama4], signi: [W.athena], ener: [C.kukri] }, p2: { signi: [C.iron, C.flamber] } });
    expect(choices(m)).toContain('act 1');
    play(m, 'act 1', 'pay auto');
    expect(choices(m)).toEqual(['target 1', 'target 2']);
    play(m, 'target 2');
    expect(zone(m, 1, 'hand')).toEqual([C.flamber]);
    expect(st(m).players[0]!.signiDown[0]).toBe(true);
    expect(choices(m)).not.toContain('act 1');
    const broke = scenario({ p1: { lrig: [C.tama4], signi: [W.athena], ener: [C.iron] }, p2: { signi: [C.iron] } });
    expect(choices(broke)).not.toContain('act 1'); // [White] cannot be paid with a red card
  });

  it("Egis, Riot, Square, Round: their set power during the opponent's turn only", () => {
    const mine = scenario({ p1: { lrig: [C.tama4], signi: [W.egis, W.riot, W.square] } });
    expect([0, 1, 2].map((z) => power(mine, 0, z))).toEqual([12000, 8000, 5000]);
    const theirs = scenario({ p2: { lrig: [C.tama4], signi: [W.egis, W.riot, W.square] } });
    expect([0, 1, 2].map((z) => power(theirs, 1, z))).toEqual([18000, 12000, 8000]);
    const round = scenario({ p1: { signi: [W.round] }, p2: { signi: [W.round] } });
    expect([power(round, 0, 0), power(round, 1, 0)]).toEqual([2000, 5000]);
  });

  it("Egis in battle: 18000 on the opponent's turn stops a 15000 attacker", () => {
    const m = scenario({ p1: { lrig: [C.tama4], signi: [W.godEater] }, p2: { lrig: [C.tama4], signi: [W.egis] } });
    play(m, 'pass', 'attack 1');
    expect(zone(m, 1, 'signi')).toEqual([W.egis, '-', '-']);
    expect(zone(m, 1, 'ener')).toEqual([]);
  });
});
