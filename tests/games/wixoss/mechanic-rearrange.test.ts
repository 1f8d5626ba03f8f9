/**
 * Rearranging SIGNI between the zones of a field (WX04 Code Maze): Tajmaha (your SIGNI), Skyju (the opponent's),
 * Towerb (swap this SIGNI with one of yours), and their "another <Labyrinth>" power. A moved SIGNI keeps its state.
 * Strict scripted scenarios.
 */
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, decider, play, scenario, st, zone } from './helpers.js';

const SKYJU = 'WX04-041';
const TAJMAHA = 'WX04-058';
const TOWERB = 'WX04-061';
const IONA4 = 'WD07-001'; // their limiting condition

describe('Code Maze Tajmaha', () => {
  it('on play its player places each of their SIGNI, left to right; a downed SIGNI stays down and keeps its Charm', () => {
    const m = scenario({ p1: { lrig: [IONA4], hand: [TAJMAHA], signi: [C.kukri, C.caliburn], down: [true, false], charm: [C.iron, null] } });
    play(m, 'summon 1 3');
    expect(choices(m)).toEqual(['zone 1', 'zone 2', 'zone 3', 'skip']);
    play(m, 'zone 3');
    expect(choices(m)).toEqual(['zone 1', 'zone 2']);
    play(m, 'zone 1', 'zone 2');
    expect(zone(m, 0, 'signi')).toEqual([C.caliburn, TAJMAHA, C.kukri]);
    expect(st(m).players[0]!.signiDown).toEqual([false, false, true]);
    expect(zone(m, 0, 'charm')).toEqual(['-', '-', C.iron]);
    expect(signiPower(st(m), 0, 1)).toBe(5000); // no other Labyrinth
  });

  it('skip leaves the field as it is; a SIGNI may go to an empty zone', () => {
    const skipped = scenario({ p1: { lrig: [IONA4], hand: [TAJMAHA], signi: [C.kukri] } });
    play(skipped, 'summon 1 2', 'skip');
    expect(zone(skipped, 0, 'signi')).toEqual([C.kukri, TAJMAHA, '-']);
    const moved = scenario({ p1: { lrig: [IONA4], hand: [TAJMAHA], signi: [C.kukri] } });
    play(moved, 'summon 1 2', 'zone 3', 'zone 2');
    expect(zone(moved, 0, 'signi')).toEqual(['-', TAJMAHA, C.kukri]);
  });

  it('its power is 7000 while you have another Labyrinth SIGNI', () => {
    const m = scenario({ p1: { lrig: [IONA4], signi: [TAJMAHA, TOWERB] } });
    expect(signiPower(st(m), 0, 0)).toBe(7000);
    expect(signiPower(st(m), 0, 1)).toBe(3000);
  });
});

describe('Code Maze Skyju', () => {
  it('on play its player rearranges the opponent\'s SIGNI', () => {
    const m = scenario({ p1: { lrig: [IONA4], hand: [SKYJU] }, p2: { signi: [C.kukri, null, C.caliburn] } });
    play(m, 'summon 1 1');
    expect(decider(m)).toBe(0);
    expect(choices(m)).toEqual(['zone 1', 'zone 2', 'zone 3', 'skip']);
    play(m, 'zone 2', 'zone 1');
    expect(zone(m, 1, 'signi')).toEqual([C.caliburn, C.kukri, '-']);
    expect(zone(m, 0, 'signi')).toEqual([SKYJU, '-', '-']);
    expect(signiPower(st(m), 0, 0)).toBe(7000);
  });

  it('its power is 10000 with another Labyrinth SIGNI', () => {
    const m = scenario({ p1: { lrig: [IONA4], signi: [SKYJU, TAJMAHA] } });
    expect(signiPower(st(m), 0, 0)).toBe(10000);
  });
});

describe('Code Maze Towerb', () => {
  it('on play it may swap zones with one of your other SIGNI', () => {
    const m = scenario({ p1: { lrig: [IONA4], hand: [TOWERB], signi: [C.kukri, null, TAJMAHA], down: [false, false, true] } });
    play(m, 'summon 1 2');
    expect(choices(m)).toEqual(['target own 1', 'target own 3', 'skip']);
    play(m, 'target own 3');
    expect(zone(m, 0, 'signi')).toEqual([C.kukri, TAJMAHA, TOWERB]);
    expect(st(m).players[0]!.signiDown).toEqual([false, true, false]);
    const kept = scenario({ p1: { lrig: [IONA4], hand: [TOWERB], signi: [C.kukri] } });
    play(kept, 'summon 1 3', 'skip');
    expect(zone(kept, 0, 'signi')).toEqual([C.kukri, '-', TOWERB]);
  });

  it('alone on the field it asks nothing', () => {
    const m = scenario({ p1: { lrig: [IONA4], hand: [TOWERB] } });
    play(m, 'summon 1 1');
    expect(choices(m)).toContain('pass');
  });
});

describe('Code Maze Sagfami (WX05)', () => {
  const SAGFAMI = 'WX05-046';
  const MAZE = 'WD07-011'; // a level 1 <Labyrinth> SIGNI
  const IONA3 = 'WD07-002';

  it('discard a <Labyrinth> SIGNI: place each opposing SIGNI (a downed one stays down), then draw', () => {
    const m = scenario({
      p1: { lrig: [IONA3], hand: [SAGFAMI, MAZE, C.kukri], deck: [C.iron, C.iron] },
      p2: { signi: [C.iron, null, C.silvan], down: [true, false, false] },
    });
    play(m, 'summon 1 2', 'use');
    // Kukri is no <Labyrinth> SIGNI
    expect(choices(m)).toEqual(['discard 1']);
    play(m, 'discard 1');
    expect(decider(m)).toBe(0);
    expect(choices(m)).toEqual(['zone 1', 'zone 2', 'zone 3', 'skip']);
    play(m, 'zone 3');
    expect(choices(m)).toEqual(['zone 1', 'zone 2']);
    play(m, 'zone 1');
    expect(zone(m, 1, 'signi')).toEqual([C.silvan, '-', C.iron]);
    expect(st(m).players[1]!.signiDown).toEqual([false, false, true]);
    expect(zone(m, 0, 'hand')).toEqual([C.kukri, C.iron]);
  });

  it('`skip` keeps them where they are and still draws', () => {
    const m = scenario({ p1: { lrig: [IONA3], hand: [SAGFAMI, MAZE], deck: [C.iron] }, p2: { signi: [C.iron] } });
    play(m, 'summon 1 1', 'use', 'discard 1', 'skip');
    expect(zone(m, 1, 'signi')).toEqual([C.iron, '-', '-']);
    expect(zone(m, 0, 'hand')).toEqual([C.iron]);
  });
});
