/** Issue 46: an opposing SIGNI from the field into its owner's deck, then that deck is shuffled (op toDeckShuffle; WX05 Code Maze Michel). */
import { CARD as C, choices, play, scenario, zone } from './helpers.js';

const MICHEL = 'WX05-050';
const QQ = 'WD04-016';
const IONA3 = 'WD07-002';

describe('toDeckShuffle', () => {
  it('Code Maze Michel: [White]x3 and itself into the trash put an opposing SIGNI of level 3 or less into its owner\'s deck, shuffled', () => {
    const m = scenario({
      p1: { lrig: [IONA3], ener: [C.kukri, C.kukri, C.kukri], signi: [MICHEL] },
      p2: { lrig: [C.hanayo4], signi: [QQ, C.iron, C.servantO], deck: [C.kukri, C.kukri] },
    });
    play(m, 'act 1');
    expect(zone(m, 0, 'trash')).toEqual([MICHEL]);
    play(m, 'pay auto');
    // Servant Q2 is level 4: not a target
    expect(choices(m)).toEqual(['target 2', 'target 3']);
    play(m, 'target 2');
    expect(zone(m, 1, 'signi')).toEqual([QQ, '-', C.servantO]);
    expect(zone(m, 1, 'deck').sort()).toEqual([C.kukri, C.kukri, C.iron].sort());
    expect(zone(m, 1, 'trash')).toEqual([]);
    expect(zone(m, 1, 'ener')).toEqual([]);
    // without three white ener it is not offered
    const poor = scenario({ p1: { lrig: [IONA3], ener: [C.kukri, C.kukri], signi: [MICHEL] }, p2: { signi: [C.iron] } });
    expect(choices(poor)).not.toContain('act 1');
  });
});
