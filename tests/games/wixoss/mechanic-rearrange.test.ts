/** Issue 46: rearranging the opponent's SIGNI (op rearrangeOpp; WX05 Code Maze Sagfami). */
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';

const SAGFAMI = 'WX05-046';
const MAZE = 'WD07-011'; // a level 1 <Labyrinth> SIGNI
const IONA3 = 'WD07-002';

describe('rearrangeOpp', () => {
  it('Code Maze Sagfami: discard a <Labyrinth> SIGNI, move opposing SIGNI (each swap keeps its down state), then draw', () => {
    const m = scenario({
      p1: { lrig: [IONA3], hand: [SAGFAMI, MAZE, C.kukri], deck: [C.iron, C.iron] },
      p2: { signi: [C.iron, null, C.silvan], down: [true, false, false] },
    });
    play(m, 'summon 1 2', 'use');
    // Kukri is no <Labyrinth> SIGNI
    expect(choices(m)).toEqual(['discard 1']);
    play(m, 'discard 1');
    expect(choices(m)).toEqual(['target 1', 'target 3', 'done']);
    play(m, 'target 1');
    expect(choices(m)).toEqual(['zone 2', 'zone 3']);
    play(m, 'zone 2');
    expect(zone(m, 1, 'signi')).toEqual(['-', C.iron, C.silvan]);
    expect(st(m).players[1]!.signiDown).toEqual([false, true, false]);
    play(m, 'target 3', 'zone 2');
    // two moves are the most: the effect goes on to the draw
    expect(zone(m, 1, 'signi')).toEqual(['-', C.silvan, C.iron]);
    expect(st(m).players[1]!.signiDown).toEqual([false, false, true]);
    expect(zone(m, 0, 'hand')).toEqual([C.kukri, C.iron]);
  });

  it('Code Maze Sagfami: `done` keeps them where they are and still draws', () => {
    const m = scenario({ p1: { lrig: [IONA3], hand: [SAGFAMI, MAZE], deck: [C.iron] }, p2: { signi: [C.iron] } });
    play(m, 'summon 1 1', 'use', 'discard 1', 'done');
    expect(zone(m, 1, 'signi')).toEqual([C.iron, '-', '-']);
    expect(zone(m, 0, 'hand')).toEqual([C.iron]);
  });
});
