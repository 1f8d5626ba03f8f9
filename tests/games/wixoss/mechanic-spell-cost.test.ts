/**
 * Issue 46, spell costs the field changes: a spell that costs one colour less for each of your SIGNI of a class
 * (Ryuuhou's Exhaust Flame: [Red] per <Dragon Beast>; Tri Signal: [White] per <Labyrinth>), with their effects and
 * Life Bursts. Strict scripted scenarios.
 */
import { spellCost } from '../../../src/games/wixoss/table/spell-use.js';
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';

const X = {
  exhaust: 'WX04-032', triSignal: 'WX04-030', iona3: 'WX04-022', dragon3: 'WX05-053', dragon2: 'WX05-055', triumph: 'WD07-011', babel: 'WD07-010', silvan: 'WD02-010', volcano: 'WD02-009',
} as const;

describe("Ryuuhou's Exhaust Flame", () => {
  it('costs [Red] less per <Dragon Beast> SIGNI; banishes an opposing SIGNI of power 10000 or less, then one of their ener into the trash', () => {
    const m = scenario({ p1: { lrig: [C.hanayo4], hand: [X.exhaust], ener: [C.iron, C.iron, C.iron], signi: [X.dragon3, X.dragon2] }, p2: { lrig: [C.hanayo4], signi: [X.silvan, X.volcano], ener: [C.kukri] } });
    expect(spellCost(st(m), 0, st(m).players[0]!.hand[0]!)).toEqual({ red: 3 });
    expect(choices(m)).toContain('spell 1');
    play(m, 'spell 1', 'pay auto');
    expect(choices(m)).toEqual(['target 1']);
    play(m, 'target 1');
    expect(zone(m, 1, 'signi')).toEqual(['-', X.volcano, '-']);
    expect(choices(m)).toEqual(['pick wd01-013', 'pick wd02-010']);
    play(m, 'pick wd01-013');
    expect(zone(m, 1, 'ener')).toEqual([X.silvan]);
    expect(zone(m, 1, 'trash')).toEqual([C.kukri]);
    // one <Dragon Beast> only: [Red] x4, and 3 red ener do not pay it
    const poor = scenario({ p1: { lrig: [C.hanayo4], hand: [X.exhaust], ener: [C.iron, C.iron, C.iron], signi: [X.dragon3] }, p2: { lrig: [C.hanayo4], signi: [X.silvan] } });
    expect(choices(poor)).not.toContain('spell 1');
  });

  it('nothing banished (no target): no ener is trashed', () => {
    const m = scenario({ p1: { lrig: [C.hanayo4], hand: [X.exhaust], ener: [C.iron, C.iron, C.iron], signi: [X.dragon3, X.dragon2] }, p2: { lrig: [C.hanayo4], signi: [X.volcano], ener: [C.kukri] } });
    play(m, 'spell 1', 'pay auto');
    expect(zone(m, 1, 'ener')).toEqual([C.kukri]);
    expect(zone(m, 0, 'trash')).toContain(X.exhaust);
  });

  it('Burst: one of the opponent\'s ener into the trash; then, with 4 or fewer left, a SIGNI of power 10000 or less is banished', () => {
    const five = scenario({ p1: { signi: [C.kukri], ener: [C.iron, C.iron, C.iron, C.iron, C.kukri] }, p2: { lrig: [C.hanayo4], life: [X.exhaust] } });
    play(five, 'pass', 'attack 1', 'burst');
    expect(choices(five)).toEqual(['target 1']);
    play(five, 'target 1', 'pick wd01-013');
    expect(zone(five, 0, 'trash')).toEqual([C.kukri]);
    expect(zone(five, 0, 'signi')).toEqual(['-', '-', '-']);
    expect(zone(five, 0, 'ener')).toEqual([C.iron, C.iron, C.iron, C.iron, C.kukri]);
    // six ener: five remain, so no banish (and no target is asked)
    const six = scenario({ p1: { signi: [C.kukri], ener: [C.iron, C.iron, C.iron, C.iron, C.iron, C.kukri] }, p2: { lrig: [C.hanayo4], life: [X.exhaust] } });
    play(six, 'pass', 'attack 1', 'burst');
    expect(choices(six)).toEqual(['pick wd02-013', 'pick wd01-013']);
    play(six, 'pick wd02-013');
    expect(zone(six, 0, 'signi')).toEqual([C.kukri, '-', '-']);
  });
});

describe('Tri Signal', () => {
  it('costs [White] less per <Labyrinth> SIGNI; an opposing SIGNI goes into its owner\'s deck', () => {
    const m = scenario({ p1: { lrig: [X.iona3], hand: [X.triSignal], ener: [C.kukri, C.kukri, C.kukri], signi: [X.triumph, X.babel] }, p2: { lrig: [C.tama4], signi: [C.caliburn], deck: [C.iron, C.iron] } });
    expect(spellCost(st(m), 0, st(m).players[0]!.hand[0]!)).toEqual({ white: 1, colorless: 2 });
    play(m, 'spell 1', 'pay auto', 'target 1');
    expect(zone(m, 1, 'signi')).toEqual(['-', '-', '-']);
    expect([...zone(m, 1, 'deck')].sort()).toEqual([C.caliburn, C.iron, C.iron].sort());
    const one = scenario({ p1: { lrig: [X.iona3], hand: [X.triSignal], ener: [C.kukri, C.kukri, C.kukri], signi: [X.triumph] }, p2: { lrig: [C.tama4], signi: [C.caliburn] } });
    expect(choices(one)).not.toContain('spell 1');
  });

  it('Burst: discard a <Labyrinth> SIGNI; if you do, the opponent puts one of their SIGNI into the trash (their pick)', () => {
    const m = scenario({ p1: { signi: [C.kukri, C.kukri] }, p2: { lrig: [X.iona3], life: [X.triSignal], hand: [C.iron, X.triumph] } });
    play(m, 'pass', 'attack 1', 'burst');
    expect(choices(m)).toEqual(['discard 2']);
    play(m, 'discard 2');
    expect(choices(m)).toEqual(['target own 1', 'target own 2']);
    play(m, 'target own 2');
    expect(zone(m, 0, 'signi')).toEqual([C.kukri, '-', '-']);
    expect(zone(m, 0, 'trash')).toEqual([C.kukri]);
    expect(zone(m, 0, 'ener')).toEqual([]);
    // no <Labyrinth> SIGNI in hand: `done`, and nothing is trashed
    const none = scenario({ p1: { signi: [C.kukri, C.kukri] }, p2: { lrig: [X.iona3], life: [X.triSignal], hand: [C.iron] } });
    play(none, 'pass', 'attack 1', 'burst', 'done');
    expect(zone(none, 0, 'signi')).toEqual([C.kukri, C.kukri, '-']);
  });
});
