/**
 * Nyarobu, Ultimate Fist (WX06-017): "+1000 for each of your other <Arm> SIGNI", "when one of your <Arm> SIGNI is
 * banished, up or down 1 SIGNI" (op upOrDown: the picked SIGNI of either field turns over), an on-play search by name
 * ("Fist") for [White], and a bounce Burst. Strict scripted scenarios.
 */
import { signiPower } from '../../../src/games/wixoss/table/power.js';
import { CARD as C, choices, decider, play, scenario, st, zone } from './helpers.js';

const NYAROBU = 'WX06-017';
const GLOVA = 'WX06-039'; // Glova, Medium Fist

describe('Nyarobu, Ultimate Fist', () => {
  it('gets +1000 for each other Arm SIGNI of yours', () => {
    const m = scenario({ p1: { lrig: [C.tama4], signi: [NYAROBU, C.kukri, C.caliburn] }, p2: { signi: [C.romail] } });
    expect(signiPower(st(m), 0, 0)).toBe(14000);
  });

  it('when one of your Arm SIGNI is banished, its player ups or downs 1 SIGNI of either field', () => {
    const m = scenario({ active: 1, p1: { lrig: [C.tama4], signi: [NYAROBU, C.kukri] }, p2: { lrig: [C.tama4], signi: [C.flamber, C.caliburn, C.iron] } });
    play(m, 'pass', 'attack 2'); // Caliburn beats Kukri
    expect(zone(m, 0, 'ener')).toEqual([C.kukri]);
    expect(decider(m)).toBe(0);
    expect(choices(m)).toEqual(['target 1', 'target 2', 'target 3', 'target own 1']);
    play(m, 'target 3');
    expect(st(m).players[1]!.signiDown).toEqual([false, true, true]); // Caliburn down from its attack, Iron downed
    expect(choices(m)).toEqual(['attack 1', 'pass']); // Iron can no longer attack
  });

  it('a downed SIGNI picked is upped; a banished opposing SIGNI triggers nothing', () => {
    const m = scenario({ active: 1, p1: { lrig: [C.tama4], signi: [NYAROBU, C.kukri], down: [true, false] }, p2: { lrig: [C.tama4], signi: [C.flamber, C.caliburn] } });
    play(m, 'pass', 'attack 2', 'target own 1');
    expect(st(m).players[0]!.signiDown).toEqual([false, false, false]);
    play(m, 'attack 1'); // Flamber 7000 against Nyarobu 12000: not banished
    expect(choices(m)).toEqual(['attack lrig', 'pass']);
    const theirs = scenario({ p1: { lrig: [C.tama4], signi: [NYAROBU] }, p2: { signi: [C.flamber] } });
    play(theirs, 'pass', 'attack 1');
    expect(zone(theirs, 1, 'ener')).toEqual([C.flamber]);
    expect(choices(theirs)).toEqual(['attack lrig', 'pass']);
  });

  it('on play, for [White], it finds a SIGNI with "Fist" in its name', () => {
    const m = scenario({ p1: { lrig: [C.tama4], hand: [NYAROBU], ener: [C.kukri], deck: [C.caliburn, GLOVA] } });
    play(m, 'summon 1 1');
    expect(choices(m)).toEqual(['use', 'skip']);
    play(m, 'use', 'pay auto');
    expect(choices(m)).toEqual(['pick wx06-039', 'done']);
    play(m, 'pick wx06-039');
    expect(zone(m, 0, 'hand')).toEqual([GLOVA]);
  });

  it('Burst: returns 1 opposing SIGNI to its owner\'s hand', () => {
    const m = scenario({ p1: { signi: [C.kukri, C.flamber] }, p2: { life: [NYAROBU] } });
    play(m, 'pass', 'attack 1', 'burst', 'target 2');
    expect(zone(m, 0, 'hand')).toEqual([C.flamber]);
  });
});
