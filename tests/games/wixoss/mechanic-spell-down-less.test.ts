/**
 * Soap Sudden (WX06-024): as it is used you may down any number of your up <Angel> SIGNI, [Colorless][Colorless]
 * less for each (effect kind spellDownLess; offered when the most downs make it payable); it trashes 1 opposing
 * SIGNI. Its Burst downs 1 opposing SIGNI, or with an <Angel> of yours trashes it instead. Strict scripted scenarios.
 */
import { CARD as C, choices, play, scenario, st, zone } from './helpers.js';

const SOAP = 'WX06-024';
const TAWIL3 = 'WX06-007'; // Soap Sudden's limiting condition
const ANGEL1 = 'WX04-060';
const ANGEL2 = 'WX04-057';

describe('Soap Sudden', () => {
  it('downing two Angel SIGNI, it costs only [White]; it trashes 1 opposing SIGNI', () => {
    const m = scenario({ p1: { lrig: [TAWIL3], hand: [SOAP], ener: [C.kukri], signi: [ANGEL1, ANGEL2, C.flamber] }, p2: { signi: [C.caliburn] } });
    expect(choices(m)).toContain('spell 1');
    play(m, 'spell 1');
    expect(choices(m)).toEqual(['target own 1', 'target own 2']); // [White] + 4 is not payable yet
    play(m, 'target own 1');
    expect(choices(m)).toEqual(['target own 2']);
    play(m, 'target own 2', 'pay auto', 'target 1');
    expect(st(m).players[0]!.signiDown).toEqual([true, true, false]);
    expect(zone(m, 1, 'trash')).toEqual([C.caliburn]);
    expect(zone(m, 0, 'ener')).toEqual([]);
  });

  it('with enough ener it may stop early (done); without enough Angels it is not offered', () => {
    const m = scenario({ p1: { lrig: [TAWIL3], hand: [SOAP], ener: [C.kukri, C.kukri, C.kukri], signi: [ANGEL1, ANGEL2] }, p2: { signi: [C.caliburn] } });
    play(m, 'spell 1');
    expect(choices(m)).toEqual(['target own 1', 'target own 2']);
    play(m, 'target own 1');
    expect(choices(m)).toEqual(['target own 2', 'done']); // [White][Colorless][Colorless] left: payable
    play(m, 'done', 'pay auto', 'target 1');
    expect(st(m).players[0]!.signiDown).toEqual([true, false, false]);
    expect(zone(m, 0, 'ener')).toEqual([]);
    const short = scenario({ p1: { lrig: [TAWIL3], hand: [SOAP], ener: [C.kukri, C.kukri], signi: [ANGEL1] }, p2: { signi: [C.caliburn] } });
    expect(choices(short)).not.toContain('spell 1');
  });

  it('Burst: downs 1 opposing SIGNI, or trashes it while you have an Angel SIGNI', () => {
    const plain = scenario({ p1: { signi: [C.kukri, C.flamber] }, p2: { life: [SOAP] } });
    play(plain, 'pass', 'attack 1', 'burst', 'target 2');
    expect(st(plain).players[0]!.signiDown).toEqual([true, true, false]);
    const angel = scenario({ p1: { signi: [C.kukri, C.flamber] }, p2: { signi: [ANGEL1], life: [SOAP] } });
    play(angel, 'pass', 'attack 2', 'burst', 'target 1');
    expect(zone(angel, 0, 'trash')).toEqual([C.kukri]);
  });
});
