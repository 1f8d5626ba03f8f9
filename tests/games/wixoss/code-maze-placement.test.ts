/**
 * Code Maze binds every placement of an opposing SIGNI (issue 41): a summon from hand, a Resona's play, and the
 * effects that put a SIGNI onto the field from the top of the deck, the trash or a search. One placement rule
 * (table/placement.ts) decides the zones for all of them.
 */
import { CARD as C, choices, play, scenario, zone } from './helpers.js';

const PYRAMID = 'WD07-009';
const TRIUMPH = 'WD07-011';
const BOW = 'WX01-059';
const SASHE3 = 'WD09-002';
const VENUS = 'WD09-008';
const POLARIS = 'WD09-015';
const PROCYON = 'WD09-014';
const FYRA = 'WD08-001';
const IONA3 = 'WD07-002';

describe('Code Maze: every placement of an opposing SIGNI', () => {
  it('a Resona is put in front of the Code Maze (once its condition has freed the zones)', () => {
    const m = scenario({
      active: 1,
      p1: { lrig: [IONA3], signi: [null, null, PYRAMID] },
      p2: { lrig: [SASHE3], lrigDeck: [VENUS], signi: [POLARIS, PROCYON, null] },
    });
    play(m, 'resona 1', 'trash signi 1', 'trash signi 2');
    expect(choices(m)).toEqual(['zone 3']);
    play(m, 'zone 3');
    expect(zone(m, 1, 'signi')).toEqual(['-', '-', VENUS]);
  });

  it('a Resona goes anywhere free once the zone in front of the Code Maze is taken', () => {
    const m = scenario({
      active: 1,
      p1: { lrig: [IONA3], signi: [null, PYRAMID, null] },
      p2: { lrig: [SASHE3], lrigDeck: [VENUS], signi: [POLARIS, C.kukri, PROCYON] },
    });
    play(m, 'resona 1', 'trash signi 1', 'trash signi 3');
    expect(choices(m)).toEqual(['zone 1', 'zone 3']);
  });

  it('Bow puts the SIGNI from the top of the deck in front of a Code Maze', () => {
    const m = scenario({
      active: 1,
      p1: { lrig: [IONA3], signi: [TRIUMPH, PYRAMID, null] },
      p2: { lrig: [C.tama3], hand: [BOW], deck: [C.bonya, C.kukri, C.iron, C.flamber] },
    });
    // The summon itself is bound: in front of either Code Maze.
    expect(choices(m).filter((c) => c.startsWith('summon'))).toEqual(['summon 1 1', 'summon 1 2']);
    play(m, 'summon 1 1');
    // Zone 1 is taken now; the top card must still go in front of Pyramid.
    expect(choices(m)).toEqual(['zone 2', 'skip']);
    play(m, 'zone 2');
    expect(zone(m, 1, 'signi')).toEqual([BOW, C.bonya, '-']);
  });

  it('a SIGNI put onto the field from the trash (Umr=Fyra) goes in front of the Code Maze', () => {
    const m = scenario({
      active: 1,
      p1: { lrig: [IONA3], signi: [null, null, PYRAMID] },
      p2: { lrig: [FYRA], trash: [C.kukri] },
    });
    play(m, 'act lrig 2', 'pick wd01-013');
    expect(choices(m)).toEqual(['zone 3']);
    play(m, 'zone 3');
    expect(zone(m, 1, 'signi')).toEqual(['-', '-', C.kukri]);
  });
});
